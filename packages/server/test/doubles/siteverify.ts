// A double of the siteverify endpoint reCAPTCHA, hCaptcha and Turnstile document: a form POST of
// secret, response (and remoteip) answered with { success, challenge_ts, hostname, "error-codes" }.
// The bodies are the providers' published examples; the error codes their documented ones. A token
// is good once (the second ask: 'timeout-or-duplicate', hCaptcha: 'already-seen-response').
import { randomBytes } from 'node:crypto';
import type { SiteverifyProvider } from '../../src/vendors/siteverify.js';
import { startHttpDouble, type DoubleAnswer, type HttpDouble } from './http-double.js';

export interface SiteverifyDouble extends HttpDouble {
  /** A token as the provider's widget would hand the page after a solved challenge on `hostname`. */
  solve(hostname: string): string;
  /** 'up' answers as the provider; 'down' answers 500; 'hang' never answers; 'drop' cuts the connection. */
  mode: 'up' | 'down' | 'hang' | 'drop';
}

export async function startSiteverifyDouble(provider: SiteverifyProvider, secret: string): Promise<SiteverifyDouble> {
  const solved = new Map<string, { hostname: string; used: boolean }>();
  const duplicate = provider === 'hcaptcha' ? 'already-seen-response' : 'timeout-or-duplicate';
  const refuse = (code: string): DoubleAnswer => ({ status: 200, body: { success: false, 'error-codes': [code] } });
  const state: { mode: SiteverifyDouble['mode'] } = { mode: 'up' };
  const http = await startHttpDouble((request) => {
    if (state.mode === 'down') return { status: 500, body: '<html><body>Internal Server Error</body></html>' };
    if (state.mode !== 'up') return state.mode;
    if (request.method !== 'POST') return { status: 405, body: '' };
    const form = new URLSearchParams(request.body);
    if (!form.get('secret')) return refuse('missing-input-secret');
    if (form.get('secret') !== secret) return refuse('invalid-input-secret');
    const token = form.get('response');
    if (!token) return refuse('missing-input-response');
    const entry = solved.get(token);
    if (!entry) return refuse('invalid-input-response');
    if (entry.used) return refuse(duplicate);
    entry.used = true;
    // Turnstile's published success example; reCAPTCHA and hCaptcha answer the same fields.
    return {
      status: 200,
      body: {
        success: true,
        challenge_ts: '2022-02-28T15:14:30.096Z',
        hostname: entry.hostname,
        'error-codes': [],
        ...(provider === 'turnstile' ? { action: 'login', cdata: 'sessionid-123456789' } : {}),
        ...(provider === 'hcaptcha' ? { credit: false } : {}),
      },
    };
  });
  const double: SiteverifyDouble = {
    ...http,
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    solve(hostname) {
      const token = `${provider === 'turnstile' ? '0.' : '03A'}${randomBytes(24).toString('base64url')}`;
      solved.set(token, { hostname, used: false });
      return token;
    },
  };
  return double;
}
