// spec 000 §3.3 Legal agreement (programs JSON list, required 1/0), §4 (required true or false),
// §7.6 legal-agreements GET and consent POST, §8 consent save: 400 carries the server message.
// Agreements are admin class records (legalagreements); each answer is a legal_consents record, so
// administrators list them through the generic mechanism (include_meta, spec 000 §3.3).
import type { Kysely } from 'kysely';
import { LegalConsentClass, type ConsentItem, type LegalAgreementClass, type LegalAgreementsResponse, type MemberLegalAgreement } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { createClassStore } from '../../admin-classes/class-store.js';
import { badRequest } from '../../http/api-error.js';
import { memberProgramIds } from '../programs/member-programs.js';

/** Agreements that apply to the member: those of their programmes (`programIds` when the caller read them already) and those naming no programme. */
async function memberAgreements(db: Kysely<Database>, userId: string, programIds?: string[]) {
  const programs = new Set(programIds ?? (await memberProgramIds(db, userId)));
  const { items } = await createClassStore(db).list<LegalAgreementClass>('legalagreements', { filters: { is_active: true }, sort: 'title' });
  return items.filter((a) => a.data.programs.length === 0 || a.data.programs.some((p) => programs.has(p)));
}

/** The member's agreements with their latest answer to each; pending_required while a required one is not accepted in its version. */
export async function legalAgreementsOf(db: Kysely<Database>, userId: string, programIds?: string[]): Promise<LegalAgreementsResponse> {
  const agreements = await memberAgreements(db, userId, programIds);
  const { items: answers } = await createClassStore(db).list<LegalConsentClass>('legal_consents', { filters: { user_id: userId }, sort: 'answered_at', order: 'desc' });
  const list: MemberLegalAgreement[] = agreements.map((a) => {
    const answer = answers.find((c) => c.data.legal_agreement_id === a.id && c.data.version === a.data.version);
    return {
      id: a.id,
      title: a.data.title,
      content: a.data.content,
      url: a.data.url,
      version: a.data.version,
      required: a.data.required,
      programs: a.data.programs,
      consent: answer ? { accepted: answer.data.accepted, version: answer.data.version, answered_at: answer.data.answered_at } : null,
    };
  });
  return { legal_agreements: list, pending_required: list.some((a) => a.required && a.consent?.accepted !== true) };
}

/**
 * Records answers in one transaction, all or none: every agreement must be one of the member's
 * (else 400 naming it, the message the client shows, spec 000 §8).
 */
export async function saveConsents(ctx: AppContext, userId: string, items: ConsentItem[]): Promise<LegalAgreementsResponse> {
  const agreements = await memberAgreements(ctx.db, userId);
  const answeredAt = ctx.config.now().toISOString();
  const records = items.map((item, index) => {
    const agreement = agreements.find((a) => a.id === item.legal_agreement_id);
    if (!agreement) throw badRequest('Legal agreement not found', { [items.length > 1 ? `legal_consents.${index}.legal_agreement_id` : 'legal_agreement_id']: 'Legal agreement not found' });
    return LegalConsentClass.parse({ user_id: userId, legal_agreement_id: agreement.id, version: agreement.data.version, accepted: item.accepted, answered_at: answeredAt });
  });
  await ctx.db.transaction().execute(async (trx) => {
    const store = createClassStore(trx);
    for (const record of records) await store.insert('legal_consents', record);
  });
  return legalAgreementsOf(ctx.db, userId);
}
