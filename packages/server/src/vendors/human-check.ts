// The human check at sign-up (spec 000 §7.3 recaptcha verify, register's recaptchaKey) sits behind
// this adapter: the siteverify protocol that reCAPTCHA, hCaptcha and Turnstile share
// (vendors/siteverify.ts), or the offline sandbox (vendors/human-check-sandbox.ts). config.ts picks one.
import type { HumanCheckProvider } from '@healthdeck/contract';

/** The provider's answer about one token. */
export interface HumanCheckVerdict {
  ok: boolean;
  /** Why it was refused: the provider's error codes, or ours ('hostname-mismatch'); empty when ok. */
  reasons: string[];
}

export interface HumanCheckAdapter {
  readonly provider: HumanCheckProvider;
  /** The public key the provider's widget is loaded with; null for the sandbox. */
  readonly siteKey: string | null;
  /**
   * A real check must be passed to register: otherwise a script would simply leave the token out.
   * The sandbox keeps registration without a token open (docs/decisions/0039-account-emails-and-captcha.md).
   */
  readonly required: boolean;
  /** Asks the provider about a token (each token answers once). Throws HumanCheckUnreachable when no answer came. */
  verify(token: string, remoteIp?: string): Promise<HumanCheckVerdict>;
}

/** The provider did not answer (network error, timeout, a 5xx or a body that is not its JSON): nothing was decided. */
export class HumanCheckUnreachable extends Error {
  constructor(detail: string) {
    super(`The human check could not be reached: ${detail}`);
    this.name = 'HumanCheckUnreachable';
  }
}

/** What the person reads when the provider could not be asked. */
export const HUMAN_CHECK_UNREACHABLE_MESSAGE = 'The human check could not be reached. Please try again in a minute.';
