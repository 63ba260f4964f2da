// The human check against a real provider. reCAPTCHA, hCaptcha and Turnstile verify a widget's token
// the same way ("siteverify"): a form POST of secret, response and remoteip, answered with JSON
// { success, challenge_ts, hostname, "error-codes" }. Each token answers once (a second ask is
// 'timeout-or-duplicate' or 'already-seen-response'), and a token solved on another site is refused
// here by its hostname.
import type { HumanCheckProvider } from '@healthdeck/contract';
import { HumanCheckUnreachable, type HumanCheckAdapter, type HumanCheckVerdict } from './human-check.js';

export type SiteverifyProvider = Exclude<HumanCheckProvider, 'sandbox'>;

/** Each provider's documented verify address. */
export const SITEVERIFY_URLS: Readonly<Record<SiteverifyProvider, string>> = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  hcaptcha: 'https://api.hcaptcha.com/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

export interface SiteverifySettings {
  provider: SiteverifyProvider;
  siteKey: string;
  secret: string;
  /** The host names a token may be solved on (the portal's): any other is refused. */
  hostnames: readonly string[];
  /** Another verify address (a local double in tests); the provider's own by default. */
  verifyUrl?: string;
  /** How long to wait for the provider before refusing (default 5 s). */
  timeoutMs?: number;
}

interface SiteverifyAnswer {
  success: boolean;
  hostname?: string;
  'error-codes'?: string[];
}

function isAnswer(body: unknown): body is SiteverifyAnswer {
  return typeof body === 'object' && body !== null && typeof (body as SiteverifyAnswer).success === 'boolean';
}

export function siteverifyHumanCheck(settings: SiteverifySettings, fetchFn: typeof fetch = fetch): HumanCheckAdapter {
  const url = settings.verifyUrl ?? SITEVERIFY_URLS[settings.provider];
  const hostnames = new Set(settings.hostnames.map((h) => h.toLowerCase()));
  return {
    provider: settings.provider,
    siteKey: settings.siteKey,
    required: true,
    async verify(token, remoteIp): Promise<HumanCheckVerdict> {
      const form = new URLSearchParams({ secret: settings.secret, response: token });
      if (remoteIp) form.set('remoteip', remoteIp);
      // hCaptcha checks that the token was solved for this site key when it is sent.
      if (settings.provider === 'hcaptcha') form.set('sitekey', settings.siteKey);
      let response: Response;
      try {
        response = await fetchFn(url, { method: 'POST', body: form, signal: AbortSignal.timeout(settings.timeoutMs ?? 5000) });
      } catch (error) {
        throw new HumanCheckUnreachable((error as Error).name === 'TimeoutError' ? 'no answer in time' : (error as Error).message);
      }
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        body = null;
      }
      // A refusal comes as a 200 with success false (reCAPTCHA, hCaptcha) or a 4xx with the same
      // JSON (Turnstile): both are answers. Anything else is not.
      if (!isAnswer(body) || response.status >= 500) throw new HumanCheckUnreachable(`the provider answered ${response.status}`);
      if (!body.success) return { ok: false, reasons: body['error-codes']?.length ? body['error-codes'] : ['invalid-input-response'] };
      if (!body.hostname || !hostnames.has(body.hostname.toLowerCase())) return { ok: false, reasons: ['hostname-mismatch'] };
      return { ok: true, reasons: [] };
    },
  };
}
