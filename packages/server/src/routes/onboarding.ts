import type { OnboardingState } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { badRequest } from '../http/api-error.js';
import { legalAgreementsOf, saveConsents } from '../domain/consents/legal-agreements.js';
import { activeTopics, enrollmentRow, namesOf, onboardingState, topicsOf } from '../domain/onboarding/topics.js';

export const onboardingHandlers: SomeHandlers<'onboardingTopics' | 'onboardingTopicInterests' | 'onboardingLegalConsents' | 'completeOnboarding' | 'enrollmentInfo'> = {
  onboardingTopics: ({ query, user, ctx }) => topicsOf(ctx.db, user.id, query.kind),

  /** Replaces the member's interests; each id must be an active user-interest topic (else 400 naming it). */
  async onboardingTopicInterests({ body, user, ctx }) {
    const allowed = new Set((await activeTopics(ctx.db, { kind: 'user-interest' })).map((t) => t.id));
    const ids = [...new Set(body.topicInterestIds)];
    const unknown = ids.findIndex((id) => !allowed.has(id));
    if (unknown >= 0) throw badRequest('Topic not found', { [`topicInterestIds.${body.topicInterestIds.indexOf(ids[unknown]!)}`]: 'Topic not found' });
    await ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('user_topic_interests').where('user_id', '=', user.id).execute();
      if (ids.length > 0)
        await trx
          .insertInto('user_topic_interests')
          .values(ids.map((topic_id) => ({ user_id: user.id, topic_id })))
          .execute();
    });
    return topicsOf(ctx.db, user.id, 'user-interest');
  },

  onboardingLegalConsents: ({ body, user, ctx }) => saveConsents(ctx, user.id, body.legal_consents),

  /** Refused (400) while a required agreement is not accepted; completing again keeps the first time. */
  async completeOnboarding({ user, ctx }) {
    const agreements = await legalAgreementsOf(ctx.db, user.id);
    if (agreements.pending_required) throw badRequest('Please accept the required legal agreements first');
    await ctx.db
      .insertInto('user_onboarding')
      .values({ user_id: user.id, completed_at: ctx.config.now() })
      .onConflict((oc) => oc.column('user_id').doUpdateSet({ completed_at: (eb) => eb.fn.coalesce('user_onboarding.completed_at', eb.ref('excluded.completed_at')) }))
      .execute();
    return { onboarding: await onboardingState(ctx.db, user.id) };
  },

  async enrollmentInfo({ user, ctx }) {
    // A select without a table answers one row.
    const [row] = await enrollmentRow.rows(ctx.db, { userId: user.id });
    if (!row) throw new Error('enrollment info: no row');
    const [organizations, programs, agreements] = await Promise.all([
      namesOf(ctx.db, 'organizations', row.organization_ids),
      namesOf(ctx.db, 'programs', row.program_ids),
      legalAgreementsOf(ctx.db, user.id, row.program_ids),
    ]);
    const onboarding: OnboardingState = {
      completed_at: row.completed_at?.toISOString() ?? null,
      topic_interest_ids: row.topic_interest_ids,
      pending_required_agreements: agreements.pending_required,
    };
    return { enrollment: { organizations, programs, onboarding } };
  },
};
