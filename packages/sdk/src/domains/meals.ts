// spec 000 §7.6 Meals: daily-intake, multipart upload, save, ingredients. spec 001 §3 Calorie
// intake; §7 'Daily calorie intake' → intake.
import type { QueryClient } from '@tanstack/query-core';
import type { ReadableAtom } from 'nanostores';
import type { ApiError, MealIngredientsResponse, MealPictureResponse, MealSaveRequest, MealSaveResponse, MealsDailyIntakeResponse } from '@healthdeck/contract/light';
import type { PrivateKey } from '@healthdeck/crypto';
import type { Call } from '../transport/http.js';
import type { OpenedMealPicture } from './meal-picture.js';
import { browserTimeZone } from './browser-time-zone.js';

export const MEALS_DAILY_INTAKE_KEY = ['meals', 'daily-intake'] as const;

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

export function createMealsApi(call: Call, queryClient: QueryClient, $dataKey: ReadableAtom<CryptoKey | null>, $privateKey: ReadableAtom<PrivateKey | null>) {
  return {
    /** Today's energy, carbs, protein and fat (the member's day, from the browser's time zone). */
    dailyIntake: (signal?: AbortSignal): Promise<MealsDailyIntakeResponse> => call('mealsDailyIntake', { query: { tz: browserTimeZone() }, signal }),
    /** The food catalogue matching `search` (values per 100 g). */
    ingredients: (search: string, signal?: AbortSignal): Promise<MealIngredientsResponse> => call('mealIngredients', { query: search.trim() ? { search: search.trim() } : {}, signal }),
    /**
     * Seals a meal picture (JPEG, PNG or WebP up to 5 MB) under the member's data key and uploads the
     * ciphertext. A refused file is a BadRequest with the server's message (checked here:
     * the server cannot see the picture); locked, a HealthDeckError 423 and nothing is sent.
     */
    uploadPicture: async (file: Blob): Promise<MealPictureResponse> => (await import('./meal-picture.js')).uploadMealPicture(call, file, $dataKey),
    /**
     * The member's picture `id` opened for display ({ status: 'open', blob }), or { status: 'locked' }
     * when the key it needs is not unlocked; a missing picture is a RequestFailed ('Failed to load meal picture').
     */
    picture: async (id: string, signal?: AbortSignal): Promise<OpenedMealPicture> =>
      (await import('./meal-picture.js')).loadMealPicture(call, id, { dataKey: $dataKey.get(), privateKey: $privateKey.get() }, signal),
    /**
     * Seals the meal's name under the member's data key (locked: a HealthDeckError 423 saying so)
     * and saves the meal; on success today's intake is read again (also when no widget shows it right
     * now: the member usually saves from /client/log-meal and goes back to the tracker on home).
     */
    async save({ name, ...meal }: MealInput): Promise<MealSaveResult> {
      // Loaded on the first save: the embed's first load does not carry the checks and sealing code.
      const sealed = await (await import('./meal-name.js')).sealMealName(name, $dataKey);
      if ('error' in sealed) return { ok: false, error: sealed.error };
      const { encrypted_name } = sealed;
      // the row's handling (on400 'body') resolves a refused meal with the ApiError body
      const result: MealSaveResponse | ApiError = await call('mealSave', { body: { ...meal, encrypted_name }, query: { tz: browserTimeZone() } });
      if (isApiError(result)) return { ok: false, error: result };
      await queryClient.invalidateQueries({ queryKey: MEALS_DAILY_INTAKE_KEY, refetchType: 'all' });
      return { ok: true, meal: result.meal };
    },
  };
}
export type MealsApi = ReturnType<typeof createMealsApi>;
