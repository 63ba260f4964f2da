// spec 000 §3.3 link pairs, §7.2 link and unlink endpoints (users-organization, roles-permission,
// organizations-program, users-program, users-role, widgets-program, campaigns link/unlink/toggle),
// program–health action (add_to_all_users, priority) and the admin widgets batch update. Each write
// invalidates exactly the reads it changes.
import type { AdminLinksQuery, AdminLinksResponse, CampaignToggleResponse, ProgramHealthActionLinkResponse, RouteBody, WidgetsBatchResponse } from '@healthdeck/contract/light';
import { linksRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { adminUsersKeys } from './admin-users.js';
import { permissionsKeys, rolesKeys } from './roles.js';
import { pagesKeys } from './pages.js';
import { organizationKeys } from './organization.js';

/** The admin's reads of linked records (GET admin links), by pair, field and id. */
export const linksKeys = {
  all: ['admin', 'links'] as const,
  linked: (query: AdminLinksQuery) => ['admin', 'links', query.pair, query.field, query.id] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, linksRoutes);
/** Every link write also changes what the links reads show. */
const linksChanged = (hd: HealthDeck, ...keys: ReadonlyArray<readonly unknown[]>) => Promise.all([...keys, linksKeys.all].map((queryKey) => hd.queryClient.invalidateQueries({ queryKey })));

export async function linkUserOrganization(hd: HealthDeck, body: RouteBody<'linkUserOrganization'>): Promise<void> {
  await call(hd)('linkUserOrganization', { body });
  await linksChanged(hd, adminUsersKeys.all, organizationKeys.mine);
}

export async function unlinkUserOrganization(hd: HealthDeck, body: RouteBody<'unlinkUserOrganization'>): Promise<void> {
  await call(hd)('unlinkUserOrganization', { body });
  await linksChanged(hd, adminUsersKeys.all, organizationKeys.mine);
}

export async function linkRolePermission(hd: HealthDeck, body: RouteBody<'linkRolePermission'>): Promise<void> {
  await call(hd)('linkRolePermission', { body });
  await linksChanged(hd, rolesKeys.all, permissionsKeys.all);
}

export async function unlinkRolePermission(hd: HealthDeck, body: RouteBody<'unlinkRolePermission'>): Promise<void> {
  await call(hd)('unlinkRolePermission', { body });
  await linksChanged(hd, rolesKeys.all, permissionsKeys.all);
}

export async function linkOrganizationProgram(hd: HealthDeck, body: RouteBody<'linkOrganizationProgram'>): Promise<void> {
  await call(hd)('linkOrganizationProgram', { body });
  await linksChanged(hd);
}

export async function unlinkOrganizationProgram(hd: HealthDeck, body: RouteBody<'unlinkOrganizationProgram'>): Promise<void> {
  await call(hd)('unlinkOrganizationProgram', { body });
  await linksChanged(hd);
}

/** A member's programs decide which widgets and pages they see. */
export async function linkUserProgram(hd: HealthDeck, body: RouteBody<'linkUserProgram'>): Promise<void> {
  await call(hd)('linkUserProgram', { body });
  await linksChanged(hd, adminUsersKeys.all, pagesKeys.all);
}

export async function unlinkUserProgram(hd: HealthDeck, body: RouteBody<'unlinkUserProgram'>): Promise<void> {
  await call(hd)('unlinkUserProgram', { body });
  await linksChanged(hd, adminUsersKeys.all, pagesKeys.all);
}

export async function linkUserRole(hd: HealthDeck, body: RouteBody<'linkUserRole'>): Promise<void> {
  await call(hd)('linkUserRole', { body });
  await linksChanged(hd, adminUsersKeys.all, rolesKeys.all);
}

export async function unlinkUserRole(hd: HealthDeck, body: RouteBody<'unlinkUserRole'>): Promise<void> {
  await call(hd)('unlinkUserRole', { body });
  await linksChanged(hd, adminUsersKeys.all, rolesKeys.all);
}

export async function linkWidgetProgram(hd: HealthDeck, body: RouteBody<'linkWidgetProgram'>): Promise<void> {
  await call(hd)('linkWidgetProgram', { body });
  await linksChanged(hd, pagesKeys.all);
}

export async function unlinkWidgetProgram(hd: HealthDeck, body: RouteBody<'unlinkWidgetProgram'>): Promise<void> {
  await call(hd)('unlinkWidgetProgram', { body });
  await linksChanged(hd, pagesKeys.all);
}

export async function linkCampaign(hd: HealthDeck, body: RouteBody<'linkCampaign'>): Promise<void> {
  await call(hd)('linkCampaign', { body });
  await linksChanged(hd);
}

export async function unlinkCampaign(hd: HealthDeck, body: RouteBody<'unlinkCampaign'>): Promise<void> {
  await call(hd)('unlinkCampaign', { body });
  await linksChanged(hd);
}

/** spec 000 §4: a campaign is active or inactive per organization. */
export async function toggleCampaign(hd: HealthDeck, body: RouteBody<'toggleCampaign'>): Promise<CampaignToggleResponse> {
  const result = await call(hd)('toggleCampaign', { body });
  await linksChanged(hd);
  return result;
}

/** add_to_all_users gives the action to the program's current members (users_added says how many); linking again sets the priority. */
export async function linkProgramHealthAction(hd: HealthDeck, body: RouteBody<'linkProgramHealthAction'>): Promise<ProgramHealthActionLinkResponse> {
  const result = await call(hd)('linkProgramHealthAction', { body });
  await linksChanged(hd);
  return result;
}

export async function unlinkProgramHealthAction(hd: HealthDeck, body: RouteBody<'unlinkProgramHealthAction'>): Promise<void> {
  await call(hd)('unlinkProgramHealthAction', { body });
  await linksChanged(hd);
}

/** The records linked to one record through a spec 000 §3.3 pair (contract LINK_PAIRS), with is_active or priority. */
export function fetchLinked(hd: HealthDeck, query: AdminLinksQuery, signal?: AbortSignal): Promise<AdminLinksResponse> {
  return call(hd)('adminLinks', { query, signal });
}

/** All or nothing: one unknown widget or invalid field and none change. */
export async function updateWidgets(hd: HealthDeck, widgets: RouteBody<'adminWidgetsBatch'>['widgets']): Promise<WidgetsBatchResponse> {
  const result = await call(hd)('adminWidgetsBatch', { body: { widgets } });
  await linksChanged(hd, pagesKeys.all);
  return result;
}

export const linkedQuery = (hd: HealthDeck, query: AdminLinksQuery) => ({
  queryKey: linksKeys.linked(query),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchLinked(hd, query, signal),
});
