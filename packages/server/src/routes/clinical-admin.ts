// spec 000 §7.2: simulate medical record (POST with user_id), user risk scores and user EPDS form
// by user id, admin telehealth form by user id, smartlink vitals. Staff see ciphertext only (the
// member's key, or an organisation recovery key opened in the staff browser, opens it); every read by
// user id is audited under the member (domain/clinical/), as is the recovery copy (routes/recovery-keys.ts).
import type { FastifyRequest } from 'fastify';
import type { ClinicalReadRecord } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { SomeHandlers } from './types.js';
import { auditClinicalRead, epdsSection, latestRiskScores, memberExists } from '../domain/clinical/clinical-reads.js';
import { simulateMedicalRecord } from '../domain/clinical/simulated-records.js';
import { telehealthFormOf } from '../domain/telehealth/appointments.js';
import { vitalsPage } from '../domain/vitals/vitals.js';

const audit = (ctx: AppContext, request: FastifyRequest, staffId: string, memberId: string, what: ClinicalReadRecord) =>
  auditClinicalRead(ctx, { staffId, memberId, ip: request.ip, path: request.url.split('?')[0], what });

export const clinicalAdminHandlers: SomeHandlers<'adminSimulateMedicalRecord' | 'adminUserRiskScores' | 'adminUserEpdsForm' | 'adminUserTelehealthForm' | 'adminSmartlinkVitals'> = {
  async adminSimulateMedicalRecord({ body, ctx }) {
    await memberExists(ctx.db, body.user_id);
    return simulateMedicalRecord(ctx.db, body.user_id, ctx.config.now());
  },

  async adminUserRiskScores({ params, ctx, user, request }) {
    await memberExists(ctx.db, params.id);
    const risk_scores = await latestRiskScores(ctx.db, params.id);
    await audit(ctx, request, user.id, params.id, 'risk-scores');
    return { user_id: params.id, risk_scores };
  },

  async adminUserEpdsForm({ params, ctx, user, request }) {
    await memberExists(ctx.db, params.id);
    const form = await epdsSection(ctx.db, params.id);
    await audit(ctx, request, user.id, params.id, 'epds-form');
    return { user_id: params.id, form };
  },

  async adminUserTelehealthForm({ params, ctx, user, request }) {
    await memberExists(ctx.db, params.id);
    const form = await telehealthFormOf(ctx.db, params.id);
    await audit(ctx, request, user.id, params.id, 'telehealth-form');
    return { user_id: params.id, form };
  },

  async adminSmartlinkVitals({ query, ctx, user, request }) {
    await memberExists(ctx.db, query.user_id);
    const vitals = await vitalsPage(ctx, query.user_id, query.page, query.take);
    await audit(ctx, request, user.id, query.user_id, 'vitals');
    return { user_id: query.user_id, vitals };
  },
};
