// What each step of the process catalogue (contract schemas/processes.ts) does for one member. A
// step inside the product writes its effect in the transaction that marks the step done
// (process-runs.ts), so it happens once however often the run is taken; an outbound webhook and
// an email leave the product, so they are at least once: the webhook carries the step's key as
// its Idempotency-Key, the same on every retry, for the receiver to answer a repeat once.
import { createHmac } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { UserProgramActionClass, type ActionClass, type ProcessStep } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { createClassStore } from '../../admin-classes/class-store.js';
import { notify } from '../../notifications/notify.js';
import { link } from '../links/links.js';
import { assignActionToMember } from '../actions/assign-action.js';
import { processEmail } from '../../email/templates.js';

/** How long an outbound webhook may take to answer before the attempt counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** How much of a webhook's answer is kept for the administrator. */
export const WEBHOOK_ANSWER_CHARS = 500;

export interface StepMember {
  id: string;
  email: string;
  name: string | null;
}

/** A step that failed, with what the other side answered (webhooks), for the run's record. */
export class StepFailure extends Error {
  constructor(
    message: string,
    readonly answer: { status: number | null; body: string } | null,
  ) {
    super(message);
  }
}

/** `{{user.name}}` and `{{user.email}}` in an administrator's text. */
export function fillTemplate(text: string, member: StepMember): string {
  return text.replace(/\{\{\s*user\.(name|email)\s*\}\}/g, (_all, field: 'name' | 'email') => (field === 'name' ? (member.name ?? member.email) : member.email));
}

/** A step that changes only the product's own rows: run inside the transaction that records it done. */
export async function runProductStep(trx: Kysely<Database>, step: ProcessStep, member: StepMember): Promise<void> {
  switch (step.kind) {
    case 'award_stars':
      await trx
        .updateTable('users')
        .set({ star_balance: sql<number>`star_balance + ${step.stars}` })
        .where('id', '=', member.id)
        .execute();
      return;
    case 'enrol_programme': {
      const programme = await createClassStore(trx).get('programs', step.program_id);
      if (!programme) throw new StepFailure('The programme no longer exists', null);
      await link(trx, 'program_user', step.program_id, member.id);
      return;
    }
    case 'assign_action': {
      const action = await createClassStore(trx).get('action', step.action_id);
      if (!action) throw new StepFailure('The action no longer exists', null);
      await assignActionToMember(trx, { userId: member.id, actionId: step.action_id });
      return;
    }
    case 'complete_action': {
      const store = createClassStore(trx);
      const actions = await store.list<ActionClass>('action', { filters: { program_id: step.program_id, code: step.action_code } });
      const action = actions.items[0];
      if (!action) throw new StepFailure('The action no longer exists', null);
      const existing = await store.list<UserProgramActionClass>('userprogramaction', { filters: { user_id: member.id, program_id: step.program_id, action_code: step.action_code } });
      const data = UserProgramActionClass.parse({
        user_id: member.id,
        program_id: step.program_id,
        action_code: step.action_code,
        group: action.data.group,
        completed_at: new Date().toISOString(),
      });
      const found = existing.items[0];
      if (found) {
        if (!found.data.completed_at) await store.update('userprogramaction', found.id, data);
      } else await store.insert('userprogramaction', data);
      return;
    }
    case 'notify':
      await notify(trx, member.id, { title: fillTemplate(step.title, member), body: fillTemplate(step.body, member), link: step.link ?? null });
      return;
    default:
      throw new Error(`Not a product step: ${step.kind}`);
  }
}

/** Steps whose effect leaves the product (a message sent cannot be rolled back with a transaction). */
export function leavesProduct(step: ProcessStep): step is Extract<ProcessStep, { kind: 'send_email' | 'webhook' }> {
  return step.kind === 'send_email' || step.kind === 'webhook';
}

/** The signature header of a webhook body: sha256=hex HMAC-SHA256 of "<timestamp>.<body>" under the step's secret. */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** Sends an email or calls a webhook; what a webhook answered comes back (null for an email). */
export async function runOutboundStep(
  ctx: Pick<AppContext, 'mailer' | 'config'>,
  step: Extract<ProcessStep, { kind: 'send_email' | 'webhook' }>,
  member: StepMember,
  key: { runId: string; position: number; processCode: string },
): Promise<{ status: number | null; body: string } | null> {
  if (step.kind === 'send_email') {
    await ctx.mailer.send(processEmail(member.email, fillTemplate(step.subject, member), fillTemplate(step.body, member)));
    return null;
  }
  const timestamp = String(Math.floor(ctx.config.now().getTime() / 1000));
  const idempotencyKey = `${key.runId}:${key.position}`;
  const body = JSON.stringify({ event: 'process.step', process_code: key.processCode, run_id: key.runId, step: key.position, user_id: member.id, idempotency_key: idempotencyKey });
  let response: Response;
  try {
    response = await fetch(step.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'idempotency-key': idempotencyKey,
        'x-healthdeck-timestamp': timestamp,
        'x-healthdeck-signature': webhookSignature(step.secret, timestamp, body),
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} s` : `The webhook could not be reached: ${(error as Error).message}`;
    throw new StepFailure(reason, { status: null, body: '' });
  }
  const text = (await response.text().catch(() => '')).slice(0, WEBHOOK_ANSWER_CHARS);
  const answer = { status: response.status, body: text };
  if (response.status < 200 || response.status >= 300) throw new StepFailure(`The webhook answered ${response.status}`, answer);
  return answer;
}
