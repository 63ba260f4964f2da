import { sql, type Kysely } from 'kysely';
import {
  LANGUAGES,
  TRANSLATABLE_FIELDS,
  TRANSLATION_LANGUAGES,
  isTranslatableField,
  type Language,
  type TranslatableKind,
  type TranslationLanguage,
  type TranslationRecordResponse,
} from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { audit } from '../../audit.js';
import { ApiHttpError } from '../../http/api-error.js';
import { englishRecord, englishText, recordLabel } from './content-sources.js';

// Administered content in the member's language (docs/decisions/0107-content-translations.md):
// English is the record; a translation replaces one field of one record in one language, so a
// field nobody translated stays English while its neighbours are translated.

/** Whom an answer is for: the member, and the language their browser asks for. */
export interface ContentReader {
  userId: string;
  /** The language the request's Accept-Language header asks for (content-language.ts). */
  accepted: Language;
}

/** The records an answer shows, by kind. */
export type ContentWants = Partial<Record<TranslatableKind, readonly string[]>>;

export interface Translator {
  /** The language the answer is in: the member's preference, else the one their browser asks for. */
  readonly language: Language;
  /** The record's data with each member-facing field in the language where it has a translation. */
  apply<T extends object>(kind: TranslatableKind, id: string, data: T): T;
  /** One field in the language, or `english` where it has no translation. */
  text(kind: TranslatableKind, id: string, field: string, english: string): string;
}

const languageCodes = Object.keys(LANGUAGES);

/**
 * The member's language and the translations of the records an answer shows, in one statement
 * (one per answer, whatever the number of records): the language is the member's saved preference
 * (spec 001 §2 language picker), else the browser's. English answers read no translation.
 */
export async function contentTranslator(db: Kysely<Database>, reader: ContentReader, wants: ContentWants): Promise<Translator> {
  const kinds = Object.keys(wants).filter((kind) => (wants[kind as TranslatableKind]?.length ?? 0) > 0);
  const ids = [...new Set(kinds.flatMap((kind) => wants[kind as TranslatableKind] ?? []))];
  const { rows } = await sql<{ language: string; kind: string | null; record_id: string | null; field: string | null; value: string | null }>`
    with chosen as (
      select coalesce(
        (select u.profile->>'language' from users u where u.id = ${reader.userId} and u.profile->>'language' = any(${languageCodes}::text[])),
        ${reader.accepted}
      ) as language
    )
    select chosen.language, t.kind, t.record_id, t.field, t.value
    from chosen
    left join content_translations t
      on t.language = chosen.language and chosen.language <> 'en' and t.kind = any(${kinds}::text[]) and t.record_id = any(${ids}::text[])
  `.execute(db);
  const language = (rows[0]?.language ?? reader.accepted) as Language;
  const found = new Map<string, string>();
  for (const row of rows) {
    if (row.kind && row.record_id && row.field && row.value !== null) found.set(keyOf(row.kind, row.record_id, row.field), row.value);
  }
  return translatorOf(language, found);
}

const keyOf = (kind: string, id: string, field: string) => `${kind}\u0000${id}\u0000${field}`;

function translatorOf(language: Language, found: Map<string, string>): Translator {
  return {
    language,
    apply(kind, id, data) {
      if (found.size === 0) return data;
      let out: T | undefined;
      type T = typeof data;
      for (const field of TRANSLATABLE_FIELDS[kind]) {
        const value = found.get(keyOf(kind, id, field));
        if (value === undefined || typeof (data as Record<string, unknown>)[field] !== 'string') continue;
        out ??= { ...data };
        (out as Record<string, unknown>)[field] = value;
      }
      return out ?? data;
    },
    text: (kind, id, field, english) => found.get(keyOf(kind, id, field)) ?? english,
  };
}

/** A record's member-facing fields with their English text and each language's, for the admin's editor. */
export async function recordTranslations(db: Kysely<Database>, kind: TranslatableKind, id: string): Promise<TranslationRecordResponse> {
  const record = await englishRecord(db, kind, id);
  if (!record) throw new ApiHttpError(404, 'NOT_FOUND', 'No such record');
  const rows = await db.selectFrom('content_translations').select(['language', 'field', 'value']).where('kind', '=', kind).where('record_id', '=', record.id).execute();
  return {
    kind,
    id: record.id,
    label: recordLabel(record),
    fields: TRANSLATABLE_FIELDS[kind].map((field) => ({
      field,
      english: englishText(record, field) ?? '',
      translations: Object.fromEntries(rows.filter((row) => row.field === field && isLanguage(row.language)).map((row) => [row.language, row.value])),
    })),
  };
}

const isLanguage = (code: string): code is TranslationLanguage => (TRANSLATION_LANGUAGES as readonly string[]).includes(code);

/**
 * Saves a record's texts in one language: a text (trimmed) replaces the field's translation, an
 * empty one removes it. A field members do not read is refused (400 naming it), in one transaction
 * with the audit entry.
 */
export async function saveTranslations(
  db: Kysely<Database>,
  kind: TranslatableKind,
  id: string,
  input: { language: TranslationLanguage; values: Record<string, string> },
  by: { userId: string; ip: string | null },
): Promise<TranslationRecordResponse> {
  const record = await englishRecord(db, kind, id);
  if (!record) throw new ApiHttpError(404, 'NOT_FOUND', 'No such record');
  const unknown = Object.keys(input.values).filter((field) => !isTranslatableField(kind, field));
  if (unknown.length > 0) {
    throw new ApiHttpError(
      400,
      'VALIDATION_FAILED',
      `Members do not read ${unknown.join(', ')} of this record`,
      Object.fromEntries(unknown.map((field) => [field, 'Not a field members read'])),
    );
  }
  const entries = Object.entries(input.values).map(([field, value]) => [field, value.trim()] as const);
  await db.transaction().execute(async (trx) => {
    const cleared = entries.filter(([, value]) => value === '').map(([field]) => field);
    const kept = entries.filter(([, value]) => value !== '');
    if (cleared.length > 0) {
      await trx.deleteFrom('content_translations').where('language', '=', input.language).where('kind', '=', kind).where('record_id', '=', record.id).where('field', 'in', cleared).execute();
    }
    if (kept.length > 0) {
      await trx
        .insertInto('content_translations')
        .values(kept.map(([field, value]) => ({ language: input.language, kind, record_id: record.id, field, value })))
        .onConflict((oc) => oc.columns(['language', 'kind', 'record_id', 'field']).doUpdateSet({ value: (eb) => eb.ref('excluded.value'), updated_at: sql`now()` }))
        .execute();
    }
    await audit(trx, 'translations.saved', {
      actorId: by.userId,
      userId: null,
      ip: by.ip,
      detail: { kind, id: record.id, language: input.language, saved: kept.map(([f]) => f), removed: cleared },
    });
  });
  return recordTranslations(db, kind, record.id);
}
