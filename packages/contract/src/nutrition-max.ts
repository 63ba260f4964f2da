// spec 001 §9 Nutrition: the daily maximums the Smart Meal Tracker draws against. A value-only
// module so browser bundles (through '@healthdeck/contract/light') get it without zod, apart from
// the meal's limits (meals-limits.ts), which only the log-meal screen and the sdk's save need.

/** spec 001 §9: calorie daily maximum 2000; nutrient maximums carbs 250, protein 90, fat 55. */
export const NUTRITION_MAX = { energy: 2000, carbs: 250, protein: 90, fat: 55 } as const;

/** spec 001 §3 Calorie intake: energy, carbs, protein, fat, each with a quantity; these are their units. */
export const NUTRIENT_UNITS = { energy: 'kcal', carbs: 'g', protein: 'g', fat: 'g' } as const;
export type NutrientName = keyof typeof NUTRIENT_UNITS;
