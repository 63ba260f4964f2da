import { z } from 'zod';
import { RESULT_RULE_COMPARATORS, RESULT_RULE_DECISIONS } from '../constants.js';

// Results that act (docs/decisions/0102-results-that-act.md): an organisation's administrators say
// what a biomarker's result in a range suggests (an action in a programme, a notification, a
// telehealth visit). The member's browser opens the result and compares it with the rules; the
// server never sees the value, only the member's answer to a rule that fired for a kit.

const Uuid = (what: string) => z.string().uuid(`The ${what} must be a UUID`);
const OptionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .nullable()
    .default(null)
    .transform((s) => (s ? s : null));

/** What an administrator writes: the biomarker and its range in the biomarker's unit, and the outcome. */
export const ResultRuleInput = z
  .object({
    name: z.string().trim().min(1, 'Required').max(120, 'At most 120 characters'),
    /** The biomarker's record in the lab catalogue (classkey biomarker). */
    biomarker_id: Uuid('biomarker'),
    comparator: z.enum(RESULT_RULE_COMPARATORS),
    value: z.number().finite(),
    /** The upper bound of 'between'; null otherwise. */
    value_to: z.number().finite().nullable().default(null),
    /** The unit of the bounds: the biomarker's unit in the catalogue (the server refuses another). */
    unit: z.string().trim().max(40),
    /** What the member reads beside the suggestion. */
    explanation: OptionalText(1000),
    /** The programme action (classkey action) the member is given on accepting. */
    action_id: Uuid('action').nullable().default(null),
    /** The notification the member gets on accepting. */
    notification_text: OptionalText(1000),
    suggest_telehealth: z.boolean().default(false),
    is_active: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    if (rule.comparator === 'between') {
      if (rule.value_to === null) ctx.addIssue({ code: 'custom', path: ['value_to'], message: 'Give the upper bound' });
      else if (rule.value_to < rule.value) ctx.addIssue({ code: 'custom', path: ['value_to'], message: 'The upper bound must not be below the lower one' });
    } else if (rule.value_to !== null) ctx.addIssue({ code: 'custom', path: ['value_to'], message: 'Only a range between two values has an upper bound' });
    if (!rule.action_id && !rule.notification_text && !rule.suggest_telehealth) {
      ctx.addIssue({ code: 'custom', path: ['action_id'], message: 'Choose at least one outcome: an action, a notification or a telehealth visit' });
    }
  });
export type ResultRuleInput = z.infer<typeof ResultRuleInput>;

/** A stored rule as administrators see it. */
export const ResultRule = z.object({
  id: z.string(),
  organization_id: z.string(),
  name: z.string(),
  biomarker_id: z.string(),
  /** The catalogue's name and provider code of the biomarker, as it stands. */
  biomarker_name: z.string(),
  biomarker_code: z.string(),
  comparator: z.enum(RESULT_RULE_COMPARATORS),
  value: z.number(),
  value_to: z.number().nullable(),
  unit: z.string(),
  explanation: z.string().nullable(),
  action_id: z.string().nullable(),
  /** The action's name and programme's name; null when it was deleted since. */
  action_name: z.string().nullable(),
  program_name: z.string().nullable(),
  notification_text: z.string().nullable(),
  suggest_telehealth: z.boolean(),
  is_active: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ResultRule = z.infer<typeof ResultRule>;

export const ResultRuleOrganizationParams = z.object({ id: Uuid('organization') });
export const ResultRuleParams = z.object({ id: Uuid('organization'), ruleId: Uuid('rule') });
export const ResultRulesResponse = z.object({ rules: z.array(ResultRule) });
export type ResultRulesResponse = z.infer<typeof ResultRulesResponse>;
export const ResultRuleResponse = z.object({ rule: ResultRule });
export type ResultRuleResponse = z.infer<typeof ResultRuleResponse>;

/** What a member's browser needs to compare a result and word its suggestion. */
export const MemberResultRule = ResultRule.pick({
  id: true,
  name: true,
  biomarker_name: true,
  biomarker_code: true,
  comparator: true,
  value: true,
  value_to: true,
  unit: true,
  explanation: true,
  action_name: true,
  program_name: true,
  notification_text: true,
  suggest_telehealth: true,
});
export type MemberResultRule = z.infer<typeof MemberResultRule>;

/** The member's answer to one rule for one kit. */
export const ResultRuleAnswer = z.object({ rule_id: z.string(), decision: z.enum(RESULT_RULE_DECISIONS), decided_at: z.string() });
export type ResultRuleAnswer = z.infer<typeof ResultRuleAnswer>;

export const MemberResultRulesQuery = z.object({ kit_id: Uuid('kit') });
/** The active rules of the member's organisations, and the member's answers for this kit. */
export const MemberResultRulesResponse = z.object({ rules: z.array(MemberResultRule), answers: z.array(ResultRuleAnswer) });
export type MemberResultRulesResponse = z.infer<typeof MemberResultRulesResponse>;

export const MemberResultRuleParams = z.object({ id: Uuid('rule') });
export const ResultRuleAnswerRequest = z.object({ kit_id: Uuid('kit'), decision: z.enum(RESULT_RULE_DECISIONS) });
export type ResultRuleAnswerRequest = z.infer<typeof ResultRuleAnswerRequest>;
/** `applied`: this call recorded the answer (and, when accepted, gave the outcome); false when it was recorded before. */
export const ResultRuleAnswerResponse = z.object({ answer: ResultRuleAnswer, applied: z.boolean() });
export type ResultRuleAnswerResponse = z.infer<typeof ResultRuleAnswerResponse>;
