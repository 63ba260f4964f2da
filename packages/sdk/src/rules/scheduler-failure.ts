// spec 001 §8 ('Something went wrong. Please try again later.' on confirm), spec 000 §8 (a refused
// request surfaces the server's message). A module of its own: only the steps that confirm or cancel need it.
import { BadRequest } from '../transport/errors.js';

/** spec 001 §8: the scheduler's confirm failure. */
export const SCHEDULER_CONFIRM_FAILED = 'Something went wrong. Please try again later.';

/**
 * What the member reads when booking, rescheduling or cancelling fails: the server's message when it
 * refused the request (400, e.g. 'That time slot is no longer available. Please choose another.'),
 * else spec 001 §8 'Something went wrong. Please try again later.'.
 */
export function schedulerFailure(error: unknown): { message: string; pickAnother: boolean } {
  if (error instanceof BadRequest && error.message) return { message: error.message, pickAnother: true };
  return { message: SCHEDULER_CONFIRM_FAILED, pickAnother: false };
}
