// spec 000 §7.6 legal-agreements GET and consent POST (domain/consents/legal-agreements.ts).
import type { SomeHandlers } from './types.js';
import { legalAgreementsOf, saveConsents } from '../domain/consents/legal-agreements.js';

export const consentHandlers: SomeHandlers<'legalAgreements' | 'consentSave'> = {
  legalAgreements: ({ user, ctx }) => legalAgreementsOf(ctx.db, user.id),
  consentSave: ({ body, user, ctx }) => saveConsents(ctx, user.id, [body]),
};
