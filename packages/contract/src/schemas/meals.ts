import { z } from 'zod';
import { MEAL_LIMITS } from '../meals-limits.js';
import { EncryptedData } from './measurements.js';

const { messages } = MEAL_LIMITS;

const quantity = <U extends string>(unit: U) => z.object({ quantity: z.number().min(0), unit: z.literal(unit) });

/** spec 001 §3 Calorie intake: energy, carbs, protein, fat, each with a quantity (and its unit). */
export const CalorieIntake = z.object({
  energy: quantity('kcal'),
  carbs: quantity('g'),
  protein: quantity('g'),
  fat: quantity('g'),
});
export type CalorieIntake = z.infer<typeof CalorieIntake>;

/** The member's day is taken from their time zone (read from the browser, spec 000 §9). */
export const MealsQuery = z.object({
  tz: z.string().max(64).optional(),
});

/** spec 001 §7 'Daily calorie intake' → intake: the sum of the meals eaten on the member's day. */
export const MealsDailyIntakeResponse = z.object({
  intake: CalorieIntake,
  /** The member's local calendar day (YYYY-MM-DD). */
  date: z.string(),
});
export type MealsDailyIntakeResponse = z.infer<typeof MealsDailyIntakeResponse>;

/** spec 000 §7.6 Meals: ingredients — a food of the catalogue with its values per 100 g. */
export const Ingredient = z.object({
  id: z.number().int(),
  name: z.string(),
  per_100g: CalorieIntake,
});
export type Ingredient = z.infer<typeof Ingredient>;

export const MealIngredientsQuery = z.object({
  search: z.string().max(80).optional(),
});
export const MealIngredientsResponse = z.object({ ingredients: z.array(Ingredient) });
export type MealIngredientsResponse = z.infer<typeof MealIngredientsResponse>;

/**
 * spec 000 §7.6 Meals: multipart upload — the form field `file`: a JPEG, PNG or WebP of up to 5 MB,
 * sealed in the browser under the member's data key ('hd1.' bytes); a plain image is refused.
 */
export const MealPictureResponse = z.object({
  picture_id: z.string().uuid(),
  /** Served to the owner only, with their bearer token. */
  url: z.string(),
});
export type MealPictureResponse = z.infer<typeof MealPictureResponse>;

export const MealPictureParams = z.object({ id: z.string().uuid('The picture id must be a UUID') });
export const MealPictureFile = z.unknown().describe('The sealed picture bytes (MEAL_PICTURE_FORMATS), opened in the browser');

export const MealItemRequest = z.object({
  ingredient_id: z.number({ error: messages.ingredient }).int(messages.ingredient).positive(messages.ingredient),
  grams: z.number({ error: messages.grams }).int(messages.grams).min(MEAL_LIMITS.gramsMin, messages.grams).max(MEAL_LIMITS.gramsMax, messages.grams),
});

/**
 * spec 000 §7.6 Meals: save. The meal's name is sealed in the browser (the server computes
 * nothing from it; the sdk checks it, MEAL_LIMITS); the ingredients and grams stay readable, the
 * server sums them into the daily intake.
 */
export const MealSaveRequest = z.object({
  encrypted_name: EncryptedData,
  eaten_at: z.string({ error: 'Enter when the meal was eaten' }).datetime({ offset: true, error: 'Enter when the meal was eaten' }),
  picture_id: z.string().uuid(messages.picture).nullish(),
  items: z.array(MealItemRequest, { error: messages.items }).min(MEAL_LIMITS.itemsMin, messages.items).max(MEAL_LIMITS.itemsMax, messages.items),
});
export type MealSaveRequest = z.input<typeof MealSaveRequest>;

export const MealItem = z.object({
  ingredient_id: z.number().int(),
  name: z.string(),
  grams: z.number().int(),
  intake: CalorieIntake,
});

export const Meal = z.object({
  id: z.string().uuid(),
  encrypted_name: z.string(),
  eaten_at: z.string(),
  picture_url: z.string().nullable(),
  items: z.array(MealItem),
  totals: CalorieIntake,
});
export type Meal = z.infer<typeof Meal>;

export const MealSaveResponse = z.object({ meal: Meal });
export type MealSaveResponse = z.infer<typeof MealSaveResponse>;
