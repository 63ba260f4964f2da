import { z } from 'zod';
import { TRANSLATABLE_KINDS, TRANSLATION_LANGUAGES, type TranslatableKind } from '../rules/translatable-fields.js';

// Translations of administered content (docs/decisions/0107-content-translations.md): the admin's
// editor of one record and the report of what is missing per language and kind.

export const TranslatableKindSchema = z.enum(TRANSLATABLE_KINDS as [TranslatableKind, ...TranslatableKind[]]);
export const TranslationLanguageSchema = z.enum(TRANSLATION_LANGUAGES);

export const TranslationRecordParams = z.object({ kind: TranslatableKindSchema, id: z.string().trim().min(1).max(100) });
export type TranslationRecordParams = z.infer<typeof TranslationRecordParams>;

/** One field of the record: its English text (the record's own) and its text in each language that has one. */
export const TranslatedField = z.object({
  field: z.string(),
  english: z.string(),
  translations: z.partialRecord(TranslationLanguageSchema, z.string()),
});
export type TranslatedField = z.infer<typeof TranslatedField>;

export const TranslationRecordResponse = z.object({
  kind: TranslatableKindSchema,
  id: z.string(),
  /** How the record is named in lists (its title or name), in English. */
  label: z.string(),
  fields: z.array(TranslatedField),
});
export type TranslationRecordResponse = z.infer<typeof TranslationRecordResponse>;

/**
 * The texts of one language, by field: a non-empty text is saved, an empty one removes the
 * translation (the member then reads English). Fields not sent stay as they are.
 */
export const TranslationSaveRequest = z.object({
  language: TranslationLanguageSchema,
  values: z.record(z.string().max(100), z.string().max(20_000)),
});
export type TranslationSaveRequest = z.infer<typeof TranslationSaveRequest>;

export const TranslationReportQuery = z.object({ language: TranslationLanguageSchema.optional() }).strict();
export type TranslationReportQuery = z.infer<typeof TranslationReportQuery>;

/** A record with English text in fields that have none in the language. */
export const MissingTranslation = z.object({ id: z.string(), label: z.string(), fields: z.array(z.string()) });
export type MissingTranslation = z.infer<typeof MissingTranslation>;

export const TranslationReportKind = z.object({
  kind: TranslatableKindSchema,
  /** Fields with English text across the kind's records (what could be translated). */
  fields: z.number().int(),
  missing: z.array(MissingTranslation),
});
export const TranslationReportLanguage = z.object({
  language: TranslationLanguageSchema,
  /** Fields with English text and no translation, over every kind. */
  missing: z.number().int(),
  fields: z.number().int(),
  kinds: z.array(TranslationReportKind),
});
export type TranslationReportLanguage = z.infer<typeof TranslationReportLanguage>;
export const TranslationReportResponse = z.object({ languages: z.array(TranslationReportLanguage) });
export type TranslationReportResponse = z.infer<typeof TranslationReportResponse>;
