import { ERROR_MESSAGES } from '@healthdeck/contract/light';
import { HealthDeckError } from '@healthdeck/sdk';

/**
 * The text a failed call shows in the page: the sdk's typed errors carry the spec's messages
 * ('Invalid Credentials', 'Max Incorrect Login Attempts', 'Weak Password', 'Failed to …',
 * 'Unable to connect to server'); anything else is the spec's Unexpected message (spec 000 §8).
 */
export function errorMessage(error: unknown): string {
  if (error instanceof HealthDeckError && error.message) return error.message;
  return ERROR_MESSAGES.Unexpected;
}
