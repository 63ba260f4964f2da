import { BadRequest } from '@healthdeck/sdk';

/** What a failed save or submit shows: the server's 400 message as returned, else the widget's own sentence (the cause logged). */
export function failureText(what: string, error: unknown, fallback: string): string {
  console.error(`[healthdeck] ${what} failed`, error);
  return error instanceof BadRequest && error.message ? error.message : fallback;
}
