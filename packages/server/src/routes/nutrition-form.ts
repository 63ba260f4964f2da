// spec 000 §3.3 Nutrition form, §7.6 (GET, POST, submit). The answers (diet, allergies, goals) can
// reveal health conditions, so they are sealed in the client like the HRA (docs/decisions/0036-what-the-browser-seals.md).
import { NUTRITION_SUBMIT_EMPTY_MESSAGE, type NutritionForm } from '@healthdeck/contract';
import type { Selectable } from 'kysely';
import type { NutritionFormsTable } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { badRequest } from '../http/api-error.js';

function toNutritionForm(row: Selectable<NutritionFormsTable> | undefined): NutritionForm {
  if (!row) return { status: 'new', encrypted_data: null, updated_at: null, submitted_at: null };
  return {
    status: row.status,
    encrypted_data: row.encrypted_data,
    updated_at: row.updated_at.toISOString(),
    submitted_at: row.submitted_at ? row.submitted_at.toISOString() : null,
  };
}

export const nutritionFormHandlers: SomeHandlers<'nutritionForm' | 'nutritionFormSave' | 'nutritionFormSubmit'> = {
  async nutritionForm({ user, ctx }) {
    const row = await ctx.db.selectFrom('nutrition_forms').selectAll().where('user_id', '=', user.id).executeTakeFirst();
    return { form: toNutritionForm(row) };
  },

  /** Saving keeps the form incomplete until it is submitted; saving after submit reopens it. */
  async nutritionFormSave({ body, user, ctx }) {
    const now = ctx.config.now();
    const row = await ctx.db
      .insertInto('nutrition_forms')
      .values({ user_id: user.id, status: 'incomplete', encrypted_data: body.encrypted_data, updated_at: now })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ status: 'incomplete', encrypted_data: body.encrypted_data, submitted_at: null, updated_at: now }))
      .returningAll()
      .executeTakeFirstOrThrow();
    return { form: toNutritionForm(row) };
  },

  async nutritionFormSubmit({ user, ctx }) {
    const now = ctx.config.now();
    const row = await ctx.db.updateTable('nutrition_forms').set({ status: 'complete', submitted_at: now, updated_at: now }).where('user_id', '=', user.id).returningAll().executeTakeFirst();
    if (!row) throw badRequest(NUTRITION_SUBMIT_EMPTY_MESSAGE);
    return { form: toNutritionForm(row) };
  },
};
