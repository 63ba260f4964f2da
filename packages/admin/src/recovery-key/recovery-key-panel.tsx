import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { RecoveryKeyState } from '@healthdeck/contract/light';
import {
  InvalidCredentials,
  createOrganizationRecoveryKey,
  grantOrganizationRecoveryKey,
  recoveryKeyQuery,
  resumeRecoveryKeyRotation,
  revokeOrganizationRecoveryKey,
  rotateOrganizationRecoveryKey,
} from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { readFailure } from '../member/use-read.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { Outcome } from '../shared/outcome.js';
import { ScrollRegion } from '../shared/scroll-region.js';
import { formatDate } from '../users/format.js';
import { type RecoveryKeyMessages, recoveryKeyMessages } from './messages.js';
import { type StaffKey, UnlockForm } from './unlock-form.js';

/** The administrator's own private key, unlocked with their password. */
type PrivateKey = StaffKey;

/** A fingerprint in groups of four, as OpenPGP tools show it. */
const grouped = (fingerprint: string) =>
  fingerprint
    .toUpperCase()
    .match(/.{1,4}/g)
    ?.join(' ') ?? fingerprint;

/**
 * An organisation's recovery key, on its edit screen (docs/decisions/0076-organisation-recovery-keys.md):
 * create it (made in this browser), grant and revoke staff access, rotate and resume a rotation.
 * Granting and rotating open the key here with the administrator's own key pair, unlocked with their
 * password; the unlocked key lives in this component's state only.
 */
export function RecoveryKeyPanel({ organizationId }: { organizationId: string }) {
  const titleId = useId();
  const t = useMessages(recoveryKeyMessages);
  const common = useMessages(adminMessages);
  const sdk = useHealthDeck();
  const state = useQuery({ ...recoveryKeyQuery(sdk, organizationId), retry: false });
  const [staffKey, setStaffKey] = useState<PrivateKey | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function run(label: string, work: () => Promise<string>) {
    setBusy(label);
    setError(null);
    setNotice(null);
    try {
      setNotice(await work());
    } catch (e) {
      setError(failure(e, t));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section className="hd-recovery-key" aria-labelledby={titleId} aria-busy={busy !== null}>
      <h2 id={titleId}>{t.title}</h2>
      <p className="hd-form-note">{t.intro}</p>
      {state.isPending || state.isError ? (
        <LoadState error={state.error} loading={t.loading} onRetry={() => void state.refetch()} />
      ) : !state.data.active ? (
        <>
          <p>{t.none}</p>
          <Button
            type="button"
            loading={busy === 'create'}
            disabled={busy !== null}
            onClick={() =>
              void run('create', async () => {
                setNotice(t.creating);
                await createOrganizationRecoveryKey(sdk, organizationId);
                return t.created;
              })
            }
          >
            {t.create}
          </Button>
        </>
      ) : (
        <KeyDetails
          state={state.data}
          t={t}
          tableLabel={common.tableLabel(t.holders)}
          busy={busy}
          staffKey={staffKey}
          onUnlocked={setStaffKey}
          onRevoke={(userId, email) =>
            void run(`revoke-${userId}`, async () => {
              await revokeOrganizationRecoveryKey(sdk, organizationId, userId);
              return t.revoked(email);
            })
          }
          onGrant={(grantee, key) =>
            void run('grant', async () => {
              await grantOrganizationRecoveryKey(sdk, organizationId, key, grantee);
              return t.granted(grantee.email);
            })
          }
          onRotate={(key, resume) =>
            void run('rotate', async () => {
              const progress = ({ done, remaining }: { done: number; remaining: number }) => setNotice(t.progress(done, remaining));
              setNotice(t.rotating);
              await (resume ? resumeRecoveryKeyRotation(sdk, organizationId, key, progress) : rotateOrganizationRecoveryKey(sdk, organizationId, key, progress));
              return t.rotated;
            })
          }
        />
      )}
      <Outcome error={error} notice={notice} />
    </section>
  );
}

function failure(error: unknown, t: RecoveryKeyMessages): string {
  if (error instanceof InvalidCredentials) return t.wrongPassword;
  const message = readFailure(error);
  if (message.startsWith('You do not hold') || message.startsWith('This recovery key was not granted')) return t.notHolder;
  return message;
}

interface KeyDetailsProps {
  state: RecoveryKeyState;
  t: RecoveryKeyMessages;
  tableLabel: string;
  busy: string | null;
  staffKey: PrivateKey | null;
  onUnlocked: (key: PrivateKey) => void;
  onRevoke: (userId: string, email: string) => void;
  onGrant: (grantee: RecoveryKeyState['staff'][number], key: PrivateKey) => void;
  onRotate: (key: PrivateKey, resume: boolean) => void;
}

function KeyDetails({ state, t, tableLabel, busy, staffKey, onUnlocked, onRevoke, onGrant, onRotate }: KeyDetailsProps) {
  const active = state.active!;
  const selectId = useId();
  const [granteeId, setGranteeId] = useState('');
  const holders = new Set(state.grants.map((g) => g.user_id));
  const candidates = state.staff.filter((s) => !holders.has(s.user_id));
  const grantee = candidates.find((c) => c.user_id === granteeId);
  return (
    <>
      <dl className="hd-detail-list">
        <dt>{t.fingerprint}</dt>
        <dd>
          <code>{grouped(active.fingerprint)}</code>
        </dd>
        <dt>{t.createdOn}</dt>
        <dd>{formatDate(active.created_at)}</dd>
      </dl>
      <p>{t.wrapped(active.wrapped_members, state.members_with_keys)}</p>
      {state.retiring ? <p role="note">{t.unfinished(state.rewrap_remaining)}</p> : null}
      <ScrollRegion label={tableLabel}>
        <table className="hd-table">
          <caption>{t.holders}</caption>
          <thead>
            <tr>
              <th scope="col">{t.staffMember}</th>
              <th scope="col">{t.grantedOn}</th>
              <th scope="col">
                <span className="hd-visually-hidden">{t.revoke}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {state.grants.map((g) => (
              <tr key={g.user_id}>
                <td>{g.email}</td>
                <td>{formatDate(g.granted_at)}</td>
                <td>
                  <Button
                    type="button"
                    variant="plain"
                    color="red"
                    aria-label={t.revokeLabel(g.email)}
                    disabled={busy !== null}
                    loading={busy === `revoke-${g.user_id}`}
                    onClick={() => onRevoke(g.user_id, g.email)}
                  >
                    {t.revoke}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {staffKey ? <p className="hd-form-note">{t.unlocked}</p> : <UnlockForm labels={t} describe={(e) => failure(e, t)} onUnlocked={onUnlocked} />}
      <h3>{t.grantTitle}</h3>
      {candidates.length === 0 ? (
        <p>{t.noStaff}</p>
      ) : (
        <form
          className="hd-inline-form"
          noValidate
          aria-label={t.grantTitle}
          onSubmit={(e) => {
            e.preventDefault();
            if (grantee && staffKey) onGrant(grantee, staffKey);
          }}
        >
          <div className="hd-select">
            <label htmlFor={selectId}>{t.grantTo}</label>
            <select id={selectId} value={granteeId} onChange={(e) => setGranteeId(e.currentTarget.value)}>
              <option value="">{t.chooseStaff}</option>
              {candidates.map((c) => (
                <option key={c.user_id} value={c.user_id}>
                  {c.email}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" disabled={!grantee || !staffKey || busy !== null} loading={busy === 'grant'}>
            {t.grant}
          </Button>
        </form>
      )}
      <h3>{t.rotateTitle}</h3>
      <p className="hd-form-note">{t.rotateIntro}</p>
      <Button type="button" disabled={!staffKey || busy !== null} loading={busy === 'rotate'} onClick={() => staffKey && onRotate(staffKey, state.retiring !== null)}>
        {state.retiring ? t.resume : t.rotate}
      </Button>
    </>
  );
}
