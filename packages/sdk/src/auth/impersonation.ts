// spec 000 §1, §3.2, §6, §7.2 admin login-as-user: staff act as a member in this client. The staff
// member's own session is kept inside the stored session (StoredImpersonation.staff) and put back
// when the impersonation stops. The member's sealed data opens with the staff member's own password
// (unlockImpersonation, auth/impersonation-keys.ts), never with the member's.
import type { AccountResponse, ImpersonationKeyGap } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { fetchAccount } from '../domains/account.js';
import type { Session } from '../session/session.js';
import { startSession } from './session-start.js';
import { Unauthorized, Unexpected } from '../transport/errors.js';

function withoutImpersonation(session: Session): Omit<Session, 'impersonation'> {
  const { impersonation: _, ...own } = session;
  return own;
}

/**
 * Starts acting as the member: the server audits it (the member's access log lists it) and answers
 * tokens acting as the member. A failure leaves the staff session as it was.
 */
export async function startImpersonation(hd: HealthDeck, userId: string): Promise<AccountResponse> {
  const { session, forgetLocalState } = clientInternals(hd);
  const staff = session.get();
  if (!staff) throw new Unauthorized();
  // Acting as a second member from the first goes back to the staff session first.
  const own = staff.impersonation ? staff.impersonation.staff : withoutImpersonation(staff);
  const answer = await hd.call('adminLoginAsUser', { body: { user_id: userId } });
  if (!answer.data) throw new Unexpected();
  const { impersonation, user, ...tokens } = answer.data;
  forgetLocalState();
  try {
    const account = await startSession(hd, tokens);
    session.update({ impersonation: { data: impersonation, user, staff: own } });
    return account;
  } catch (error) {
    session.set(own);
    forgetLocalState();
    throw error;
  }
}

/** Stops acting as the member: the staff session comes back (null when no impersonation was on). */
export async function stopImpersonation(hd: HealthDeck): Promise<AccountResponse | null> {
  const { session, forgetLocalState, $dataKey, keyStore } = clientInternals(hd);
  const acting = session.get()?.impersonation;
  if (!acting) return null;
  session.set(acting.staff);
  forgetLocalState();
  const account = await fetchAccount(hd);
  $dataKey.set(await keyStore.load(account.user.id).catch(() => null));
  return account;
}

/** Said when the server hands no copy the staff member can open (their grant revoked, the key rotated) since the impersonation began. */
export const IMPERSONATION_NO_COPY = "You hold no recovery key that opens this member's records. Log in as the user again, or ask an administrator who holds one.";

/**
 * The locked state's question while staff act as a member: null when not acting as one; else
 * whether their own unlock can open the member's data key (gap null), or why not.
 */
export function impersonationKeyGap(hd: HealthDeck): { gap: ImpersonationKeyGap | null } | null {
  const acting = hd.$session.get()?.impersonation;
  if (!acting) return null;
  return { gap: acting.data.encrypted_emergency_key ? null : (acting.data.gap ?? 'not-wrapped') };
}
