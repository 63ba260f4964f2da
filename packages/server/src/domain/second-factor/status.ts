import type { AppContext } from '../../context.js';
import { ApiHttpError } from '../../http/api-error.js';
import { recoveryCodesLeft } from './recovery-codes.js';
import { totpEnrolled } from './totp.js';

/** Whether the account has the admin role: such an account needs a second factor before the staff tools open. */
export async function hasAdminRole(ctx: AppContext, userId: string): Promise<boolean> {
  const row = await ctx.db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', userId)
    .where('r.name', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

export async function secondFactorStatus(ctx: AppContext, userId: string, sessionHasSecondFactor: boolean) {
  const [enrolled, left, required, passkeys] = await Promise.all([
    totpEnrolled(ctx, userId),
    recoveryCodesLeft(ctx, userId),
    hasAdminRole(ctx, userId),
    ctx.db
      .selectFrom('passkeys')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { totpEnrolled: enrolled, recoveryCodesLeft: enrolled ? left : 0, passkeys: Number(passkeys.n), sessionHasSecondFactor, required };
}

/**
 * Staff acting as a member (impersonation) may not change the member's sign-in: a passkey or an
 * authenticator app added then would let them back in later, past the impersonation's audit and end.
 */
export function refuseActingStaff(acting: boolean | undefined): void {
  if (acting) throw new ApiHttpError(403, 'FORBIDDEN', "Staff acting as a member cannot change the member's sign-in security.");
}
