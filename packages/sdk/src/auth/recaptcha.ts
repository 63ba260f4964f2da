import type { HumanCheckConfigResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

/**
 * spec 000 §7.3 "POST recaptcha verify (recaptchaKey)": asks the server whether a human-verification
 * token is good. True when it is. With a real provider a token answers once: the sign-up page then
 * sends it with the registration only (docs/decisions/0093-human-check-siteverify.md).
 */
export async function verifyRecaptcha(hd: HealthDeck, recaptchaKey: string): Promise<boolean> {
  const answer = await hd.call('recaptchaVerify', { body: { recaptchaKey } });
  return answer.data.success;
}

export const humanCheckKeys = { config: ['human-check', 'config'] as const };

/** Which widget the sign-up page shows: the provider's with its site key, or the sandbox checkbox. */
export const fetchHumanCheckConfig = (hd: HealthDeck, signal?: AbortSignal): Promise<HumanCheckConfigResponse> => hd.call('humanCheckConfig', { signal });

export const humanCheckConfigQuery = (hd: HealthDeck) => ({
  queryKey: humanCheckKeys.config,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchHumanCheckConfig(hd, signal),
  // The server's settings change only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});
