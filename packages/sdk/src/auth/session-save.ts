import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';
import type { Session } from '../session/session.js';

/**
 * The session extras kept server side (spec 000 §3.2 stored session: kit_id, verificationEmailSent;
 * spec 001 §3 Account flag renderedMoreActiveIframe, which the account carries, not the local session).
 */
export type SessionExtras = Partial<Pick<Session, 'kit_id' | 'verificationEmailSent'>> & { renderedMoreActiveIframe?: boolean };

/**
 * spec 000 §7.3 "Session save: POST /api/auth/session (expects 204)". The server keeps the extras
 * for the member's next sign-in; once it has answered, the local session takes the same values.
 */
export async function saveSession(hd: HealthDeck, extras: SessionExtras): Promise<void> {
  const local = {
    ...(extras.kit_id !== undefined ? { kit_id: extras.kit_id } : {}),
    ...(extras.verificationEmailSent !== undefined ? { verificationEmailSent: extras.verificationEmailSent } : {}),
  };
  const body: SessionExtras = { ...local, ...(extras.renderedMoreActiveIframe !== undefined ? { renderedMoreActiveIframe: extras.renderedMoreActiveIframe } : {}) };
  await hd.call('sessionSave', { body });
  clientInternals(hd).session.update(local);
}
