// A refused field in the member's words and language. The server names fields as the API does
// ('kit_id must be at most 64 characters'); its 400 also gives each refused field's issue as a code
// (contract FieldIssue), which this words with the label the member sees on the form. Every form
// that shows a server refusal on its fields goes through here.
import type { FieldIssue } from '@healthdeck/contract/light';
import { BadRequest } from '@healthdeck/sdk';
import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface FieldMessages {
  required: (label: string) => string;
  tooShort: (label: string, limit: number) => string;
  tooLong: (label: string, limit: number) => string;
  tooLow: (label: string, limit: number) => string;
  tooHigh: (label: string, limit: number) => string;
  format: (label: string) => string;
  invalid: (label: string) => string;
  /** Above a form whose several fields were refused. */
  checkFields: string;
}

const en: FieldMessages = {
  required: (label) => `${label} is required`,
  tooShort: (label, limit) => `${label}: use at least ${limit} characters`,
  tooLong: (label, limit) => `${label}: use at most ${limit} characters`,
  tooLow: (label, limit) => `${label}: enter ${limit} or more`,
  tooHigh: (label, limit) => `${label}: enter ${limit} or less`,
  format: (label) => `${label} is not in the expected form`,
  invalid: (label) => `Check the value of ${label}`,
  checkFields: 'Check the fields marked below.',
};

export const fieldMessages: Catalogue<FieldMessages> = { en, translations: lazyTranslations(() => import('./field-translations')) };

/** How a form names one of its fields: its label, and optionally what its format is in words. */
export interface FieldWords {
  label: string;
  format?: string;
}

export function fieldIssueMessage(issue: FieldIssue, words: FieldWords, t: FieldMessages): string {
  const limit = issue.limit ?? 0;
  switch (issue.code) {
    case 'required':
      return t.required(words.label);
    case 'too_short':
      return t.tooShort(words.label, limit);
    case 'too_long':
      return t.tooLong(words.label, limit);
    case 'too_low':
      return t.tooLow(words.label, limit);
    case 'too_high':
      return t.tooHigh(words.label, limit);
    case 'format':
      return words.format ?? t.format(words.label);
    default:
      return t.invalid(words.label);
  }
}

/**
 * A 400's refused fields in words, by the form's field names (a nested key such as `times.0` goes to
 * `times`); `message` is what shows above the form: the one field's message, or 'Check the fields…'.
 * Null when the error is no validation refusal of a field the form has (show the call's own message).
 */
export function fieldErrorsOf(error: unknown, fields: Readonly<Record<string, FieldWords>>, t: FieldMessages): { message: string; fields: Record<string, string> } | null {
  if (!(error instanceof BadRequest)) return null;
  const worded: Record<string, string> = {};
  for (const [key, issue] of Object.entries(error.issues)) {
    const name = key.split('.')[0];
    const words = fields[name];
    if (words && !(name in worded)) worded[name] = fieldIssueMessage(issue, words, t);
  }
  const messages = Object.values(worded);
  if (messages.length === 0) return null;
  return { message: messages.length === 1 ? messages[0] : t.checkFields, fields: worded };
}
