// spec 000 §3.4 (form status new|incomplete|complete|review|skipped; HRA form kinds), §7.6 (HRA:
// POST save with a save query parameter, POST submit, GET form); spec 001 §4 Health assessment
// section status. Answers and the screening scores sent on submit are sealed in the client
// (encrypted_data); only section statuses, which screenings were scored and when are readable by the
// server (docs/decisions/0036-what-the-browser-seals.md, 0078-risk-scores-and-skip-reason-sealed.md).
import { HRA_FORM_KINDS, HRA_SECTION_CHANGED_MESSAGE, HRA_SECTION_NOT_FOUND_MESSAGE, HRA_SUBMIT_INCOMPLETE_MESSAGE, type HraFormResponse } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { formStatus, readHra, sectionStatus, toHraForm, toHraSection } from '../domain/hra/hra.js';
import { replaceServerSealed } from '../domain/resealed-records/resealed-record.js';

const noForm = () => new Response(null, { status: 204 }) as unknown as HraFormResponse;

export const hraHandlers: SomeHandlers<'hraForm' | 'hraSave' | 'hraSubmit' | 'hraSections' | 'hraSectionSealRecord'> = {
  /** spec 000 §7.6 "GET form (204 gives null)": Fastify sends a returned Response as is (as orders.ts does). */
  async hraForm({ user, ctx }) {
    const { form, rows } = await readHra(ctx.db, user.id);
    return form ? { form: toHraForm(form, rows) } : noForm();
  },

  /** Saving any section after submit reopens the form (submitted_at cleared). */
  async hraSave({ query, body, user, ctx }) {
    const now = ctx.config.now();
    if (body.status !== 'skipped' && body.encrypted_data === null) {
      throw badRequest('encrypted_data is required unless the section is skipped', { encrypted_data: 'encrypted_data is required unless the section is skipped' });
    }
    await ctx.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('hra_forms')
        .values({ user_id: user.id, created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('user_id').doUpdateSet({ submitted_at: null, updated_at: now }))
        .execute();
      await trx
        .insertInto('hra_sections')
        .values({ user_id: user.id, kind: query.save, status: body.status, encrypted_data: body.encrypted_data, updated_at: now })
        .onConflict((oc) => oc.columns(['user_id', 'kind']).doUpdateSet({ status: body.status, encrypted_data: body.encrypted_data, updated_at: now }))
        .execute();
    });
    const { form, rows } = await readHra(ctx.db, user.id);
    return { form: toHraForm(form!, rows) };
  },

  async hraSubmit({ body, user, ctx }) {
    const now = ctx.config.now();
    const { form, rows } = await readHra(ctx.db, user.id);
    if (!form || formStatus(form, rows) === 'incomplete' || formStatus(form, rows) === 'new') throw badRequest(HRA_SUBMIT_INCOMPLETE_MESSAGE);
    const fields: Record<string, string> = {};
    const kinds = new Set<string>();
    body.risk_scores.forEach((score, n) => {
      const section = rows.find((r) => r.kind === score.kind);
      if (kinds.has(score.kind)) fields[`risk_scores.${n}.kind`] = `Only one ${score.kind} score may be sent`;
      else if (section?.status !== 'complete') fields[`risk_scores.${n}.kind`] = `The ${score.kind} section is not complete`;
      kinds.add(score.kind);
    });
    const firstField = Object.values(fields)[0];
    if (firstField) throw badRequest(firstField, fields);
    await ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('hra_forms').set({ submitted_at: now, updated_at: now }).where('user_id', '=', user.id).execute();
      if (body.risk_scores.length > 0) {
        await trx
          .insertInto('hra_risk_scores')
          .values(body.risk_scores.map((s) => ({ user_id: user.id, kind: s.kind, encrypted_data: s.encrypted_data, submitted_at: now })))
          .execute();
      }
    });
    const after = await readHra(ctx.db, user.id);
    return { form: toHraForm(after.form!, after.rows) };
  },

  /**
   * Ours (docs/decisions/0034-server-sealed-records-resealed.md): a section's answers the
   * server sealed to the member's public key (the demo seed), re-sealed by the member's browser under
   * the data key for the section's updated_at it opened, so later visits open it without the
   * password (replaceServerSealed; the row is keyed by the member and the kind). Answers the section
   * as the form read shows it.
   */
  async hraSectionSealRecord({ params, body, user, ctx }) {
    const { form, rows } = await readHra(ctx.db, user.id);
    const row = rows.find((r) => r.kind === params.kind);
    if (!form || !row) throw new ApiHttpError(404, 'NOT_FOUND', HRA_SECTION_NOT_FOUND_MESSAGE);
    const held = await replaceServerSealed(ctx.db, 'hra_sections', user.id, row, body, HRA_SECTION_CHANGED_MESSAGE);
    return { section: toHraSection(params.kind, held, form.submitted_at !== null) };
  },

  async hraSections({ user, ctx }) {
    const { form, rows } = await readHra(ctx.db, user.id);
    const submitted = !!form?.submitted_at;
    return {
      status: formStatus(form, rows),
      sections: HRA_FORM_KINDS.map((kind) => ({
        kind,
        status: sectionStatus(
          rows.find((r) => r.kind === kind),
          submitted,
        ),
      })),
    };
  },
};
