import type { SomeHandlers } from './types.js';
import { createClassStore } from '../admin-classes/class-store.js';
import { issueEmailKey } from '../auth/email-keys.js';
import { badRequest, notFound } from '../http/api-error.js';
import { linkedFrom, linkUserTo, membershipsOf } from '../domain/links/links.js';

/** An activation link stays usable for 7 days (ours; the spec gives no figure). */
export const ACTIVATION_TTL_MS = 7 * 86_400_000;

// spec 000 §7.2 users activation-url (GET) and users enrollment (POST).
export const userActivationHandlers: SomeHandlers<'adminUserActivationUrl' | 'adminUserEnrollment'> = {
  /**
   * A one-time link on which the user chooses their password (the password-set flow; following
   * it also verifies the email). The key is single-use and only its hash is stored.
   */
  async adminUserActivationUrl({ params, ctx }) {
    const user = await ctx.db.selectFrom('users').select(['id', 'email']).where('id', '=', params.id).executeTakeFirst();
    if (!user) throw notFound('User not found');
    const key = await issueEmailKey(ctx, 'password_reset_keys', user.id, ACTIVATION_TTL_MS);
    const url = `${ctx.config.publicUrl}/reset-password?key=${encodeURIComponent(key)}&email=${encodeURIComponent(user.email)}`;
    return { url, expires_at: new Date(ctx.config.now().getTime() + ACTIVATION_TTL_MS).toISOString() };
  },

  /** Links the user to the organisation and to one of its programmes, in one transaction. */
  async adminUserEnrollment({ body, ctx }) {
    const store = createClassStore(ctx.db);
    if (!(await ctx.db.selectFrom('users').select('id').where('id', '=', body.user_id).executeTakeFirst())) throw notFound('User not found');
    if (!(await store.get('organizations', body.organization_id))) throw notFound('Organization not found');
    if (!(await store.get('programs', body.program_id))) throw notFound('Program not found');
    const offered = await linkedFrom(ctx.db, 'organization_program', body.program_id);
    if (!offered.includes(body.organization_id)) {
      throw badRequest('This program is not offered by the organization', { program_id: 'This program is not offered by the organization' });
    }
    await ctx.db.transaction().execute(async (trx) => {
      await linkUserTo(trx, 'organization_user', body.organization_id, body.user_id);
      await linkUserTo(trx, 'program_user', body.program_id, body.user_id);
    });
    const { organizationIds, programIds } = await membershipsOf(ctx.db, body.user_id);
    return { user_id: body.user_id, organization_ids: organizationIds, program_ids: programIds };
  },
};
