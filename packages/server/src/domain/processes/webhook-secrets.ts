// A process's webhook signing secrets are write-only: the admin API answers each webhook step with
// its address and `secret_set`, never the secret (a reader of the process could otherwise sign
// calls as the product). A step sent back without a secret keeps the one stored for the same
// address; a new address needs its secret typed again.
import type { WebhookStepRead } from '@healthdeck/contract';
import { badRequest } from '../../http/api-error.js';

type Step = Record<string, unknown>;
const isWebhook = (step: unknown): step is Step => typeof step === 'object' && step !== null && (step as Step).kind === 'webhook';

/** A process record's data as administrators read it: each webhook step without its secret. */
export function withoutWebhookSecrets(data: Record<string, unknown>): Record<string, unknown> {
  if (!Array.isArray(data.steps)) return data;
  return {
    ...data,
    steps: data.steps.map((step: unknown) => {
      if (!isWebhook(step)) return step;
      const read: WebhookStepRead = { kind: 'webhook', url: String(step.url ?? ''), secret_set: typeof step.secret === 'string' && step.secret.length > 0 };
      return read;
    }),
  };
}

/**
 * The steps an administrator sent, each webhook step without a secret given the stored secret of a
 * webhook step with the same address (in order, when several share one). 400 naming the step when
 * there is none to keep.
 */
export function keepWebhookSecrets(stored: unknown, sent: unknown): unknown {
  if (!Array.isArray(sent)) return sent;
  const secrets = new Map<string, string[]>();
  for (const step of Array.isArray(stored) ? stored : []) {
    if (isWebhook(step) && typeof step.secret === 'string') secrets.set(String(step.url), [...(secrets.get(String(step.url)) ?? []), step.secret]);
  }
  return sent.map((step: unknown, index) => {
    if (!isWebhook(step)) return step;
    const { secret_set: _said, ...rest } = step;
    const kept = secrets.get(String(step.url))?.shift();
    if (typeof step.secret === 'string' && step.secret !== '') return rest;
    if (kept === undefined) {
      const message = `Step ${index + 1}: type the signing secret for this address`;
      throw badRequest(message, { steps: message });
    }
    return { ...rest, secret: kept };
  });
}
