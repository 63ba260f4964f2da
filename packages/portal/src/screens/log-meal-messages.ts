import { lazyTranslations, type Catalogue, type PrivateKeyUnlockStrings } from '@healthdeck/widgets';

export interface LogMealMessages {
  title: string;
  name: string;
  eatenAt: string;
  picture: string;
  uploading: string;
  preview: string;
  search: string;
  searchHint: string;
  found: string;
  /** An ingredient's energy beside its name in the results. */
  perHundredGrams: (kcal: number) => string;
  add: string;
  addIngredient: (ingredient: string) => string;
  noMatch: string;
  ingredients: string;
  noIngredients: string;
  grams: (ingredient: string) => string;
  remove: string;
  removeIngredient: (ingredient: string) => string;
  totals: string;
  calories: string;
  kcal: string;
  carbs: string;
  protein: string;
  fat: string;
  cancel: string;
  save: string;
  saved: string;
  /** The session's locked state: the meal's name and picture are sealed with the member's key. */
  locked: PrivateKeyUnlockStrings;
}

const translations = () => import('./log-meal-translations.js');

// /client/log-meal (spec 001 §2; spec 000 §7.6 meals); the wording is ours. The server's messages
// (spec 000 §8) are shown as it returns them.
export const logMealMessages: Catalogue<LogMealMessages> = {
  en: {
    title: 'Log a meal',
    name: 'Meal name',
    eatenAt: 'Time eaten',
    picture: 'Picture (JPEG, PNG or WebP, up to 5 MB)',
    uploading: 'Uploading the picture…',
    preview: 'Preview of the meal',
    search: 'Search ingredients',
    searchHint: "Type part of a food's name, e.g. rice",
    found: 'Ingredients found',
    perHundredGrams: (kcal) => `(${kcal} kcal per 100 g)`,
    add: 'Add',
    addIngredient: (ingredient) => `Add ${ingredient}`,
    noMatch: 'No ingredients match.',
    ingredients: 'Ingredients',
    noIngredients: 'No ingredients added yet.',
    grams: (ingredient) => `Grams of ${ingredient}`,
    remove: 'Remove',
    removeIngredient: (ingredient) => `Remove ${ingredient}`,
    totals: 'Meal totals',
    calories: 'Calories',
    kcal: 'kcal',
    carbs: 'Carbs',
    protein: 'Protein',
    fat: 'Fat',
    cancel: 'Cancel',
    save: 'Save',
    saved: 'Your meal was saved.',
    locked: {
      lockedTitle: 'Your meals are locked',
      lockedText: "A meal's name and picture are encrypted so that only you can read them. Enter your password to log meals in this browser.",
      password: 'Password',
      unlock: 'Unlock',
      wrongPassword: 'That password did not unlock your data.',
    },
  },
  translations: lazyTranslations(translations),
};
