// The profile page's fields (spec 001 §2 /client/profile; §3 Account profile; §9 defaults): what
// the member typed, turned into what preferences save takes. Ranges are judged by the server (its
// 400 names the field); only text that is not a number at all is caught here, with the same message
// the server gives a wrong type, because such text cannot be sent as a number.
import type { PreferencesSaveRequest } from '@healthdeck/contract/light';
import { BadRequest } from '@healthdeck/sdk';
import type { FormMessages } from './form-messages.js';
import { validateName } from './validate.js';

export type PreferenceField = 'name' | 'sleep_goal' | 'water_intake';
export type PreferenceTexts = Record<PreferenceField, string>;
export type PreferenceErrors = Partial<Record<PreferenceField, string>>;

const NUMBER = /^(\d+(\.\d*)?|\.\d+)$/;

/** The fields as shown: empty when not set (the defaults apply; an account made before names has none). */
export function preferenceTexts(profile: { sleep_goal: number | null; water_intake: string | null }, name: string | null): PreferenceTexts {
  return { name: name ?? '', sleep_goal: profile.sleep_goal === null ? '' : String(profile.sleep_goal), water_intake: profile.water_intake ?? '' };
}

/**
 * The save body: only the fields changed since `saved` are sent (so a save cannot overwrite a value
 * set elsewhere meanwhile); empty clears a value (null). Text that is not a number is an error, with
 * the message the server gives a wrong type (formMessages, in the language shown).
 */
export function preferencesToSave(
  texts: PreferenceTexts,
  saved: PreferenceTexts,
  messages: Pick<FormMessages, 'sleepGoal' | 'waterIntake' | 'nameRequired' | 'nameTooLong'>,
): { body: PreferencesSaveRequest; errors: PreferenceErrors } {
  const notANumber = { sleep_goal: messages.sleepGoal, water_intake: messages.waterIntake };
  const body: PreferencesSaveRequest = {};
  const errors: PreferenceErrors = {};
  // A name can be changed, never cleared (it is what staff and the welcome line call the member).
  const name = texts.name.trim();
  if (name !== saved.name.trim()) {
    errors.name = validateName(name, messages);
    if (!errors.name) body.name = name;
  }
  for (const field of ['sleep_goal', 'water_intake'] as const) {
    const text = texts[field].trim();
    if (text === saved[field].trim()) continue;
    if (text === '') body[field] = null;
    else if (NUMBER.test(text)) body[field] = Number(text);
    else errors[field] = notANumber[field];
  }
  return { body, errors };
}

/** The server's per-field messages from a refused save (ApiError.fields), for the fields on the page. */
export function serverFieldErrors(error: unknown): PreferenceErrors {
  if (!(error instanceof BadRequest)) return {};
  const body = error.body;
  if (typeof body !== 'object' || body === null || !('fields' in body)) return {};
  const fields = (body as { fields: unknown }).fields;
  if (typeof fields !== 'object' || fields === null) return {};
  const found: PreferenceErrors = {};
  for (const field of ['name', 'sleep_goal', 'water_intake'] as const) {
    const message = (fields as Record<string, unknown>)[field];
    if (typeof message === 'string') found[field] = message;
  }
  return found;
}
