// spec 000 §7.6 Meals: save; spec 001 §3 Calorie intake. The log-meal form's pure parts: what a
// typed grams value adds to the running totals, the body sent, and where the server's 400
// messages go (spec 000 §8: the meal create's 400 body is returned to the form).
import { MEAL_LIMITS, type ApiError, type CalorieIntake, type Ingredient } from '@healthdeck/contract/light';
import { localDay, type MealInput } from '@healthdeck/sdk';
import type { FormMessages } from './form-messages.js';

export interface MealRow {
  /** Stable key of the row in the list (the same food may be added twice). */
  key: number;
  ingredient: Ingredient;
  /** As typed; sent as a number, the server judges it (1..2000 whole grams). */
  grams: string;
}

export interface MealTexts {
  name: string;
  /** A datetime-local value (the member's local time). */
  eatenAt: string;
  rows: MealRow[];
  pictureId: string | null;
}

/** Field name → message; items are `items.<n>.grams` like the server's `fields`. */
export type MealErrors = Partial<Record<string, string>>;

export type Totals = Record<keyof CalorieIntake, number>;

/** The datetime-local text of `date` in the browser's time zone, to the minute. */
export function localDateTimeText(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${localDay(date)}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Whole grams typed, or null (empty, not a number): such a row adds nothing to the preview. */
export function gramsOf(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** The running totals shown while typing; the server computes the saved ones from its catalogue. */
export function runningTotals(rows: MealRow[]): Totals {
  const totals: Totals = { energy: 0, carbs: 0, protein: 0, fat: 0 };
  for (const row of rows) {
    const grams = gramsOf(row.grams);
    if (grams === null) continue;
    for (const k of Object.keys(totals) as (keyof Totals)[]) totals[k] += (row.ingredient.per_100g[k].quantity * grams) / 100;
  }
  return { energy: Math.round(totals.energy), carbs: round1(totals.carbs), protein: round1(totals.protein), fat: round1(totals.fat) };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The meal sent (the sdk seals its name). Grams go as typed numbers (an empty field as NaN → null in JSON), so the
 * server's message is the one the member reads; an unreadable time is sent empty for the same reason.
 */
export function mealBody(texts: MealTexts): MealInput {
  const when = new Date(texts.eatenAt);
  return {
    name: texts.name,
    eaten_at: Number.isNaN(when.getTime()) ? '' : when.toISOString(),
    ...(texts.pictureId ? { picture_id: texts.pictureId } : {}),
    items: texts.rows.map((row) => ({ ingredient_id: row.ingredient.id, grams: row.grams.trim() === '' ? Number.NaN : Number(row.grams) })),
  };
}

/** The form's field names for the server's `fields` keys (eaten_at, picture_id, items.N.grams …). */
export function mealFieldErrors(error: ApiError): MealErrors {
  const errors: MealErrors = {};
  for (const [key, message] of Object.entries(error.fields ?? {})) {
    if (key === 'name' || key === 'items' || /^items\.\d+\.(grams|ingredient_id)$/.test(key)) errors[key] = message;
    else if (key === 'eaten_at') errors.eaten_at = message;
    else if (key === 'picture_id') errors.picture = message;
  }
  return errors;
}

/** spec 000 §7.6 multipart upload: what the server accepts, checked before sending the file (the server's messages, in the language shown). */
export function pictureProblem(file: File, messages: Pick<FormMessages, 'pictureType' | 'pictureSize'>): string | null {
  if (!(MEAL_LIMITS.pictureTypes as readonly string[]).includes(file.type)) return messages.pictureType;
  if (file.size > MEAL_LIMITS.pictureMaxBytes) return messages.pictureSize;
  return null;
}
