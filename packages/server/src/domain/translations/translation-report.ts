import type { Kysely } from 'kysely';
import { TRANSLATABLE_FIELDS, TRANSLATABLE_KINDS, TRANSLATION_LANGUAGES, type TranslationLanguage, type TranslationReportLanguage } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { englishRecords, englishText, recordLabel } from './content-sources.js';

/**
 * What a member would read in English, per language and kind: every field with English text and no
 * translation in the language, by record. A field without English text has nothing to translate.
 */
export async function translationReport(db: Kysely<Database>, only?: TranslationLanguage): Promise<TranslationReportLanguage[]> {
  const languages = only ? [only] : [...TRANSLATION_LANGUAGES];
  const [records, rows] = await Promise.all([
    Promise.all(TRANSLATABLE_KINDS.map(async (kind) => [kind, await englishRecords(db, kind)] as const)),
    db.selectFrom('content_translations').select(['language', 'kind', 'record_id', 'field']).where('language', 'in', languages).execute(),
  ]);
  const have = new Set(rows.map((row) => `${row.language}\u0000${row.kind}\u0000${row.record_id}\u0000${row.field}`));
  return languages.map((language) => {
    let missingTotal = 0;
    let fieldsTotal = 0;
    const kinds = records.map(([kind, items]) => {
      let fields = 0;
      const missing = [];
      for (const record of items) {
        const untranslated: string[] = [];
        for (const field of TRANSLATABLE_FIELDS[kind]) {
          if (englishText(record, field) === null) continue;
          fields++;
          if (!have.has(`${language}\u0000${kind}\u0000${record.id}\u0000${field}`)) untranslated.push(field);
        }
        if (untranslated.length > 0) missing.push({ id: record.id, label: recordLabel(record), fields: untranslated });
      }
      missingTotal += missing.reduce((sum, entry) => sum + entry.fields.length, 0);
      fieldsTotal += fields;
      return { kind, fields, missing };
    });
    return { language, missing: missingTotal, fields: fieldsTotal, kinds };
  });
}
