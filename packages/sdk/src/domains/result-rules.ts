// Results that act (docs/decisions/0102-results-that-act.md): an organisation's result rules for
// administrators; for the member, the rules that apply and their answer to one that fired for a kit
// (rules/result-rule-match.ts decides which fire, in the browser). Accepting gives a programme
// action and a notification, so the member's programmes, pages and notifications are read again.
import {
  resultRulesRoutes,
  type MemberResultRulesResponse,
  type ResultRule,
  type ResultRuleAnswerRequest,
  type ResultRuleAnswerResponse,
  type ResultRuleInput,
  type ResultRulesResponse,
} from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { ACTION_COMPLETION_INVALIDATES } from './actions.js';
import { notificationsKeys } from './notifications.js';

export const resultRulesKeys = {
  member: (kitId: string) => ['result-rules', 'mine', kitId] as const,
  organization: (organizationId: string) => ['admin', 'result-rules', organizationId] as const,
};

type Signal = { signal?: AbortSignal };
const call = (hd: HealthDeck) => routed(hd.call, resultRulesRoutes);

/** The active rules of the member's organisations and the member's answers for this kit (its id, not its printed serial). */
export function fetchMemberResultRules(hd: HealthDeck, kitId: string, signal?: AbortSignal): Promise<MemberResultRulesResponse> {
  return call(hd)('memberResultRules', { query: { kit_id: kitId }, signal });
}

export const memberResultRulesQuery = (hd: HealthDeck, kitId: string) => ({
  queryKey: resultRulesKeys.member(kitId),
  queryFn: ({ signal }: Signal) => fetchMemberResultRules(hd, kitId, signal),
});

/** The member's answer to a rule that fired for the kit; the cached answers take it, and an acceptance's effects are read again. */
export async function answerResultRule(hd: HealthDeck, ruleId: string, answer: ResultRuleAnswerRequest): Promise<ResultRuleAnswerResponse> {
  const result = await call(hd)('memberResultRuleAnswer', { params: { id: ruleId }, body: answer });
  hd.queryClient.setQueryData<MemberResultRulesResponse>(resultRulesKeys.member(answer.kit_id), (cached) =>
    cached ? { ...cached, answers: [...cached.answers.filter((a) => a.rule_id !== ruleId), result.answer] } : cached,
  );
  if (result.answer.decision === 'accepted') {
    await Promise.all([...ACTION_COMPLETION_INVALIDATES, notificationsKeys.all].map((queryKey) => hd.queryClient.invalidateQueries({ queryKey })));
  }
  return result;
}

export const answerResultRuleMutation = (hd: HealthDeck, kitId: string) => ({
  mutationKey: ['result-rules', 'answer', kitId] as const,
  mutationFn: ({ ruleId, decision }: { ruleId: string; decision: ResultRuleAnswerRequest['decision'] }) => answerResultRule(hd, ruleId, { kit_id: kitId, decision }),
});

export function fetchResultRules(hd: HealthDeck, organizationId: string, signal?: AbortSignal): Promise<ResultRulesResponse> {
  return call(hd)('adminResultRules', { params: { id: organizationId }, signal });
}

export const resultRulesQuery = (hd: HealthDeck, organizationId: string) => ({
  queryKey: resultRulesKeys.organization(organizationId),
  queryFn: ({ signal }: Signal) => fetchResultRules(hd, organizationId, signal),
});

const rulesChanged = (hd: HealthDeck, organizationId: string) => hd.queryClient.invalidateQueries({ queryKey: resultRulesKeys.organization(organizationId) });

export async function createResultRule(hd: HealthDeck, organizationId: string, rule: ResultRuleInput): Promise<ResultRule> {
  const { rule: saved } = await call(hd)('adminResultRuleCreate', { params: { id: organizationId }, body: rule });
  await rulesChanged(hd, organizationId);
  return saved;
}

export async function updateResultRule(hd: HealthDeck, organizationId: string, ruleId: string, rule: ResultRuleInput): Promise<ResultRule> {
  const { rule: saved } = await call(hd)('adminResultRuleUpdate', { params: { id: organizationId, ruleId }, body: rule });
  await rulesChanged(hd, organizationId);
  return saved;
}

export async function deleteResultRule(hd: HealthDeck, organizationId: string, ruleId: string): Promise<void> {
  await call(hd)('adminResultRuleDelete', { params: { id: organizationId, ruleId } });
  await rulesChanged(hd, organizationId);
}

/** Saves a new rule (no id) or replaces one. */
export const resultRuleSaveMutation = (hd: HealthDeck, organizationId: string) => ({
  mutationFn: ({ id, rule }: { id: string | null; rule: ResultRuleInput }) => (id ? updateResultRule(hd, organizationId, id, rule) : createResultRule(hd, organizationId, rule)),
});

export const resultRuleDeleteMutation = (hd: HealthDeck, organizationId: string) => ({
  mutationFn: (ruleId: string) => deleteResultRule(hd, organizationId, ruleId),
});
