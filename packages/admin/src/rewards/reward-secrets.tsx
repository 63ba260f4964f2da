import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { RewardSecret } from '@healthdeck/contract/light';
import { Button, Input, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { addRewardSecret, deleteRewardSecret, rewardSecretsQuery, updateRewardSecret } from '@healthdeck/sdk';
import { errorMessage, serverFieldErrors } from '../classes/errors.js';
import { formatDate } from '../users/format.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { Outcome } from '../shared/outcome.js';
import { rewardMessages } from './messages.js';
import { ScrollRegion } from '../shared/scroll-region.js';

/**
 * A reward's redemption secrets for admins (spec 000 §3.3, §7.4: GET, POST, PUT /{id}, DELETE /{id}
 * under /{reward_id}/secrets): each with whether and when it was redeemed; available ones can be
 * changed or deleted, redeemed ones not (the server refuses with its message, shown as sent).
 */
export function RewardSecrets({ rewardId }: { rewardId: string }) {
  const M = useMessages(rewardMessages);
  const common = useMessages(adminMessages);
  const sdk = useHealthDeck();
  const secrets = useQuery({ ...rewardSecretsQuery(sdk, rewardId), retry: false });
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string; value: string } | null>(null);

  async function run(key: string, work: () => Promise<string>) {
    setBusy(key);
    setError(null);
    setNotice(null);
    try {
      setNotice(await work());
      await secrets.refetch();
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setBusy(null);
    }
  }

  async function add(event: React.FormEvent) {
    event.preventDefault();
    setFieldError(null);
    setBusy('new');
    setError(null);
    setNotice(null);
    try {
      await addRewardSecret(sdk, rewardId, value);
      setValue('');
      setNotice(M.secretAdded);
      await secrets.refetch();
    } catch (e) {
      const { fields, rest } = serverFieldErrors(e, ['secret']);
      if (fields.secret) setFieldError(fields.secret);
      else setError(rest);
    } finally {
      setBusy(null);
    }
  }

  const rows: RewardSecret[] = secrets.data?.secrets ?? [];
  return (
    <section className="hd-panel" aria-labelledby="hd-reward-secrets">
      <h2 id="hd-reward-secrets">{M.secrets}</h2>
      <p>{M.secretsIntro}</p>
      <Outcome error={error} notice={notice} />
      {secrets.isError || secrets.isPending ? (
        <LoadState error={secrets.error} loading={M.secrets} onRetry={() => void secrets.refetch()} />
      ) : rows.length === 0 ? (
        <p>{M.noSecrets}</p>
      ) : (
        <ScrollRegion label={M.secretsTable}>
          <table className="hd-table" aria-busy={busy !== null}>
            <caption className="hd-visually-hidden">{M.secrets}</caption>
            <thead>
              <tr>
                <th scope="col">{M.secret}</th>
                <th scope="col">{M.status}</th>
                <th scope="col">{common.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((s) => (
                <tr key={s.id}>
                  <td data-label={M.secret}>
                    {editing?.id === s.id ? (
                      <Input label={M.secretValueLabel(s.secret)} autoComplete="off" value={editing.value} onChange={(e) => setEditing({ id: s.id, value: e.currentTarget.value })} />
                    ) : (
                      <code>{s.secret}</code>
                    )}
                  </td>
                  <td data-label={M.status}>{s.redeemed_at ? M.redeemedOn(formatDate(s.redeemed_at)) : M.available}</td>
                  <td data-label={common.actions}>
                    {s.redeemed_at ? null : editing?.id === s.id ? (
                      <div className="hd-row-actions">
                        <Button
                          type="button"
                          variant="plain"
                          loading={busy === s.id}
                          disabled={busy !== null}
                          aria-label={M.saveSecretLabel(s.secret)}
                          onClick={() =>
                            void run(s.id, async () => {
                              await updateRewardSecret(sdk, rewardId, s.id, editing.value);
                              setEditing(null);
                              return M.secretSaved;
                            })
                          }
                        >
                          {M.saveSecret}
                        </Button>
                        <Button type="button" variant="plain" onClick={() => setEditing(null)}>
                          {M.cancel}
                        </Button>
                      </div>
                    ) : (
                      <div className="hd-row-actions">
                        <Button type="button" variant="plain" disabled={busy !== null} aria-label={M.editSecretLabel(s.secret)} onClick={() => setEditing({ id: s.id, value: s.secret })}>
                          {M.edit}
                        </Button>
                        <Button
                          type="button"
                          variant="plain"
                          color="red"
                          loading={busy === s.id}
                          disabled={busy !== null}
                          aria-label={M.deleteSecretLabel(s.secret)}
                          onClick={() =>
                            void run(s.id, async () => {
                              await deleteRewardSecret(sdk, rewardId, s.id);
                              return M.secretDeleted;
                            })
                          }
                        >
                          {M.delete}
                        </Button>
                      </div>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <form className="hd-inline-form" noValidate onSubmit={(e) => void add(e)} aria-label={M.addSecret}>
        <Input label={M.newSecret} required autoComplete="off" value={value} error={fieldError} onChange={(e) => setValue(e.currentTarget.value)} />
        <Button type="submit" loading={busy === 'new'} disabled={busy !== null}>
          {M.addSecret}
        </Button>
      </form>
    </section>
  );
}
