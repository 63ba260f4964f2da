import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { KEY_RECOVERY_REASON_MAX, type KeyRecoveryRequest } from '@healthdeck/contract/light';
import { InvalidCredentials, approveKeyRecovery, keyRecoveryRequestsQuery, refuseKeyRecoveryMutation } from '@healthdeck/sdk';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { readFailure } from '../member/use-read.js';
import { type StaffKey, UnlockForm } from '../recovery-key/unlock-form.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { Outcome } from '../shared/outcome.js';
import { ScrollRegion } from '../shared/scroll-region.js';
import { formatDate } from '../users/format.js';
import { type KeyRecoveryMessages, keyRecoveryMessages } from './messages.js';

const who = (r: KeyRecoveryRequest) => r.name ?? r.email;

/**
 * Members' requests for organisation-assisted recovery (docs/decisions/0086-organisation-assisted-recovery.md)
 * that the signed-in staff member can decide: approving opens the organisation recovery key with
 * their own key (unlocked here with their password) and re-wraps the member's old data key to the
 * member's new public key in this browser; refusing sends a reason the member reads.
 */
export function KeyRecoveryRequests() {
  const titleId = useId();
  const t = useMessages(keyRecoveryMessages);
  const common = useMessages(adminMessages);
  const sdk = useHealthDeck();
  const requests = useQuery({ ...keyRecoveryRequestsQuery(sdk), retry: false });
  const [staffKey, setStaffKey] = useState<StaffKey | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<KeyRecoveryRequest | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const describe = (e: unknown) => (e instanceof InvalidCredentials ? t.wrongPassword : readFailure(e));

  async function approve(request: KeyRecoveryRequest, key: StaffKey) {
    setBusy(request.id);
    setError(null);
    setNotice(null);
    try {
      await approveKeyRecovery(sdk, request, key);
      setNotice(t.approved(who(request)));
    } catch (e) {
      setError(describe(e));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby={titleId} aria-busy={busy !== null}>
      <h1 id={titleId}>{t.title}</h1>
      <p className="hd-form-note">{t.intro}</p>
      {staffKey ? <p className="hd-form-note">{t.unlocked}</p> : <UnlockForm labels={t} describe={describe} onUnlocked={setStaffKey} />}
      {requests.isPending || requests.isError ? (
        <LoadState error={requests.error} loading={t.loading} onRetry={() => void requests.refetch()} />
      ) : requests.data.requests.length === 0 ? (
        <p>{t.none}</p>
      ) : (
        <ScrollRegion label={common.tableLabel(t.requests)}>
          <table className="hd-table">
            <caption>{t.requests}</caption>
            <thead>
              <tr>
                <th scope="col">{t.member}</th>
                <th scope="col">{t.askedOn}</th>
                <th scope="col">{common.actions}</th>
              </tr>
            </thead>
            <tbody>
              {requests.data.requests.map((r) => (
                <tr key={r.id}>
                  <td>
                    {r.name ? (
                      <>
                        {r.name}
                        <br />
                      </>
                    ) : null}
                    {r.email}
                  </td>
                  <td>{formatDate(r.requested_at)}</td>
                  <td>
                    <div className="hd-row-actions">
                      <Button
                        type="button"
                        variant="plain"
                        aria-label={t.approveLabel(who(r))}
                        title={staffKey ? undefined : t.unlockFirst}
                        disabled={!staffKey || busy !== null}
                        loading={busy === r.id}
                        onClick={() => staffKey && void approve(r, staffKey)}
                      >
                        {t.approve}
                      </Button>
                      <Button type="button" variant="plain" color="red" aria-label={t.refuseLabel(who(r))} disabled={busy !== null} onClick={() => setRefusing(r)}>
                        {t.refuse}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      {!staffKey && requests.data?.requests.length ? <p className="hd-form-note">{t.unlockFirst}</p> : null}
      {refusing ? (
        <RefuseForm
          key={refusing.id}
          request={refusing}
          t={t}
          onDone={(message) => {
            setRefusing(null);
            setError(null);
            setNotice(message);
          }}
          onCancel={() => setRefusing(null)}
        />
      ) : null}
      <Outcome error={error} notice={notice} />
    </section>
  );
}

function RefuseForm({ request, t, onDone, onCancel }: { request: KeyRecoveryRequest; t: KeyRecoveryMessages; onDone: (notice: string) => void; onCancel: () => void }) {
  const sdk = useHealthDeck();
  const refuse = useMutation(refuseKeyRecoveryMutation(sdk));
  const [reason, setReason] = useState('');
  return (
    <form
      className="hd-inline-form"
      noValidate
      aria-label={t.refuseLabel(who(request))}
      onSubmit={(e) => {
        e.preventDefault();
        refuse.mutate({ id: request.id, reason: reason.trim() }, { onSuccess: () => onDone(t.refused(who(request))) });
      }}
    >
      <Input label={t.reason} hint={t.reasonHint} autoFocus maxLength={KEY_RECOVERY_REASON_MAX} value={reason} onChange={(e) => setReason(e.currentTarget.value)} />
      <Button type="submit" color="red" loading={refuse.isPending} disabled={refuse.isPending || reason.trim() === ''}>
        {t.sendRefusal}
      </Button>
      <Button type="button" variant="plain" onClick={onCancel}>
        {t.cancel}
      </Button>
      {refuse.isError ? (
        <p role="alert" className="hd-form-error">
          {readFailure(refuse.error)}
        </p>
      ) : null}
    </form>
  );
}
