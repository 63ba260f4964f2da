import { z } from 'zod';
import { Code, RecordId } from './admin-classes/fields.js';
import { Paging } from './common.js';

// spec 000 §3.1 classkey processes, spec 001 §4 call-to-action type triggered process: what a
// process does, step by step, from a typed catalogue; its runs (one per member and trigger), each
// step's state, and the administrator's calls to start, list and retry them.

/** The step catalogue, in the order the process editor offers it. */
export const PROCESS_STEP_KINDS = ['award_stars', 'enrol_programme', 'assign_action', 'complete_action', 'notify', 'send_email', 'webhook'] as const;
export type ProcessStepKind = (typeof PROCESS_STEP_KINDS)[number];

const StepTitle = z.string().trim().min(1, 'Required').max(120);
const StepBody = z.string().trim().max(1000);
/** An app path ('/client/…') or an http(s) address, as a notification takes (notifications/notify.ts). */
const StepLink = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(\/(?!\/)|https?:\/\/)/, 'Use an app path (/client/…) or an http(s) address');

export const AwardStarsStep = z.object({ kind: z.literal('award_stars'), stars: z.number().int('Use a whole number').min(1, 'At least 1').max(10_000, 'At most 10,000') });
export const EnrolProgrammeStep = z.object({ kind: z.literal('enrol_programme'), program_id: RecordId });
/**
 * Gives the member an action of a programme (its programme too, if they are not in it): an action
 * kept for the members it is assigned to appears on their programme card from then on.
 */
export const AssignActionStep = z.object({ kind: z.literal('assign_action'), program_id: RecordId, action_id: RecordId });
export const CompleteActionStep = z.object({ kind: z.literal('complete_action'), program_id: RecordId, action_code: Code });
export const NotifyStep = z.object({ kind: z.literal('notify'), title: StepTitle, body: StepBody.default(''), link: StepLink.optional() });
/** An email from a template: `{{user.name}}` and `{{user.email}}` are the member's. */
export const SendEmailStep = z.object({ kind: z.literal('send_email'), subject: StepTitle, body: z.string().trim().min(1, 'Required').max(10_000) });
/**
 * A POST to the partner's https address, signed with HMAC-SHA256 under `secret` (header
 * X-HealthDeck-Signature: sha256=hex of "<timestamp>.<body>") and carrying an Idempotency-Key that
 * is the same on every retry of the step.
 */
export const WebhookStep = z.object({
  kind: z.literal('webhook'),
  url: z
    .string()
    .trim()
    .max(2000)
    .regex(/^https?:\/\/[^\s]+$/, 'Use an http(s) address'),
  secret: z.string().min(16, 'At least 16 characters').max(200),
});

export const ProcessStep = z.discriminatedUnion('kind', [AwardStarsStep, EnrolProgrammeStep, AssignActionStep, CompleteActionStep, NotifyStep, SendEmailStep, WebhookStep]);
export type ProcessStep = z.infer<typeof ProcessStep>;

/**
 * A webhook step as an administrator sends it: the secret is write-only (the admin API never
 * answers it), so a step sent without one keeps the secret stored for the same address.
 */
export const WebhookStepWrite = WebhookStep.extend({ secret: WebhookStep.shape.secret.optional() });
export const ProcessStepWrite = z.discriminatedUnion('kind', [AwardStarsStep, EnrolProgrammeStep, AssignActionStep, CompleteActionStep, NotifyStep, SendEmailStep, WebhookStepWrite]);
export type ProcessStepWrite = z.infer<typeof ProcessStepWrite>;
/** A webhook step as the admin API answers it: its address, and whether a secret is set (never the secret). */
export interface WebhookStepRead {
  kind: 'webhook';
  url: string;
  secret_set: boolean;
}
/** A stored step as the admin API answers it. */
export type StoredProcessStep = Exclude<ProcessStep, { kind: 'webhook' }> | WebhookStepRead;

export const PROCESS_RUN_STATUSES = ['queued', 'running', 'succeeded', 'failed'] as const;
export type ProcessRunStatus = (typeof PROCESS_RUN_STATUSES)[number];
export const PROCESS_STEP_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/** What an outbound webhook answered (its status and the first 500 characters of its body), or why it did not. */
export const WebhookAnswer = z.object({ status: z.number().int().nullable(), body: z.string() });

export const ProcessRunStep = z.object({
  position: z.number().int(),
  kind: z.enum(PROCESS_STEP_KINDS),
  status: z.enum(PROCESS_STEP_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  answer: WebhookAnswer.nullable(),
  finished_at: z.string().datetime({ offset: true }).nullable(),
});
export type ProcessRunStep = z.infer<typeof ProcessRunStep>;

export const ProcessRun = z.object({
  id: z.string().uuid(),
  process_id: z.string().uuid(),
  process_code: z.string(),
  process_name: z.string(),
  user_id: z.string().uuid(),
  user_email: z.string(),
  trigger: z.enum(['action', 'admin']),
  status: z.enum(PROCESS_RUN_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string().datetime({ offset: true }),
  finished_at: z.string().datetime({ offset: true }).nullable(),
  steps: z.array(ProcessRunStep),
});
export type ProcessRun = z.infer<typeof ProcessRun>;

export const AdminProcessRunsQuery = Paging.extend({
  process_code: z.string().trim().max(100).optional(),
  status: z.enum(PROCESS_RUN_STATUSES).optional(),
});
export type AdminProcessRunsQuery = z.infer<typeof AdminProcessRunsQuery>;
export const AdminProcessRunsResponse = z.object({ runs: z.array(ProcessRun), total_count: z.number().int() });
export type AdminProcessRunsResponse = z.infer<typeof AdminProcessRunsResponse>;

export const ProcessCodeParams = z.object({ code: Code });
export const ProcessRunIdParams = z.object({ id: z.string().uuid('Must be a UUID') });

/** Run a process for members: by id, or every member of a programme (a group). */
export const AdminProcessStartRequest = z
  .object({
    user_ids: z.array(z.string().uuid('Must be a UUID')).max(1000).optional(),
    program_id: RecordId.optional(),
  })
  .refine((body) => (body.user_ids?.length ?? 0) > 0 || body.program_id !== undefined, { message: 'Choose members or a programme', path: ['user_ids'] });
export type AdminProcessStartRequest = z.infer<typeof AdminProcessStartRequest>;
export const AdminProcessStartResponse = z.object({ run_ids: z.array(z.string().uuid()) });
export type AdminProcessStartResponse = z.infer<typeof AdminProcessStartResponse>;

export const AdminProcessRunResponse = z.object({ run: ProcessRun });
export type AdminProcessRunResponse = z.infer<typeof AdminProcessRunResponse>;

/** The member's view of a run they started: whether it has finished (the member's screens then re-read what it changed). */
export const MemberProcessRunResponse = z.object({ id: z.string().uuid(), status: z.enum(PROCESS_RUN_STATUSES) });
export type MemberProcessRunResponse = z.infer<typeof MemberProcessRunResponse>;
