import { ERROR_MESSAGES } from '@healthdeck/contract/light';
import { HealthDeckError } from '@healthdeck/sdk';

/** A failed call's message: the sdk's (spec 000 §8 'Failed to …', the server's on a 400), else 'Something went wrong! Try again later'. */
export function errorMessage(error: unknown, fallback: string = ERROR_MESSAGES.Unexpected): string {
  return error instanceof HealthDeckError ? error.message : fallback;
}
