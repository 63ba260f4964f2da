// spec 001 §2 routes (/admin/actions/{id}, /admin/action-groups/{id}: action item tree entries;
// grouped items go to action-groups) and §3 Action item (grouped: child actions). A programme's
// items in order: its ungrouped actions and its groups, each group holding its actions.

export interface TreeAction {
  id: string;
  name: string;
  order: number;
  group: string | null;
}
export interface TreeGroup {
  id: string;
  name: string;
  order: number;
}
export type TreeItem = { kind: 'action'; id: string; name: string } | { kind: 'group'; id: string; name: string; children: { id: string; name: string }[] };

const byOrder = <T extends { order: number; name: string }>(a: T, b: T) => a.order - b.order || a.name.localeCompare(b.name);

export function actionTree(actions: readonly TreeAction[], groups: readonly TreeGroup[]): TreeItem[] {
  const groupIds = new Set(groups.map((g) => g.id));
  const items: (TreeItem & { order: number })[] = [
    ...actions.filter((a) => a.group === null || !groupIds.has(a.group)).map((a) => ({ kind: 'action' as const, id: a.id, name: a.name, order: a.order })),
    ...groups.map((g) => ({
      kind: 'group' as const,
      id: g.id,
      name: g.name,
      order: g.order,
      children: actions
        .filter((a) => a.group === g.id)
        .sort(byOrder)
        .map((a) => ({ id: a.id, name: a.name })),
    })),
  ];
  return items.sort(byOrder).map(({ order: _order, ...item }) => item as TreeItem);
}

export const actionPath = (id: string) => `/admin/actions/${encodeURIComponent(id)}`;
export const actionGroupPath = (id: string) => `/admin/action-groups/${encodeURIComponent(id)}`;
