// The human check at sign-up, through the configured adapter (vendors/vendor-selection.ts).
import type { AppContext } from '../../context.js';
import { ApiHttpError } from '../../http/api-error.js';
import { HUMAN_CHECK_UNREACHABLE_MESSAGE, HumanCheckUnreachable } from '../../vendors/human-check.js';

const FAILED = 'Human verification failed. Please try again.';

/** Whether the provider accepts the token; a provider that cannot be asked is a 503 with a clear message, never a pass. */
export async function humanCheckPasses(ctx: AppContext, token: string, remoteIp: string | undefined): Promise<boolean> {
  try {
    return (await ctx.humanCheck.verify(token, remoteIp)).ok;
  } catch (error) {
    if (error instanceof HumanCheckUnreachable) throw new ApiHttpError(503, 'UNAVAILABLE', HUMAN_CHECK_UNREACHABLE_MESSAGE);
    throw error;
  }
}

/**
 * Registration's check: a token that is sent must pass; with a real provider one must be sent (a
 * script would otherwise leave it out).
 */
export async function assertHumanForRegistration(ctx: AppContext, token: string | undefined, remoteIp: string | undefined): Promise<void> {
  if (token === undefined && !ctx.humanCheck.required) return;
  if (token === undefined || !(await humanCheckPasses(ctx, token, remoteIp))) {
    throw new ApiHttpError(400, 'RECAPTCHA_FAILED', FAILED, { recaptchaKey: 'Human verification failed' });
  }
}
