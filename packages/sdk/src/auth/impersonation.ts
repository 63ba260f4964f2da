// spec 000 §1, §3.2, §6, §7.2 admin login-as-user: staff act as a member in this client. The staff
// member's own session is kept inside the stored session (StoredImpersonation.staff) and put back
// when the impersonation stops; the member's data stays locked (their key is not in this browser).
import type { AccountResponse } from '@healthdeck/contract/light';
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
