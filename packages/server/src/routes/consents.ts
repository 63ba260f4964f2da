// spec 000 §7.6 legal-agreements GET and consent POST (domain/consents/legal-agreements.ts); the
// member's consent record and withdrawal (domain/consents/consent-record.ts).
import type { SomeHandlers } from './types.js';
import { legalAgreementsOf, saveConsents } from '../domain/consents/legal-agreements.js';
import { consentRecordOf, withdrawConsent } from '../domain/consents/consent-record.js';

export const consentHandlers: SomeHandlers<'legalAgreements' | 'consentSave' | 'consentRecord' | 'consentWithdraw'> = {
  legalAgreements: ({ user, ctx }) => legalAgreementsOf(ctx.db, user.id),
  consentSave: ({ body, user, ctx }) => saveConsents(ctx, user.id, [body]),
  consentRecord: ({ user, ctx }) => consentRecordOf(ctx, user.id),
  consentWithdraw: ({ params, user, ctx, request }) => withdrawConsent(ctx, user.id, params.id, request.ip),
};
