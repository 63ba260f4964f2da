import type { RouteHandler } from '../types.js';
import { humanCheckPasses } from '../../domain/human-check/human-check.js';

/** spec 000 §7.3 POST recaptcha verify (recaptchaKey), through the configured human-check adapter. */
export const recaptchaVerify: RouteHandler<'recaptchaVerify'> = async ({ body, ctx, request }) => ({
  data: { success: await humanCheckPasses(ctx, body.recaptchaKey, request.ip) },
});

/** Which widget the sign-up page loads: the provider's, with its public site key, or the sandbox checkbox. */
export const humanCheckConfig: RouteHandler<'humanCheckConfig'> = async ({ ctx }) => ({
  provider: ctx.humanCheck.provider,
  site_key: ctx.humanCheck.siteKey,
});
