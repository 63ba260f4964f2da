import type { OrganizationClass } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { RouteHandler } from './types.js';
import { linkedFrom } from '../domain/links/links.js';

/**
 * spec 000 §7.2 organization, §3.3 logo_variants: the member's organisation (the first one they
 * were linked to) with its name and logo variants; null when they belong to none.
 */
export const memberOrganization: RouteHandler<'memberOrganization'> = async ({ user, ctx }) => {
  const store = createClassStore(ctx.db);
  for (const id of await linkedFrom(ctx.db, 'organization_user', user.id)) {
    const record = await store.get<OrganizationClass>('organizations', id);
    if (record) return { organization: { id: record.id, name: record.data.name, code: record.data.code, logo_variants: record.data.logo_variants ?? [] } };
  }
  return { organization: null };
};
