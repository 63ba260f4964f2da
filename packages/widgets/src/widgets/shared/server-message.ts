import { HealthDeckError } from '@healthdeck/sdk';

/**
 * What to tell the member about a failed call: the sdk's typed error carries the server's message
 * (a 400's, a refusal's) or the spec's 'Failed to …' (spec 000 §8); anything else gets `fallback`.
 */
export function serverMessage(error: unknown, fallback: string): string {
  return error instanceof HealthDeckError && error.message ? error.message : fallback;
}
