import type { RouteHandler } from '../types.js';

/** spec 000 §7.3 POST recaptcha verify (recaptchaKey), through the configured adapter. */
export const recaptchaVerify: RouteHandler<'recaptchaVerify'> = async ({ body, ctx }) => ({
  data: { success: await ctx.recaptcha.verify(body.recaptchaKey) },
});
