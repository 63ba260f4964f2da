// spec 000 §7.6 Meals: daily-intake, multipart upload, save, ingredients. spec 001 §3 Calorie
// intake (energy, carbs, protein, fat, each with a quantity); §7 'Daily calorie intake' → intake.
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { imageTypeOf, MEAL_LIMITS, MEAL_PICTURE_FORMATS, type CalorieIntake, type Meal } from '@healthdeck/contract';
import { isSealedBytes, SEALED_BYTES_OVERHEAD } from '@healthdeck/crypto';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { localDay } from '../time/local-day.js';
import { mealPictureUrl, pictureStore } from '../domain/meal-pictures/picture-store.js';
import { containsPattern } from '../db/like-pattern.js';
import { preparedQuery } from '../db/prepared-query.js';

interface Values {
  energy: number;
  carbs: number;
  protein: number;
  fat: number;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** Whole kcal and grams to one decimal, the way the tracker shows them. */
export function toIntake(v: Values): CalorieIntake {
  return {
    energy: { quantity: Math.round(v.energy), unit: 'kcal' },
    carbs: { quantity: round1(v.carbs), unit: 'g' },
    protein: { quantity: round1(v.protein), unit: 'g' },
    fat: { quantity: round1(v.fat), unit: 'g' },
  };
}

/** The values of `grams` of a food given per 100 g. */
export function valuesOf(per100g: Values, grams: number): Values {
  const f = grams / 100;
  return { energy: per100g.energy * f, carbs: per100g.carbs * f, protein: per100g.protein * f, fat: per100g.fat * f };
}

const sum = (list: Values[]): Values =>
  list.reduce((a, v) => ({ energy: a.energy + v.energy, carbs: a.carbs + v.carbs, protein: a.protein + v.protein, fat: a.fat + v.fat }), { energy: 0, carbs: 0, protein: 0, fat: 0 });

/**
 * The `file` part of a picture upload: the picture sealed in the browser under the member's data
 * key ('hd1.' bytes). The server cannot see what it holds, so the browser checks the
 * image type and size before sealing (sdk meals.uploadPicture); a readable image is refused here,
 * and so is anything else that is not sealed.
 */
async function readSealedPicture(request: Parameters<SomeHandlers<'mealPictureUpload'>['mealPictureUpload']>[0]['request']) {
  const { messages } = MEAL_LIMITS;
  let part: Awaited<ReturnType<typeof request.file>>;
  try {
    // Sealing adds SEALED_BYTES_OVERHEAD to a picture of up to 5 MB.
    part = await request.file({ limits: { fileSize: MEAL_LIMITS.pictureMaxBytes + SEALED_BYTES_OVERHEAD, files: 1, fields: 0, parts: 2 } });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(messages.pictureMissing, { file: messages.pictureMissing });
    throw error;
  }
  if (part?.fieldname !== 'file') throw badRequest(messages.pictureMissing, { file: messages.pictureMissing });
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(messages.pictureSize, { file: messages.pictureSize });
    throw error;
  }
  if (!isSealedBytes(bytes) || bytes.length <= SEALED_BYTES_OVERHEAD || imageTypeOf(bytes) !== null) {
    throw badRequest(messages.pictureNotSealed, { file: messages.pictureNotSealed });
  }
  return bytes;
}

/** Someone else's picture answers exactly like a missing one: its existence is not disclosed. */
const pictureNotFound = () => new ApiHttpError(404, 'NOT_FOUND', 'Picture not found');
const SEALED_FORMATS: readonly string[] = Object.values(MEAL_PICTURE_FORMATS);

/** The energy and macronutrients of the member's meals of a day, summed (0 for a day without meals). */
const dailyIntakeSums = preparedQuery((db, p: { userId: string; day: string }) =>
  db
    .selectFrom('meal_items')
    .innerJoin('meals', 'meals.id', 'meal_items.meal_id')
    .select([
      sql<number>`coalesce(sum(meal_items.energy_kcal), 0)`.as('energy'),
      sql<number>`coalesce(sum(meal_items.carbs_g), 0)`.as('carbs'),
      sql<number>`coalesce(sum(meal_items.protein_g), 0)`.as('protein'),
      sql<number>`coalesce(sum(meal_items.fat_g), 0)`.as('fat'),
    ])
    .where('meals.user_id', '=', p.userId)
    .where('meals.day', '=', p.day),
);

export const mealHandlers: SomeHandlers<'mealsDailyIntake' | 'mealIngredients' | 'mealPictureUpload' | 'mealPicture' | 'mealSave'> = {
  async mealsDailyIntake({ query, user, ctx }) {
    const day = localDay(ctx.config.now(), query.tz);
    const row = await dailyIntakeSums.first(ctx.db, { userId: user.id, day });
    // An aggregate without group by always answers one row (executeTakeFirstOrThrow before).
    if (!row) throw new Error('daily intake: the sums answered no row');
    return { intake: toIntake(row), date: day };
  },

  async mealIngredients({ query, ctx }) {
    const search = query.search?.trim() ?? '';
    let q = ctx.db.selectFrom('ingredients').select(['id', 'name', 'energy_kcal', 'carbs_g', 'protein_g', 'fat_g']).orderBy('name').limit(20);
    // Escaped so a '%' or '_' typed by the member matches itself.
    if (search) q = q.where('name', 'ilike', containsPattern(search));
    const rows = await q.execute();
    return {
      ingredients: rows.map((r) => ({
        id: r.id,
        name: r.name,
        per_100g: toIntake({ energy: r.energy_kcal, carbs: r.carbs_g, protein: r.protein_g, fat: r.fat_g }),
      })),
    };
  },

  async mealPictureUpload({ request, user, ctx }) {
    const bytes = await readSealedPicture(request);
    const key = randomUUID();
    await pictureStore(ctx.db).put(key, bytes);
    const row = await ctx.db
      .insertInto('meal_pictures')
      .values({ user_id: user.id, storage_key: key, content_type: MEAL_PICTURE_FORMATS.dataKey, size_bytes: bytes.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { picture_id: row.id, url: mealPictureUrl(row.id) };
  },

  /**
   * The member's own picture as stored: ciphertext, opened in their browser. The content type says
   * which key opens it (MEAL_PICTURE_FORMATS). A picture not sealed yet (stored by a version that did not seal;
   * sealed at start, domain/meal-pictures/sealing.ts) is never served.
   */
  async mealPicture({ params, user, reply, ctx }) {
    const row = await ctx.db.selectFrom('meal_pictures').select(['storage_key', 'content_type']).where('id', '=', params.id).where('user_id', '=', user.id).executeTakeFirst();
    if (!row || !SEALED_FORMATS.includes(row.content_type)) throw pictureNotFound();
    const bytes = await pictureStore(ctx.db).get(row.storage_key);
    if (!bytes) throw pictureNotFound();
    reply.header('content-type', row.content_type).header('x-content-type-options', 'nosniff');
    return bytes;
  },

  /**
   * Totals are computed here from the catalogue; the client's running totals are only a preview.
   * The meal's name is sealed in the browser: the server stores it as it came.
   */
  async mealSave({ body, query, user, ctx }) {
    const { messages } = MEAL_LIMITS;
    const eatenAt = new Date(body.eaten_at);
    const ids = [...new Set(body.items.map((i) => i.ingredient_id))];
    const foods = await ctx.db.selectFrom('ingredients').selectAll().where('id', 'in', ids).execute();
    const byId = new Map(foods.map((f) => [f.id, f]));
    const fields: Record<string, string> = {};
    body.items.forEach((item, n) => {
      if (!byId.has(item.ingredient_id)) fields[`items.${n}.ingredient_id`] = messages.ingredient;
    });
    if (Object.keys(fields).length > 0) throw badRequest(messages.ingredient, fields);
    if (body.picture_id) {
      const own = await ctx.db.selectFrom('meal_pictures').select('id').where('id', '=', body.picture_id).where('user_id', '=', user.id).executeTakeFirst();
      if (!own) throw badRequest(messages.picture, { picture_id: messages.picture });
    }
    const items = body.items.map((item) => {
      const f = byId.get(item.ingredient_id)!;
      return { ...item, name: f.name, values: valuesOf({ energy: f.energy_kcal, carbs: f.carbs_g, protein: f.protein_g, fat: f.fat_g }, item.grams) };
    });
    const day = localDay(eatenAt, query.tz);
    const meal = await ctx.db.transaction().execute(async (trx) => {
      const saved = await trx
        .insertInto('meals')
        .values({ user_id: user.id, encrypted_name: body.encrypted_name, eaten_at: eatenAt, day, picture_id: body.picture_id ?? null })
        .returning(['id', 'eaten_at'])
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('meal_items')
        .values(
          items.map((i) => ({
            meal_id: saved.id,
            ingredient_id: i.ingredient_id,
            grams: i.grams,
            energy_kcal: i.values.energy,
            carbs_g: i.values.carbs,
            protein_g: i.values.protein,
            fat_g: i.values.fat,
          })),
        )
        .execute();
      return saved;
    });
    const answer: Meal = {
      id: meal.id,
      encrypted_name: body.encrypted_name,
      eaten_at: meal.eaten_at.toISOString(),
      picture_url: body.picture_id ? mealPictureUrl(body.picture_id) : null,
      items: items.map((i) => ({ ingredient_id: i.ingredient_id, name: i.name, grams: i.grams, intake: toIntake(i.values) })),
      totals: toIntake(sum(items.map((i) => i.values))),
    };
    return { meal: answer };
  },
};
