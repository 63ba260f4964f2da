// Results that act (docs/decisions/0102-results-that-act.md): an organisation's result rules for
// administrators; for the member, the rules that apply and their answer for a kit.
import type { SomeHandlers } from './types.js';
import { answerResultRule, createResultRule, deleteResultRule, listResultRules, memberResultRules, updateResultRule } from '../domain/result-rules/result-rules.js';

export const resultRuleHandlers: SomeHandlers<
  'adminResultRules' | 'adminResultRuleCreate' | 'adminResultRuleUpdate' | 'adminResultRuleDelete' | 'memberResultRules' | 'memberResultRuleAnswer'
> = {
  adminResultRules: async ({ params, ctx }) => ({ rules: await listResultRules(ctx.db, params.id) }),
  adminResultRuleCreate: async ({ params, body, user, ctx }) => ({ rule: await createResultRule(ctx.db, params.id, body, user.id) }),
  adminResultRuleUpdate: async ({ params, body, ctx }) => ({ rule: await updateResultRule(ctx.db, params.id, params.ruleId, body, ctx.config.now()) }),
  adminResultRuleDelete: async ({ params, ctx }) => {
    await deleteResultRule(ctx.db, params.id, params.ruleId);
    return null;
  },
  memberResultRules: ({ query, user, ctx }) => memberResultRules(ctx.db, user.id, query.kit_id),
  memberResultRuleAnswer: ({ params, body, user, ctx }) => answerResultRule(ctx.db, user.id, params.id, body, ctx.config.now()),
};
