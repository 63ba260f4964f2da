// spec 000 §7.6 Meals: daily-intake, save, ingredients (the pictures: meal-picture.ts). spec 001 §3
// Calorie intake; §7 'Daily calorie intake' → intake.
import { mealsRoutes, type ApiError, type MealIngredientsResponse, type MealSaveRequest, type MealSaveResponse, type MealsDailyIntakeResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { browserTimeZone } from './browser-time-zone.js';
import { sealMealName } from './meal-name.js';

export const mealsKeys = { dailyIntake: ['meals', 'daily-intake'] as const };

const call = (hd: HealthDeck) => routed(hd.call, mealsRoutes);

/**
 * spec 000 §8: '400 on meal create and update … returns the body' — a refused meal is a value the
 * form reads its field messages from, not an error; anything else still throws ('Failed to create meal').
 */
export type MealSaveResult = { ok: true; meal: MealSaveResponse['meal'] } | { ok: false; error: ApiError };

/** A meal as the member writes it: its name is sealed here before it is sent. */
export type MealInput = Omit<MealSaveRequest, 'encrypted_name'> & { name: string };

function isApiError(body: unknown): body is ApiError {
  return body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && 'statusCode' in body;
}

/** Today's energy, carbs, protein and fat (the member's day, from the browser's time zone). */
export function fetchMealsDailyIntake(hd: HealthDeck, signal?: AbortSignal): Promise<MealsDailyIntakeResponse> {
  return call(hd)('mealsDailyIntake', { query: { tz: browserTimeZone() }, signal });
}

/** The food catalogue matching `search` (values per 100 g). */
export function fetchMealIngredients(hd: HealthDeck, search: string, signal?: AbortSignal): Promise<MealIngredientsResponse> {
  return call(hd)('mealIngredients', { query: search.trim() ? { search: search.trim() } : {}, signal });
}

/**
 * Seals the meal's name under the member's data key (locked: a HealthDeckError 423 saying so) and
 * saves the meal; on success today's intake is read again (also when no widget shows it right now:
 * the member usually saves from /client/log-meal and goes back to the tracker on home).
 */
export async function saveMeal(hd: HealthDeck, { name, ...meal }: MealInput): Promise<MealSaveResult> {
  const sealed = await sealMealName(name, hd.$dataKey);
  if ('error' in sealed) return { ok: false, error: sealed.error };
  const { encrypted_name } = sealed;
  // the row's handling (on400 'body') resolves a refused meal with the ApiError body
  const result: MealSaveResponse | ApiError = await call(hd)('mealSave', { body: { ...meal, encrypted_name }, query: { tz: browserTimeZone() } });
  if (isApiError(result)) return { ok: false, error: result };
  await hd.queryClient.invalidateQueries({ queryKey: mealsKeys.dailyIntake, refetchType: 'all' });
  return { ok: true, meal: result.meal };
}

/** spec 001 §7 'Daily calorie intake' → intake: today's energy, carbs, protein and fat. */
export const mealsDailyIntakeQuery = (hd: HealthDeck) => ({
  queryKey: mealsKeys.dailyIntake,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMealsDailyIntake(hd, signal),
});
