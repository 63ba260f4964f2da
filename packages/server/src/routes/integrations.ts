// spec 000 §7.6 GET integration calls and statuses (domain/integrations/integration-calls.ts).
import type { SomeHandlers } from './types.js';
import { integrationCallsOf, integrationStatuses } from '../domain/integrations/integration-calls.js';

export const integrationHandlers: SomeHandlers<'integrationCalls' | 'integrationStatuses'> = {
  integrationCalls: ({ query, user, ctx }) => integrationCallsOf(ctx.db, user.id, query),
  integrationStatuses: ({ ctx }) => integrationStatuses(ctx.db),
};
