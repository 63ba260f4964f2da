// The sandbox human check, for development and demos only (it verifies nothing a script could not
// make): the portal's sandbox checkbox, which says it is a sandbox, mints tokens that start with
// 'sandbox-'; anything else fails, so a client that forgets the check is caught in development too.
// No real provider accepts such a token: the siteverify adapter sends every token to the provider.
import type { HumanCheckAdapter } from './human-check.js';

export const SANDBOX_HUMAN_CHECK_PREFIX = 'sandbox-';

export const sandboxHumanCheck: HumanCheckAdapter = {
  provider: 'sandbox',
  siteKey: null,
  required: false,
  async verify(token) {
    const ok = token.startsWith(SANDBOX_HUMAN_CHECK_PREFIX) && token.length > SANDBOX_HUMAN_CHECK_PREFIX.length;
    return { ok, reasons: ok ? [] : ['invalid-input-response'] };
  },
};
