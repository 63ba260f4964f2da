import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { BadRequest } from '@healthdeck/sdk';
import { errorMessage } from '../shared/error-message';

/** What a refused save shows: the server's message (spec 000 §8 BadRequest) and its per-field messages. */
export interface SaveError {
  message: string;
  fields: Record<string, string>;
}

/**
 * spec 000 §8: health issue, medication and allergy saves raise a bad-request error with the server
 * message, shown as returned; any other failure shows the sdk's 'Failed to …' message.
 */
export function saveErrorOf(error: unknown, fallback: string): SaveError {
  if (error instanceof BadRequest) {
    const body = error.body as { fields?: unknown } | null;
    const fields = body && typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string>) : {};
    return { message: error.message, fields };
  }
  return { message: errorMessage(error, fallback), fields: {} };
}

/** Puts a refused save on the form: the server's message above the buttons, its field messages on the fields the form has. */
export function applySaveError<T extends FieldValues>(form: UseFormReturn<T>, error: SaveError, fields: readonly Path<T>[]): void {
  for (const [key, message] of Object.entries(error.fields)) {
    const name = key.split('.')[0] as Path<T>;
    if (fields.includes(name)) form.setError(name, { type: 'server', message });
  }
  form.setError('root.server', { type: 'server', message: error.message });
}
