// A member's account deletion with a grace period (ours; the spec has none:
// docs/decisions/0104-account-deletion.md). The member confirms with their password (the derived
// credential, as at sign-in) and, when their account has an authenticator app, a current code.
import { z } from 'zod';
import { Credential } from './auth.js';

export const AccountDeletionRequest = z.object({
  password: Credential,
  /** A current authenticator code or a recovery code; required when the account has an authenticator app. */
  code: z.string().trim().max(40).optional(),
});
export type AccountDeletionRequest = z.infer<typeof AccountDeletionRequest>;

/** When the deletion was asked for and when it will be carried out unless the member signs in before. */
export const AccountDeletionResponse = z.object({ requested_at: z.string(), due_at: z.string() });
export type AccountDeletionResponse = z.infer<typeof AccountDeletionResponse>;

/** A pending deletion as staff see it: the member by name (until the deletion) and by the pseudonym the kept audit rows carry. */
export const PendingAccountDeletion = z.object({
  user_id: z.string().uuid(),
  name: z.string().nullable(),
  pseudonym: z.string(),
  requested_at: z.string(),
  due_at: z.string(),
});
export type PendingAccountDeletion = z.infer<typeof PendingAccountDeletion>;

export const PendingAccountDeletionsResponse = z.object({ deletions: z.array(PendingAccountDeletion) });
export type PendingAccountDeletionsResponse = z.infer<typeof PendingAccountDeletionsResponse>;
