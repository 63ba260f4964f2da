// The human check at sign-up: the siteverify adapter against a double of the providers' protocol,
// the sandbox against the same contract, and registration through each.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxHumanCheck } from '../src/vendors/human-check-sandbox.js';
import { HumanCheckUnreachable } from '../src/vendors/human-check.js';
import { siteverifyHumanCheck, type SiteverifyProvider } from '../src/vendors/siteverify.js';
import { humanCheckFor } from '../src/vendors/vendor-selection.js';
import { configFromEnv } from '../src/config.js';
import { humanCheckContract } from './contracts/human-check-contract.js';
import { startSiteverifyDouble, type SiteverifyDouble } from './doubles/siteverify.js';
import { randomCredential, randomKeySalt, startTestServer, uniqueEmail, type TestServer } from './helpers/test-server.js';

const SECRET = '0x4AAAAAAADoubleSecretKey';
const HOST = 'portal.example';
const settings = (provider: SiteverifyProvider, double: SiteverifyDouble, extra: { timeoutMs?: number } = {}) => ({
  provider,
  siteKey: '1x00000000000000000000AA',
  secret: SECRET,
  hostnames: [HOST],
  verifyUrl: double.url,
  ...extra,
});

humanCheckContract('sandbox', async () => ({ adapter: sandboxHumanCheck, goodToken: () => `sandbox-${Math.random().toString(16).slice(2)}` }));
for (const provider of ['recaptcha', 'hcaptcha', 'turnstile'] as const) {
  humanCheckContract(`siteverify (${provider})`, async () => {
    const double = await startSiteverifyDouble(provider, SECRET);
    return { adapter: siteverifyHumanCheck(settings(provider, double)), goodToken: () => double.solve(HOST), close: () => double.close() };
  });
}

describe('siteverify adapter against the protocol double', () => {
  let double: SiteverifyDouble;
  beforeAll(async () => {
    double = await startSiteverifyDouble('recaptcha', SECRET);
  });
  afterAll(() => double.close());

  it('posts secret, response and remoteip as a form', async () => {
    const token = double.solve(HOST);
    await siteverifyHumanCheck(settings('recaptcha', double)).verify(token, '198.51.100.4');
    const sent = new URLSearchParams(double.requests.at(-1)!.body);
    expect(Object.fromEntries(sent)).toEqual({ secret: SECRET, response: token, remoteip: '198.51.100.4' });
    expect(double.requests.at(-1)!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('refuses an invalid token with the provider’s error code', async () => {
    expect(await siteverifyHumanCheck(settings('recaptcha', double)).verify('03AGdBq24-not-solved')).toEqual({ ok: false, reasons: ['invalid-input-response'] });
  });

  it('refuses a token the second time (timeout-or-duplicate): the verify call and the registration cannot both spend one', async () => {
    const adapter = siteverifyHumanCheck(settings('recaptcha', double));
    const token = double.solve(HOST);
    expect((await adapter.verify(token)).ok).toBe(true);
    expect(await adapter.verify(token)).toEqual({ ok: false, reasons: ['timeout-or-duplicate'] });
  });

  it('refuses a token solved on another site (hostname mismatch)', async () => {
    expect(await siteverifyHumanCheck(settings('recaptcha', double)).verify(double.solve('evil.example'))).toEqual({ ok: false, reasons: ['hostname-mismatch'] });
  });

  it('refuses with the provider’s code when the secret is wrong', async () => {
    const adapter = siteverifyHumanCheck({ ...settings('recaptcha', double), secret: 'wrong' });
    expect(await adapter.verify(double.solve(HOST))).toEqual({ ok: false, reasons: ['invalid-input-secret'] });
  });

  it('throws HumanCheckUnreachable, never a pass, when the provider fails, hangs or cuts the connection', async () => {
    const adapter = siteverifyHumanCheck(settings('recaptcha', double, { timeoutMs: 300 }));
    try {
      for (const mode of ['down', 'hang', 'drop'] as const) {
        double.mode = mode;
        await expect(adapter.verify(double.solve(HOST))).rejects.toBeInstanceOf(HumanCheckUnreachable);
      }
    } finally {
      double.mode = 'up';
    }
    const gone = siteverifyHumanCheck({ ...settings('recaptcha', double), verifyUrl: 'http://127.0.0.1:9/siteverify' });
    await expect(gone.verify('x')).rejects.toBeInstanceOf(HumanCheckUnreachable);
  });

  it('sends hCaptcha its site key too, and reads its already-seen-response', async () => {
    const h = await startSiteverifyDouble('hcaptcha', SECRET);
    try {
      const adapter = siteverifyHumanCheck(settings('hcaptcha', h));
      const token = h.solve(HOST);
      expect((await adapter.verify(token)).ok).toBe(true);
      expect(new URLSearchParams(h.requests[0]!.body).get('sitekey')).toBe('1x00000000000000000000AA');
      expect(await adapter.verify(token)).toEqual({ ok: false, reasons: ['already-seen-response'] });
    } finally {
      await h.close();
    }
  });
});

describe('human check configuration', () => {
  it('is the sandbox unless a provider is configured; a provider needs its site key and secret', () => {
    const extra = { secret: 's', escrowPublicKey: null };
    expect(humanCheckFor(configFromEnv({}, extra).humanCheck).provider).toBe('sandbox');
    expect(() => configFromEnv({ HUMAN_CHECK_PROVIDER: 'turnstile' }, extra)).toThrow(/HUMAN_CHECK_SITE_KEY and HUMAN_CHECK_SECRET/);
    expect(() => configFromEnv({ HUMAN_CHECK_PROVIDER: 'captchaland' }, extra)).toThrow(/HUMAN_CHECK_PROVIDER must be one of/);
    const turnstile = configFromEnv({ HUMAN_CHECK_PROVIDER: 'turnstile', HUMAN_CHECK_SITE_KEY: 'site', HUMAN_CHECK_SECRET: 'secret', PUBLIC_URL: 'https://health.example.org' }, extra);
    expect(turnstile.humanCheck).toMatchObject({ provider: 'turnstile', siteKey: 'site', hostnames: ['health.example.org'] });
    expect(humanCheckFor(turnstile.humanCheck)).toMatchObject({ provider: 'turnstile', siteKey: 'site', required: true });
  });
});

describe('sign-up with a configured provider', () => {
  let double: SiteverifyDouble;
  let server: TestServer;
  let portalRoot: string;
  beforeAll(async () => {
    double = await startSiteverifyDouble('turnstile', SECRET);
    // A built portal of our own, so its pages are served with their policy.
    portalRoot = await mkdtemp(path.join(tmpdir(), 'hd-human-check-'));
    await mkdir(path.join(portalRoot, 'packages/portal/dist'), { recursive: true });
    await writeFile(path.join(portalRoot, 'packages/portal/dist/index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
    server = await startTestServer({ repoRoot: portalRoot }, { humanCheck: siteverifyHumanCheck(settings('turnstile', double, { timeoutMs: 500 })) });
  });
  afterAll(async () => {
    await server.close();
    await double.close();
    await rm(portalRoot, { recursive: true, force: true });
  });
  const register = (recaptchaKey?: string) => {
    const c = randomCredential();
    return server.call('register', {
      body: { email: uniqueEmail(), name: 'New Member', password: c, passwordConfirm: c, keySalt: randomKeySalt(), ...(recaptchaKey === undefined ? {} : { recaptchaKey }) },
    });
  };

  it('tells the sign-up page which widget to load', async () => {
    expect((await server.call('humanCheckConfig', {})).body).toEqual({ provider: 'turnstile', site_key: '1x00000000000000000000AA' });
  });

  it("lets the portal's pages load the provider's widget and frames, and the admin's not", async () => {
    const portal = (await server.fetch('/sign-up')).headers.get('content-security-policy') ?? '';
    expect(portal).toMatch(/script-src 'self' 'wasm-unsafe-eval' https:\/\/challenges\.cloudflare\.com(;|$)/);
    expect(portal).toMatch(/frame-src 'self' blob: https:\/\/calendly\.com https:\/\/challenges\.cloudflare\.com(;|$)/);
    expect((await server.fetch('/admin/users')).headers.get('content-security-policy')).not.toContain('cloudflare');
  });

  it('registers with a solved token, and refuses none, a forged one, a sandbox one and a spent one', async () => {
    expect((await register()).body).toMatchObject({ statusCode: 400, error_code: 'RECAPTCHA_FAILED' });
    expect((await register('sandbox-0123456789abcdef')).body).toMatchObject({ statusCode: 400, error_code: 'RECAPTCHA_FAILED' });
    const token = double.solve(HOST);
    expect((await register(token)).status).toBe(200);
    expect((await register(token)).body).toMatchObject({ statusCode: 400, error_code: 'RECAPTCHA_FAILED' });
    // The provider is asked about each token, with the client's address.
    expect(new URLSearchParams(double.requests.at(-1)!.body).get('remoteip')).toBe('127.0.0.1');
  });

  it('answers 503 with a clear message when the provider cannot be reached, on verify and on register', async () => {
    double.mode = 'hang';
    try {
      const verify = await server.call('recaptchaVerify', { body: { recaptchaKey: double.solve(HOST) } });
      expect(verify.body).toMatchObject({ statusCode: 503, error_code: 'UNAVAILABLE', message: 'The human check could not be reached. Please try again in a minute.' });
      expect((await register(double.solve(HOST))).body).toMatchObject({ statusCode: 503, error_code: 'UNAVAILABLE' });
    } finally {
      double.mode = 'up';
    }
  });
});

describe('sign-up with the sandbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('names itself a sandbox to the sign-up page', async () => {
    expect((await server.call('humanCheckConfig', {})).body).toEqual({ provider: 'sandbox', site_key: null });
  });
});
