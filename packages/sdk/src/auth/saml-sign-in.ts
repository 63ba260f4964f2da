// The portal's end of a SAML sign-in (docs/decisions/0095-saml-single-sign-on.md): the server checked
// the identity provider's response and sent the browser here with a one-time ticket, which becomes
// the session (spec 000 §7.3 login-saml). The identity provider proves who the member is, never the
// secret that opens their keys: like a passkey without PRF, the session starts locked and sealed
// records ask for the password (or recovery phrase) once.
import { secondFactorRoutes, samlRoutes, type AccountResponse, type SessionTokens } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import { routed } from '../transport/http.js';
import { Unexpected } from '../transport/errors.js';
import { SecondFactorRequired } from './second-factor-required.js';
import { startSession } from './session-start.js';

async function openLockedSession(hd: HealthDeck, tokens: SessionTokens): Promise<AccountResponse> {
  const { $account, $dataKey, $privateKey, session } = clientInternals(hd);
  $dataKey.set(null);
  $privateKey.set(null);
  try {
    const account = await startSession(hd, tokens);
    $account.set(account);
    return account;
  } catch (error) {
    session.clear();
    $account.set(null);
    throw error;
  }
}

/**
 * Exchanges the ticket for the session, locked. An account with a second factor throws
 * SecondFactorRequired first, whose `submit(code)` finishes this sign-in; a spent or expired ticket
 * rejects with InvalidCredentials.
 */
export async function signInWithSamlTicket(hd: HealthDeck, ticket: string): Promise<AccountResponse> {
  const answer = await routed(hd.call, samlRoutes)('loginSaml', { body: { ticket } });
  const challenge = answer.secondFactor?.challenge;
  if (challenge) {
    throw new SecondFactorRequired(async (code) => {
      const { data } = await routed(hd.call, secondFactorRoutes)('secondFactorSignIn', { body: { challenge, code } });
      return openLockedSession(hd, data);
    });
  }
  if (!answer.data) throw new Unexpected();
  return openLockedSession(hd, answer.data);
}
