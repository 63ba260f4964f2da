// spec 000 §3.3 link pairs, §7.2 link and unlink endpoints (users-organization, roles-permission,
// organizations-program, users-program, users-role, widgets-program, campaigns link/unlink/toggle),
// program–health action (add_to_all_users, priority) and the admin widgets batch update. Each write
// invalidates exactly the reads it changes. A standalone factory for admin screens.
import type { AdminLinksQuery, AdminLinksResponse, CampaignToggleResponse, ProgramHealthActionLinkResponse, RouteBody, WidgetsBatchResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { linksRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { permissionsKeys, rolesKeys } from './roles.js';
import { PAGES_KEY } from './pages.js';
import { MEMBER_ORGANIZATION_KEY } from './organization.js';

/** Reads that show users with their roles, organizations and programs (the admin users list). */
export const ADMIN_USERS_KEY = ['admin', 'users'] as const;
/** The admin's reads of linked records (GET admin links), by pair, field and id. */
export const ADMIN_LINKS_KEY = ['admin', 'links'] as const;
export const adminLinksKey = (query: AdminLinksQuery) => [...ADMIN_LINKS_KEY, query.pair, query.field, query.id] as const;

export function createLinksApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, linksRoutes);
  // Every link write also changes what the links reads show.
  const invalidate = (...keys: ReadonlyArray<readonly unknown[]>) => Promise.all([...keys, ADMIN_LINKS_KEY].map((queryKey) => queryClient.invalidateQueries({ queryKey })));

  return {
    async linkUserOrganization(body: RouteBody<'linkUserOrganization'>): Promise<void> {
      await call('linkUserOrganization', { body });
      await invalidate(ADMIN_USERS_KEY, MEMBER_ORGANIZATION_KEY);
    },
    async unlinkUserOrganization(body: RouteBody<'unlinkUserOrganization'>): Promise<void> {
      await call('unlinkUserOrganization', { body });
      await invalidate(ADMIN_USERS_KEY, MEMBER_ORGANIZATION_KEY);
    },
    async linkRolePermission(body: RouteBody<'linkRolePermission'>): Promise<void> {
      await call('linkRolePermission', { body });
      await invalidate(rolesKeys.all, permissionsKeys.all);
    },
    async unlinkRolePermission(body: RouteBody<'unlinkRolePermission'>): Promise<void> {
      await call('unlinkRolePermission', { body });
      await invalidate(rolesKeys.all, permissionsKeys.all);
    },
    async linkOrganizationProgram(body: RouteBody<'linkOrganizationProgram'>): Promise<void> {
      await call('linkOrganizationProgram', { body });
      await invalidate();
    },
    async unlinkOrganizationProgram(body: RouteBody<'unlinkOrganizationProgram'>): Promise<void> {
      await call('unlinkOrganizationProgram', { body });
      await invalidate();
    },
    /** A member's programs decide which widgets and pages they see. */
    async linkUserProgram(body: RouteBody<'linkUserProgram'>): Promise<void> {
      await call('linkUserProgram', { body });
      await invalidate(ADMIN_USERS_KEY, PAGES_KEY);
    },
    async unlinkUserProgram(body: RouteBody<'unlinkUserProgram'>): Promise<void> {
      await call('unlinkUserProgram', { body });
      await invalidate(ADMIN_USERS_KEY, PAGES_KEY);
    },
    async linkUserRole(body: RouteBody<'linkUserRole'>): Promise<void> {
      await call('linkUserRole', { body });
      await invalidate(ADMIN_USERS_KEY, rolesKeys.all);
    },
    async unlinkUserRole(body: RouteBody<'unlinkUserRole'>): Promise<void> {
      await call('unlinkUserRole', { body });
      await invalidate(ADMIN_USERS_KEY, rolesKeys.all);
    },
    async linkWidgetProgram(body: RouteBody<'linkWidgetProgram'>): Promise<void> {
      await call('linkWidgetProgram', { body });
      await invalidate(PAGES_KEY);
    },
    async unlinkWidgetProgram(body: RouteBody<'unlinkWidgetProgram'>): Promise<void> {
      await call('unlinkWidgetProgram', { body });
      await invalidate(PAGES_KEY);
    },
    linkCampaign: async (body: RouteBody<'linkCampaign'>): Promise<void> => {
      await call('linkCampaign', { body });
      await invalidate();
    },
    unlinkCampaign: async (body: RouteBody<'unlinkCampaign'>): Promise<void> => {
      await call('unlinkCampaign', { body });
      await invalidate();
    },
    /** spec 000 §4: a campaign is active or inactive per organization. */
    toggleCampaign: async (body: RouteBody<'toggleCampaign'>): Promise<CampaignToggleResponse> => {
      const result = await call('toggleCampaign', { body });
      await invalidate();
      return result;
    },
    /** add_to_all_users gives the action to the program's current members (users_added says how many); linking again sets the priority. */
    linkProgramHealthAction: async (body: RouteBody<'linkProgramHealthAction'>): Promise<ProgramHealthActionLinkResponse> => {
      const result = await call('linkProgramHealthAction', { body });
      await invalidate();
      return result;
    },
    unlinkProgramHealthAction: async (body: RouteBody<'unlinkProgramHealthAction'>): Promise<void> => {
      await call('unlinkProgramHealthAction', { body });
      await invalidate();
    },
    /** The records linked to one record through a spec 000 §3.3 pair (contract LINK_PAIRS), with is_active or priority. */
    linked: (query: AdminLinksQuery, signal?: AbortSignal): Promise<AdminLinksResponse> => call('adminLinks', { query, signal }),
    /** All or nothing: one unknown widget or invalid field and none change. */
    async updateWidgets(widgets: RouteBody<'adminWidgetsBatch'>['widgets']): Promise<WidgetsBatchResponse> {
      const result = await call('adminWidgetsBatch', { body: { widgets } });
      await invalidate(PAGES_KEY);
      return result;
    },
  };
}
export type LinksApi = ReturnType<typeof createLinksApi>;
