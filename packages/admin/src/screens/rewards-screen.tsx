import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { AdminReward } from '@healthdeck/contract/light';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { adminRewardsQuery, deleteReward } from '@healthdeck/sdk';
import { ConfirmDelete } from '../classes/confirm-delete.js';
import { rewardMessages } from '../rewards/messages.js';
import { adminMessages } from '../shared/messages.js';
import { ServerTable, type ServerColumn } from '../server-table/server-table.js';

/**
 * /admin/rewards (spec 000 §7.4 admin rewards): a server table (search, 10 a page) with each
 * reward's star cost, whether it is active and the secrets left to redeem; edit and delete.
 */
export function RewardsScreen() {
  const M = useMessages(rewardMessages);
  const common = useMessages(adminMessages);
  const sdk = useHealthDeck();
  const location = useLocation();
  const [notice, setNotice] = useState<string | null>((location.state as { notice?: string } | null)?.notice ?? null);
  const [deleting, setDeleting] = useState<AdminReward | null>(null);

  const columns = useMemo(
    (): ServerColumn<AdminReward, never>[] => [
      { id: 'name', header: M.name, cell: (r) => r.name },
      { id: 'star_cost', header: M.starCost, cell: (r) => r.star_cost },
      { id: 'active', header: M.active, cell: (r) => (r.active ? M.yes : M.no) },
      { id: 'stock', header: M.stock, cell: (r) => M.stockOf(r.stock, r.secrets_total) },
      {
        id: 'actions',
        header: common.actions,
        cell: (r) => (
          <div className="hd-row-actions">
            <Link to={`/admin/rewards/${r.id}`} aria-label={M.editLabel(r.name)}>
              {M.edit}
            </Link>
            <Button type="button" variant="plain" color="red" aria-label={M.deleteLabel(r.name)} onClick={() => setDeleting(r)}>
              {M.delete}
            </Button>
          </div>
        ),
      },
    ],
    [M, common.actions],
  );

  return (
    <div className="hd-page">
      <div className="hd-admin-heading">
        <h1>{M.title}</h1>
        <Link className="hd-button hd-button--filled hd-button--blue hd-link-button" to="/admin/rewards/new">
          {M.newReward}
        </Link>
      </div>
      {notice ? (
        <p role="status" className="hd-notice">
          {notice}
        </p>
      ) : null}
      <ServerTable
        label={M.title}
        what={M.what}
        columns={columns}
        rowId={(r) => r.id}
        query={(q) => {
          const options = adminRewardsQuery(sdk, { page: q.page, take: q.take, ...(q.search ? { search: q.search } : {}) });
          return { queryKey: options.queryKey, queryFn: async (c) => ((r) => ({ rows: r.rewards, total: r.total_count }))(await options.queryFn(c)) };
        }}
      />
      {deleting ? (
        <ConfirmDelete
          what={M.deleteWhat(deleting.name)}
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            await deleteReward(sdk, deleting.id);
            setNotice(M.deleted(deleting.name));
            setDeleting(null);
          }}
        />
      ) : null}
    </div>
  );
}
