import { useQuery } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { adminClassesKeys, fetchActionGroup, fetchClassRecord, searchClass } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { LoadState } from '../shared/load-state.js';
import { ActionTree } from '../action-tree/action-tree.js';
import { actionTree } from '../action-tree/build-tree.js';
import { actionTreeMessages } from '../action-tree/messages.js';

const ALL = { page: 1, take: 100 } as const;

/**
 * /admin/actions/{id} and /admin/action-groups/{id} (spec 001 §2 routes: the action item tree
 * entries; grouped items go to action-groups): the item, and its programme's tree of actions with
 * each group's actions under it.
 */
export function ActionItemScreen({ kind }: { kind: 'action' | 'group' }) {
  const M = useMessages(actionTreeMessages);
  const { id = '' } = useParams();
  const location = useLocation();
  const notice = (location.state as { notice?: string } | null)?.notice ?? null;
  const sdk = useHealthDeck();

  const item = useQuery({
    queryKey: [...adminClassesKeys.class(kind === 'action' ? 'action' : 'action_groups'), 'tree-item', id],
    queryFn: async ({ signal }) => {
      if (kind === 'action') {
        const record = await fetchClassRecord(sdk, 'action', id, signal);
        return { name: record.data.name, code: record.data.code, program_id: record.data.program_id, detail: `${M.completion}: ${record.data.completion_type}` };
      }
      const { action_group: group } = await fetchActionGroup(sdk, id, signal);
      return { name: group.name, code: group.code, program_id: group.program_id, detail: group.description ?? '' };
    },
    retry: false,
  });
  const programId = item.data?.program_id;
  const tree = useQuery({
    queryKey: [...adminClassesKeys.class('action'), 'tree', programId],
    enabled: programId !== undefined,
    queryFn: async ({ signal }) => {
      const pid = programId as string;
      const [actions, groups, program] = await Promise.all([
        searchClass(sdk, 'action', { ...ALL, filters: { program_id: pid }, sort: 'order', direction: 'asc' }, signal),
        searchClass(sdk, 'action_groups', { ...ALL, filters: { program_id: pid }, sort: 'order', direction: 'asc' }, signal),
        fetchClassRecord(sdk, 'programs', pid, signal),
      ]);
      return {
        program: program.data.name,
        items: actionTree(
          actions.items.map((a) => ({ id: a.id, name: a.data.name, order: a.data.order ?? 0, group: a.data.group ?? null })),
          groups.items.map((g) => ({ id: g.id, name: g.data.name, order: g.data.order ?? 0 })),
        ),
      };
    },
    retry: false,
  });

  const failed = item.isError ? item : tree.isError ? tree : null;
  const title = item.data ? (kind === 'action' ? M.actionTitle(item.data.name) : M.groupTitle(item.data.name)) : kind === 'action' ? M.actionFallback : M.groupFallback;
  const editPath = `/admin/classes/${kind === 'action' ? 'action' : 'action_groups'}/${encodeURIComponent(id)}`;
  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to={kind === 'action' ? '/admin/classes/action' : '/admin/classes/action_groups'}>{kind === 'action' ? M.backActions : M.back}</Link>
      </p>
      <div className="hd-admin-heading">
        <h1>{title}</h1>
        <Link className="hd-button hd-button--filled hd-button--blue hd-link-button" to="/admin/action-groups/new">
          {M.newGroup}
        </Link>
      </div>
      {notice ? (
        <p className="hd-notice" role="status">
          {notice}
        </p>
      ) : null}
      {failed || !item.data || !tree.data ? (
        <LoadState error={failed?.error} loading={M.loading} onRetry={() => void failed?.refetch()} />
      ) : (
        <>
          <dl className="hd-action-item">
            <dt>{M.code}</dt>
            <dd>{item.data.code}</dd>
            {item.data.detail ? <dd>{item.data.detail}</dd> : null}
          </dl>
          <p>
            <Link to={editPath}>{M.edit}</Link>
          </p>
          <ActionTree program={tree.data.program} items={tree.data.items} current={id} />
        </>
      )}
    </div>
  );
}

export function ActionScreen() {
  return <ActionItemScreen kind="action" />;
}
export function ActionGroupScreen() {
  return <ActionItemScreen kind="group" />;
}
