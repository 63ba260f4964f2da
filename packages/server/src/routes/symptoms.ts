import { sql } from 'kysely';
import { SYMPTOM_LOGGED, type SymptomStatus, type SymptomsResponse, type SymptomUpdateResponse } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { localDay } from '../time/local-day.js';
import { ApiHttpError } from '../http/api-error.js';
import { preparedQuery } from '../db/prepared-query.js';
import { memberTranslator } from '../http/member-translator.js';

/**
 * spec 001 §4: the 'None of these' symptom is matched ignoring spaces and case. The same match in
 * SQL (name without spaces, lower-cased) so the clearing happens inside one transaction.
 */
const NONE_OF_THESE_KEY = 'noneofthese';
export function isNoneOfThese(name: string): boolean {
  return name.replace(/\s+/g, '').toLowerCase() === NONE_OF_THESE_KEY;
}
const WHITESPACE = '\\s+';
const noneOfTheseSql = sql<boolean>`lower(regexp_replace(symptoms.name, ${WHITESPACE}, '', 'g')) = ${NONE_OF_THESE_KEY}`;

const status = (logged: boolean): SymptomStatus => (logged ? SYMPTOM_LOGGED : null);

/** The active symptoms, each with the member's log of the day where there is one. */
const symptomsOfDay = preparedQuery((db, p: { userId: string; day: string }) =>
  db
    .selectFrom('symptoms')
    .leftJoin('user_symptom_logs as logs', (join) => join.onRef('logs.symptom_id', '=', 'symptoms.id').on('logs.user_id', '=', p.userId).on('logs.day', '=', p.day))
    .select(['symptoms.id', 'symptoms.name', 'logs.id as log_id'])
    .where('symptoms.active', '=', true)
    .orderBy('symptoms.sort_order')
    .orderBy('symptoms.id'),
);

/** spec 001 §3 Symptom, §4 Symptoms, §7 symptoms list / symptom update. */
export const symptomsHandlers: SomeHandlers<'symptomsList' | 'symptomUpdate'> = {
  async symptomsList({ query, user, request, reply, ctx }): Promise<SymptomsResponse> {
    const day = localDay(ctx.config.now(), query.tz);
    const rows = await symptomsOfDay.rows(ctx.db, { userId: user.id, day });
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { symptoms: rows.map((row) => String(row.id)) });
    return rows.map((row) => ({
      id: row.id,
      name: translator.text('symptoms', String(row.id), 'name', row.name),
      status: status(row.log_id !== null),
      none_of_these: isNoneOfThese(row.name),
    }));
  },

  async symptomUpdate({ query, body, user, ctx }): Promise<SymptomUpdateResponse> {
    const day = localDay(ctx.config.now(), query.tz);
    return ctx.db.transaction().execute(async (trx) => {
      // Serialises this member's toggles: 'None of these' and another symptom tapped at the same
      // moment must not both end up logged (the rule holds on the server, not only in the client).
      await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().executeTakeFirst();
      const symptom = await trx.selectFrom('symptoms').select(['id', 'name']).where('id', '=', body.symptom_id).where('active', '=', true).executeTakeFirst();
      if (!symptom) {
        throw new ApiHttpError(404, 'NOT_FOUND', `No symptom with id ${body.symptom_id}`, { symptom_id: 'Pick a symptom from the list' });
      }
      const removed = await trx.deleteFrom('user_symptom_logs').where('user_id', '=', user.id).where('symptom_id', '=', symptom.id).where('day', '=', day).returning('id').executeTakeFirst();
      if (removed) return { symptom_id: symptom.id, status: status(false) };

      await trx.insertInto('user_symptom_logs').values({ user_id: user.id, symptom_id: symptom.id, day }).execute();
      // spec 001 §4: picking 'None of these' clears all others; picking any other clears 'None of these'.
      const noneOfThese = isNoneOfThese(symptom.name);
      await trx
        .deleteFrom('user_symptom_logs')
        .where('user_id', '=', user.id)
        .where('day', '=', day)
        .where('symptom_id', '!=', symptom.id)
        .where('symptom_id', 'in', (eb) =>
          eb
            .selectFrom('symptoms')
            .select('symptoms.id')
            .where(noneOfThese ? sql<boolean>`not (${noneOfTheseSql})` : noneOfTheseSql),
        )
        .execute();
      return { symptom_id: symptom.id, status: status(true) };
    });
  },
};
