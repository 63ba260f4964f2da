import { useQuery } from '@tanstack/react-query';
import { LINK_PAIRS, type LinkEndKind, type LinkPairDef, type LinkPairName } from '@healthdeck/contract/light';
import { adminClassRecordQuery, adminClassSearchQuery, permissionQuery, permissionsQuery, roleQuery, rolesQuery } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';
import { recordTitle } from '../classes/class-fields.js';

// What the links screens need of each kind of link end (contract LINK_PAIRS): where its links
// screen is, how its ids travel (roles and permissions are numbers, the rest UUIDs), and how to find
// records of it to link.

/** Ends whose ids are whole numbers (roles, permissions); the rest are UUIDs of class records. */
const NUMERIC: readonly LinkEndKind[] = ['role', 'permission'];
const isClassEnd = (kind: LinkEndKind): kind is Exclude<LinkEndKind, 'role' | 'permission'> => !NUMERIC.includes(kind);

export const linksPath = (kind: LinkEndKind, id: string) => `/admin/links/${kind}/${encodeURIComponent(id)}`;

export const LINK_END_KINDS: readonly LinkEndKind[] = ['organizations', 'programs', 'user', 'widgets', 'campaigns', 'health_actions', 'role', 'permission'];
export const isLinkEndKind = (value: string | undefined): value is LinkEndKind => value !== undefined && (LINK_END_KINDS as readonly string[]).includes(value);

/** The body of the pair's link or unlink call for these two ids (each under its end's field). */
export function linkBody(pair: LinkPairName, ids: Record<string, string>): Record<string, string | number> {
  const def: LinkPairDef = LINK_PAIRS[pair];
  const body: Record<string, string | number> = {};
  for (const end of [def.a, def.b]) {
    const id = ids[end.field] ?? '';
    body[end.field] = NUMERIC.includes(end.kind) ? Number(id) : id;
  }
  return body;
}

export interface Candidate {
  id: string;
  label: string;
}

const CANDIDATES = 10;

/** Up to ten records of `kind` matching `search` (the class search, or the roles or permissions list). */
export function useCandidates(kind: LinkEndKind, search: string): { candidates: Candidate[]; pending: boolean; error: unknown } {
  const sdk = useHealthDeck();
  const classKind = isClassEnd(kind) ? kind : null;
  const classSearch = useQuery({
    ...adminClassSearchQuery(sdk, classKind ?? 'programs', { page: 1, take: CANDIDATES, ...(search ? { search } : {}) }),
    enabled: classKind !== null,
    retry: false,
  });
  const roleList = useQuery({ ...rolesQuery(sdk), enabled: kind === 'role', retry: false });
  const permissionList = useQuery({ ...permissionsQuery(sdk), enabled: kind === 'permission', retry: false });
  const text = search.toLowerCase();
  const byName = (items: { id: number; name: string }[]) =>
    items
      .filter((item) => item.name.toLowerCase().includes(text))
      .slice(0, CANDIDATES)
      .map((item) => ({ id: String(item.id), label: item.name }));

  if (classKind) {
    const items = classSearch.data?.items ?? [];
    return { candidates: items.map((record) => ({ id: record.id, label: recordTitle(classKind, record) })), pending: classSearch.isPending, error: classSearch.error };
  }
  if (kind === 'role') return { candidates: byName(roleList.data?.roles ?? []), pending: roleList.isPending, error: roleList.error };
  return { candidates: byName(permissionList.data?.permissions ?? []), pending: permissionList.isPending, error: permissionList.error };
}

/** The record a links screen is about, by its kind and id (its label, or absent while loading / when unknown). */
export function useEndRecord(kind: LinkEndKind, id: string): { label: string | null; pending: boolean; error: unknown; retry: () => void } {
  const sdk = useHealthDeck();
  const classKind = isClassEnd(kind) ? kind : null;
  const numericId = Number(id);
  const record = useQuery({ ...adminClassRecordQuery(sdk, classKind ?? 'programs', id), enabled: classKind !== null, retry: false });
  const role = useQuery({ ...roleQuery(sdk, numericId), enabled: kind === 'role' && Number.isInteger(numericId) && numericId > 0, retry: false });
  const permission = useQuery({ ...permissionQuery(sdk, numericId), enabled: kind === 'permission' && Number.isInteger(numericId) && numericId > 0, retry: false });
  if (classKind) return { label: record.data ? recordTitle(classKind, record.data) : null, pending: record.isPending, error: record.error, retry: () => void record.refetch() };
  if (kind === 'role') return { label: role.data?.role.name ?? null, pending: role.isPending && role.fetchStatus !== 'idle', error: role.error, retry: () => void role.refetch() };
  return {
    label: permission.data?.permission.name ?? null,
    pending: permission.isPending && permission.fetchStatus !== 'idle',
    error: permission.error,
    retry: () => void permission.refetch(),
  };
}
