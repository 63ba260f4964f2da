// The member's meals domain, made once per client on first use (see per-client.ts).
import { mealsRoutes } from '@healthdeck/contract/light';
import { callWith, perClient, type Signal } from './per-client.js';
import { createMealsApi, MEALS_DAILY_INTAKE_KEY } from '../domains/meals.js';

export const mealsOf = /* @__PURE__ */ perClient((hd) => createMealsApi(callWith(hd, mealsRoutes), hd.queryClient, hd.$dataKey, hd.$privateKey));
/** spec 001 §7 'Daily calorie intake' → intake: today's energy, carbs, protein and fat. */
export const mealsQueries = /* @__PURE__ */ perClient((hd) => ({
  dailyIntake: () => ({ queryKey: MEALS_DAILY_INTAKE_KEY, queryFn: ({ signal }: Signal) => mealsOf(hd).dailyIntake(signal) }),
}));
