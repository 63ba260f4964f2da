// spec 001 §9 Nutrition: the daily maximums the Smart Meal Tracker draws against. A value-only
// module so browser bundles (through '@healthdeck/contract/light') get it without zod.

/** spec 001 §9: calorie daily maximum 2000; nutrient maximums carbs 250, protein 90, fat 55. */
export const NUTRITION_MAX = { energy: 2000, carbs: 250, protein: 90, fat: 55 } as const;

/** spec 001 §3 Calorie intake: energy, carbs, protein, fat, each with a quantity; these are their units. */
export const NUTRIENT_UNITS = { energy: 'kcal', carbs: 'g', protein: 'g', fat: 'g' } as const;
export type NutrientName = keyof typeof NUTRIENT_UNITS;

/**
 * Limits of a meal (ours; the spec gives none). Pictures: JPEG, PNG or WebP up to 5 MB; a meal
 * holds 1..30 ingredients of 1..2000 grams each. Messages are shared by the server's validation
 * and the portal's own checks, so both say the same thing.
 */
export const MEAL_LIMITS = {
  nameMax: 120,
  itemsMin: 1,
  itemsMax: 30,
  gramsMin: 1,
  gramsMax: 2000,
  pictureTypes: ['image/jpeg', 'image/png', 'image/webp'],
  pictureMaxBytes: 5 * 1024 * 1024,
  messages: {
    name: 'Enter a name for the meal',
    nameMax: 'The name must be at most 120 characters',
    items: 'Add between 1 and 30 ingredients',
    grams: 'Grams must be a whole number between 1 and 2000',
    pictureType: 'The picture must be a JPEG, PNG or WebP image',
    pictureSize: 'The picture must be 5 MB or smaller',
    pictureMissing: 'Choose a picture to upload',
    ingredient: 'Unknown ingredient',
    picture: 'Unknown picture',
  },
} as const;

/** spec 000 §8: a meal create that fails other than with 400 reads 'Failed to create meal'. */
export const MEAL_SAVE_OPERATION = 'create meal';
