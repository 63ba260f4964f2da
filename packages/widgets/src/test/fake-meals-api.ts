// The meal routes as the contract says the server answers them: today's intake is the sum of the
// meals saved; a catalogue of two foods per 100 g; grams outside 1..2000 answer the server's 400 body.
// The one fake server (@healthdeck/sdk/testing) does the routing, bearer check, contract check of
// every success body, failure injection and held answers; this module keeps the feature's state.
import { MEAL_LIMITS, type CalorieIntake, type Ingredient, type MealSaveRequest, type MealsDailyIntakeResponse } from '@healthdeck/contract/light';
import { accountFixture, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';

type MealRoute = 'account' | 'mealsDailyIntake' | 'mealIngredients' | 'mealPictureUpload' | 'mealSave';

export interface FakeMealsApi extends FakeServer<MealRoute> {
  state: { energy: number; carbs: number; protein: number; fat: number; saved: MealSaveRequest[] };
}

const intake = (v: { energy: number; carbs: number; protein: number; fat: number }): CalorieIntake => ({
  energy: { quantity: Math.round(v.energy), unit: 'kcal' },
  carbs: { quantity: Math.round(v.carbs * 10) / 10, unit: 'g' },
  protein: { quantity: Math.round(v.protein * 10) / 10, unit: 'g' },
  fat: { quantity: Math.round(v.fat * 10) / 10, unit: 'g' },
});

export const FAKE_FOODS: Ingredient[] = [
  { id: 1, name: 'Apple', per_100g: intake({ energy: 52, carbs: 13.8, protein: 0.3, fat: 0.2 }) },
  { id: 2, name: 'Banana', per_100g: intake({ energy: 89, carbs: 22.8, protein: 1.1, fat: 0.3 }) },
];

export function createFakeMealsApi(initial: Partial<{ energy: number; carbs: number; protein: number; fat: number }> = {}): FakeMealsApi {
  const state = { energy: 0, carbs: 0, protein: 0, fat: 0, ...initial, saved: [] as MealSaveRequest[] };
  const api = createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    mealsDailyIntake: () => json({ intake: intake(state), date: '2026-11-21' } satisfies MealsDailyIntakeResponse),
    mealIngredients: () => json({ ingredients: FAKE_FOODS }),
    mealPictureUpload: () => json({ picture_id: '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11', url: '/api/client/meals/picture/5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11' }),
    mealSave: ({ body }) => {
      const meal = body as MealSaveRequest;
      const bad = meal.items.findIndex((i) => !Number.isInteger(i.grams) || i.grams < MEAL_LIMITS.gramsMin || i.grams > MEAL_LIMITS.gramsMax);
      if (bad >= 0) {
        const message = MEAL_LIMITS.messages.grams;
        return json({ statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { [`items.${bad}.grams`]: message } }, 400);
      }
      const totals = { energy: 0, carbs: 0, protein: 0, fat: 0 };
      for (const item of meal.items) {
        const food = FAKE_FOODS.find((f) => f.id === item.ingredient_id)!;
        totals.energy += (food.per_100g.energy.quantity * item.grams) / 100;
        totals.carbs += (food.per_100g.carbs.quantity * item.grams) / 100;
        totals.protein += (food.per_100g.protein.quantity * item.grams) / 100;
        totals.fat += (food.per_100g.fat.quantity * item.grams) / 100;
      }
      state.energy += totals.energy;
      state.carbs += totals.carbs;
      state.protein += totals.protein;
      state.fat += totals.fat;
      state.saved.push(meal);
      return json({
        meal: { id: '7b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11', encrypted_name: meal.encrypted_name, eaten_at: meal.eaten_at, picture_url: null, items: [], totals: intake(totals) },
      });
    },
  });
  return { ...api, state };
}
