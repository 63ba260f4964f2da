import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { BadRequest } from '@healthdeck/sdk';
import { errorMessage } from '../shared/error-message';
import { fieldErrorsOf, type FieldMessages, type FieldWords } from '../shared/field-messages';

/** What a refused save shows: a message above the buttons and per-field messages. */
export interface SaveError {
  message: string;
  fields: Record<string, string>;
}

/**
 * spec 000 §8: health issue, medication and allergy saves raise a bad-request error with the server
 * message; a refusal of the form's fields is worded with their labels in the member's language
 * (shared/field-messages), any other 400 shows the server's message as returned, and any other
 * failure the sdk's 'Failed to …' message.
 */
export function saveErrorOf(error: unknown, fallback: string, fields: Readonly<Record<string, FieldWords>>, words: FieldMessages): SaveError {
  const refused = fieldErrorsOf(error, fields, words);
  if (refused) return refused;
  // A schema refusal of no field the member sees would name the API's fields: the spec's general message instead.
  if (error instanceof BadRequest && Object.keys(error.issues).length > 0) return { message: errorMessage(null), fields: {} };
  if (error instanceof BadRequest) {
    // A refusal the server words itself (a rule such as 'The diagnosis date cannot be in the future'): shown as returned, on the field too.
    const body = error.body as { fields?: unknown } | null;
    const given = body && typeof body.fields === 'object' && body.fields !== null ? (body.fields as Record<string, string>) : {};
    const own = Object.fromEntries(
      Object.entries(given)
        .filter(([key]) => key.split('.')[0] in fields)
        .map(([key, message]) => [key.split('.')[0], message]),
    );
    return { message: error.message, fields: own };
  }
  return { message: errorMessage(error, fallback), fields: {} };
}

/** Puts a refused save on the form: the message above the buttons, the field messages on their fields. */
export function applySaveError<T extends FieldValues>(form: UseFormReturn<T>, error: SaveError): void {
  for (const [name, message] of Object.entries(error.fields)) form.setError(name as Path<T>, { type: 'server', message });
  form.setError('root.server', { type: 'server', message: error.message });
}
