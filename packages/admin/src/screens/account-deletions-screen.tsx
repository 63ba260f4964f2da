import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { pendingAccountDeletionsQuery } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { accountDeletionsMessages } from '../account-deletions/messages.js';
import { LoadState } from '../shared/load-state.js';
import { adminMessages } from '../shared/messages.js';
import { ScrollRegion } from '../shared/scroll-region.js';
import { formatDate } from '../users/format.js';

/**
 * /admin/account-deletions: members' pending account deletions (docs/decisions/0104-account-deletion.md),
 * who (by name until the deletion, and by the pseudonym the kept audit rows carry), when asked for and
 * when due. Staff see them; nothing here stops one: only the member's sign-in does.
 */
export function AccountDeletionsScreen() {
  const titleId = useId();
  const t = useMessages(accountDeletionsMessages);
  const common = useMessages(adminMessages);
  const sdk = useHealthDeck();
  const deletions = useQuery({ ...pendingAccountDeletionsQuery(sdk), retry: false });
  return (
    <div className="hd-page">
      <section aria-labelledby={titleId}>
        <h1 id={titleId}>{t.title}</h1>
        <p className="hd-form-note">{t.intro}</p>
        {deletions.isPending || deletions.isError ? (
          <LoadState error={deletions.error} loading={t.loading} onRetry={() => void deletions.refetch()} />
        ) : deletions.data.deletions.length === 0 ? (
          <p>{t.none}</p>
        ) : (
          <ScrollRegion label={common.tableLabel(t.deletions)}>
            <table className="hd-table">
              <caption>{t.deletions}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.member}</th>
                  <th scope="col">{t.pseudonym}</th>
                  <th scope="col">{t.askedOn}</th>
                  <th scope="col">{t.dueOn}</th>
                </tr>
              </thead>
              <tbody>
                {deletions.data.deletions.map((d) => (
                  <tr key={d.user_id}>
                    <td>{d.name ?? t.unnamed}</td>
                    <td>
                      <code>{d.pseudonym}</code>
                    </td>
                    <td>{formatDate(d.requested_at)}</td>
                    <td>{formatDate(d.due_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        )}
      </section>
    </div>
  );
}
