import { HealthDeckError } from '@healthdeck/sdk';

/**
 * The text a failed call shows in the page: the sdk's typed errors carry the spec's messages
 * ('Invalid Credentials', 'Max Incorrect Login Attempts', 'Weak Password', 'Failed to …',
 * 'Unable to connect to server') and the server's 400 messages, shown as returned; anything else is
 * the spec's Unexpected message (spec 000 §8), `unexpected` in the language shown (formMessages).
 */
export function errorMessage(error: unknown, unexpected: string): string {
  if (error instanceof HealthDeckError && error.message) return error.message;
  return unexpected;
}
