import { HealthDeckError } from '@healthdeck/sdk';
import { errorMessage } from '../classes/errors.js';
import type { LayoutMessages } from './messages.js';

/**
 * How a refused publish or rollback reads: a 409 (another version was published since the draft
 * began) in the admin's language, with what to do; any other failure as the server words it.
 */
export function layoutFailure(M: LayoutMessages, error: unknown): string {
  if (error instanceof HealthDeckError && error.status === 409) return M.staleDraft;
  return errorMessage(error);
}
