// The member's account deletion and the staff's list of pending ones (domain/account-deletion;
// docs/decisions/0104-account-deletion.md). A sign-in cancels a pending deletion: routes/auth.
import type { SomeHandlers } from './types.js';
import { pendingAccountDeletions, requestAccountDeletion } from '../domain/account-deletion/account-deletion.js';

export const accountDeletionHandlers: SomeHandlers<'accountDeletionRequest' | 'adminAccountDeletions'> = {
  accountDeletionRequest: ({ body, user, ctx, request }) => requestAccountDeletion(ctx, user, body, request.ip),
  adminAccountDeletions: ({ ctx }) => pendingAccountDeletions(ctx),
};
