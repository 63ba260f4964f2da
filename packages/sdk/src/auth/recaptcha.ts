import type { HealthDeck } from '../health-deck.js';

/**
 * spec 000 §7.3 "POST recaptcha verify (recaptchaKey)": asks the server whether a human-verification
 * token is good (docs/decisions/0039-account-emails-and-captcha.md: the sandbox adapter accepts `sandbox-…` tokens). True when it is.
 */
export async function verifyRecaptcha(hd: HealthDeck, recaptchaKey: string): Promise<boolean> {
  const answer = await hd.call('recaptchaVerify', { body: { recaptchaKey } });
  return answer.data.success;
}
