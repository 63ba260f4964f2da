// The member's consent record and withdrawal (ours; the spec has none: docs/decisions/0097-consent-record-and-withdrawal.md).
// The record lists every agreement that applies to the member and every one they ever answered, with
// each answer (legal_consents keeps them all). Withdrawing records a declined answer to the current
// version; a required agreement of some of the member's programmes also takes the member out of
// those programmes (their 'program_user' links made inactive), in one transaction with an audit row.
import {
  LegalConsentClass,
  type ConsentProgram,
  type ConsentRecordItem,
  type ConsentRecordResponse,
  type ConsentWithdrawal,
  type ConsentWithdrawResponse,
  type LegalAgreementClass,
} from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import { auditInsert } from '../../audit.js';
import { createClassStore, type ClassRecord } from '../../admin-classes/class-store.js';
import { badRequest, notFound } from '../../http/api-error.js';
import { memberProgramIds } from '../programs/member-programs.js';

type Agreement = ClassRecord<LegalAgreementClass>;

/** What withdrawing the member's acceptance does (null: nothing accepted in this version). */
function withdrawalOf(agreement: Agreement, accepted: boolean, memberPrograms: ConsentProgram[]): { withdrawal: ConsentWithdrawal | null; leaves: ConsentProgram[] } {
  if (!accepted) return { withdrawal: null, leaves: [] };
  if (!agreement.data.withdrawable) return { withdrawal: 'not_allowed', leaves: [] };
  if (!agreement.data.required) return { withdrawal: 'allowed', leaves: [] };
  // The organisation's rule: withdrawing it closes the account (the account deletion, with its grace period).
  if (agreement.data.on_required_withdrawal === 'close_account') return { withdrawal: 'closes_account', leaves: [] };
  // Required of every member: only closing the account ends it.
  if (agreement.data.programs.length === 0) return { withdrawal: 'not_allowed', leaves: [] };
  const leaves = memberPrograms.filter((p) => agreement.data.programs.includes(p.id));
  return leaves.length > 0 ? { withdrawal: 'leaves_programs', leaves } : { withdrawal: 'allowed', leaves: [] };
}

export async function consentRecordOf(ctx: AppContext, userId: string): Promise<ConsentRecordResponse> {
  const store = createClassStore(ctx.db);
  const programIds = await memberProgramIds(ctx.db, userId);
  const [{ items: agreements }, { items: answers }, programs] = await Promise.all([
    store.list<LegalAgreementClass>('legalagreements', { sort: 'title' }),
    store.list<LegalConsentClass>('legal_consents', { filters: { user_id: userId }, sort: 'answered_at', order: 'desc' }),
    store.getMany<{ name: string }>('programs', programIds),
  ]);
  const memberPrograms = programIds.flatMap((id) => (programs.get(id) ? [{ id, name: programs.get(id)!.data.name }] : []));
  const items: ConsentRecordItem[] = [];
  for (const agreement of agreements) {
    const own = answers.filter((a) => a.data.legal_agreement_id === agreement.id);
    const applies = agreement.data.is_active && (agreement.data.programs.length === 0 || agreement.data.programs.some((p) => programIds.includes(p)));
    if (!applies && own.length === 0) continue;
    const latest = own.find((a) => a.data.version === agreement.data.version);
    const { withdrawal, leaves } = withdrawalOf(agreement, applies && latest?.data.accepted === true, memberPrograms);
    items.push({
      id: agreement.id,
      title: agreement.data.title,
      content: agreement.data.content,
      url: agreement.data.url,
      version: agreement.data.version,
      required: agreement.data.required,
      applies,
      answers: own.map((a) => ({ accepted: a.data.accepted, version: a.data.version, answered_at: a.data.answered_at })),
      withdrawal,
      leaves_programs: leaves,
    });
  }
  return { agreements: items };
}

export async function withdrawConsent(ctx: AppContext, userId: string, agreementId: string, ip: string): Promise<ConsentWithdrawResponse> {
  const before = await consentRecordOf(ctx, userId);
  const item = before.agreements.find((a) => a.id === agreementId);
  if (!item) throw notFound('Legal agreement not found');
  if (item.withdrawal === null) throw badRequest('You have not accepted this agreement, so there is nothing to withdraw.');
  if (item.withdrawal === 'not_allowed') throw badRequest('This agreement cannot be withdrawn while you have an account.');
  if (item.withdrawal === 'closes_account') throw badRequest('Withdrawing this agreement closes your account: ask for your account to be deleted.');
  const left = item.leaves_programs;
  await ctx.db.transaction().execute(async (trx) => {
    await createClassStore(trx).insert(
      'legal_consents',
      LegalConsentClass.parse({ user_id: userId, legal_agreement_id: item.id, version: item.version, accepted: false, answered_at: ctx.config.now().toISOString() }),
    );
    if (left.length > 0) {
      await trx
        .updateTable('links')
        .set({ is_active: false })
        .where('kind', '=', 'program_user')
        .where('b_id', '=', userId)
        .where(
          'a_id',
          'in',
          left.map((p) => p.id),
        )
        .execute();
    }
    await auditInsert(trx, 'consent.withdrawn', { userId, ip, detail: { legal_agreement_id: item.id, version: item.version, left_programs: left.map((p) => p.id) } }).execute();
  });
  return { ...(await consentRecordOf(ctx, userId)), left_programs: left };
}
