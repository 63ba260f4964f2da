// A meal's name is sealed in the browser; its rules (MEAL_LIMITS) are checked here since the server
// receives it sealed.
import type { ReadableAtom } from 'nanostores';
import { MEAL_LIMITS, type ApiError } from '@healthdeck/contract/light';
import { sealForServer } from './clinical-record.js';

/** The name's problem as the server's 400 body would say it (the form shows it under the name), or null. */
export function mealNameProblem(name: string): ApiError | null {
  const { messages } = MEAL_LIMITS;
  const trimmed = name.trim();
  const message = trimmed === '' ? messages.name : trimmed.length > MEAL_LIMITS.nameMax ? `The name must be at most ${MEAL_LIMITS.nameMax} characters` : null;
  return message === null ? null : { statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { name: message } };
}

/** The trimmed name sealed under the member's data key (locked: a HealthDeckError 423), or its problem. */
export async function sealMealName(name: string, $dataKey: ReadableAtom<CryptoKey | null>): Promise<{ encrypted_name: string } | { error: ApiError }> {
  const error = mealNameProblem(name);
  if (error) return { error };
  return { encrypted_name: await sealForServer({ $dataKey }, name.trim()) };
}
