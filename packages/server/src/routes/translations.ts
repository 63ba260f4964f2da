// Administered content in each language (docs/decisions/0107-content-translations.md): the admin's
// editor and report (a member's answer learns its language in http/member-translator.ts).
import type { SomeHandlers } from './types.js';
import { recordTranslations, saveTranslations } from '../domain/translations/translations.js';
import { translationReport } from '../domain/translations/translation-report.js';

export const translationHandlers: SomeHandlers<'adminTranslations' | 'adminTranslationsSave' | 'adminTranslationReport'> = {
  adminTranslations: ({ params, ctx }) => recordTranslations(ctx.db, params.kind, params.id),
  adminTranslationsSave: ({ params, body, user, request, ctx }) => saveTranslations(ctx.db, params.kind, params.id, body, { userId: user.id, ip: request.ip }),
  adminTranslationReport: async ({ query, ctx }) => ({ languages: await translationReport(ctx.db, query.language) }),
};
