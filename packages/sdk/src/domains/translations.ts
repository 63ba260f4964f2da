// Administered content in each language (docs/decisions/0107-content-translations.md): a record's
// member-facing fields in English and in each language, saved one language at a time, and the
// report of what members would still read in English.
import {
  translationsRoutes,
  type TranslatableKind,
  type TranslationLanguage,
  type TranslationRecordResponse,
  type TranslationReportResponse,
  type TranslationSaveRequest,
} from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';

export const translationsKeys = {
  all: ['admin', 'translations'] as const,
  record: (kind: TranslatableKind, id: string) => ['admin', 'translations', 'record', kind, id] as const,
  report: (language?: TranslationLanguage) => ['admin', 'translations', 'report', language ?? 'all'] as const,
};

type Signal = { signal?: AbortSignal };
const call = (hd: HealthDeck) => routed(hd.call, translationsRoutes);

export function fetchRecordTranslations(hd: HealthDeck, kind: TranslatableKind, id: string, signal?: AbortSignal): Promise<TranslationRecordResponse> {
  return call(hd)('adminTranslations', { params: { kind, id }, signal });
}

export const recordTranslationsQuery = (hd: HealthDeck, kind: TranslatableKind, id: string) => ({
  queryKey: translationsKeys.record(kind, id),
  queryFn: ({ signal }: Signal) => fetchRecordTranslations(hd, kind, id, signal),
});

/** Saves one language's texts of a record (an empty text removes it); the record and the report are read again. */
export async function saveRecordTranslations(hd: HealthDeck, kind: TranslatableKind, id: string, input: TranslationSaveRequest): Promise<TranslationRecordResponse> {
  const saved = await call(hd)('adminTranslationsSave', { params: { kind, id }, body: input });
  hd.queryClient.setQueryData(translationsKeys.record(kind, id), saved);
  await hd.queryClient.invalidateQueries({ queryKey: [...translationsKeys.all, 'report'] });
  return saved;
}

export const saveRecordTranslationsMutation = (hd: HealthDeck, kind: TranslatableKind, id: string) => ({
  mutationKey: ['admin', 'translations', 'save', kind, id] as const,
  mutationFn: (input: TranslationSaveRequest) => saveRecordTranslations(hd, kind, id, input),
});

export function fetchTranslationReport(hd: HealthDeck, language?: TranslationLanguage, signal?: AbortSignal): Promise<TranslationReportResponse> {
  return call(hd)('adminTranslationReport', { query: language ? { language } : {}, signal });
}

export const translationReportQuery = (hd: HealthDeck, language?: TranslationLanguage) => ({
  queryKey: translationsKeys.report(language),
  queryFn: ({ signal }: Signal) => fetchTranslationReport(hd, language, signal),
});
