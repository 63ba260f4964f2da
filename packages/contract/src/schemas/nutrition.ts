import { z } from 'zod';
import { EncryptedData } from './measurements.js';

/** Nutrition form statuses (spec 000 §3.4 form status; a single form has no 'skipped' or 'review'). */
export const NutritionFormStatus = z.enum(['new', 'incomplete', 'complete']);

/** spec 000 §3.3 Nutrition form: the answers (diet, allergies, goals) are sealed in the client. */
export const NutritionForm = z.object({
  status: NutritionFormStatus,
  encrypted_data: z.string().nullable(),
  updated_at: z.string().datetime({ offset: true }).nullable(),
  submitted_at: z.string().datetime({ offset: true }).nullable(),
});
export type NutritionForm = z.infer<typeof NutritionForm>;
export const NutritionFormResponse = z.object({ form: NutritionForm });
export type NutritionFormResponse = z.infer<typeof NutritionFormResponse>;
export const NutritionFormSaveRequest = z.object({ encrypted_data: EncryptedData });
export type NutritionFormSaveRequest = z.infer<typeof NutritionFormSaveRequest>;
export const NUTRITION_SUBMIT_EMPTY_MESSAGE = 'Save your answers before submitting the nutrition form';
