import type { HealthDeck } from '../health-deck.js';
import { clientInternals } from '../client-internals.js';

export async function verifyEmail(hd: HealthDeck, key: string) {
  return hd.call('verifyEmail', { query: { key } });
}

/** spec 001 §4 Email card: after sending, the session remembers it so the button stays disabled. */
export async function sendVerificationEmail(hd: HealthDeck): Promise<void> {
  await hd.call('sendVerificationEmail');
  clientInternals(hd).session.update({ verificationEmailSent: true });
}
