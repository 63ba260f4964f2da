import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Chromium's fake camera (the vitals journey's scan): allowed without a prompt, or every prompt refused. */
const FAKE_CAMERA_ARGS = {
  allowed: ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  refused: ['--use-fake-device-for-media-stream', '--deny-permission-prompts'],
} as const;

/**
 * Debian's Chromium, headless, with the flags this machine's closed network needs; `fakeCamera` adds
 * Chromium's fake camera, playing `cameraClip` (a .y4m file, tests/support/face-clip.ts) when given.
 */
export async function launchBrowser({ fakeCamera, cameraClip }: { fakeCamera?: keyof typeof FAKE_CAMERA_ARGS; cameraClip?: string } = {}): Promise<Browser> {
  if (!existsSync(executablePath)) {
    throw new Error(`Chromium not found at ${executablePath}: install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH`);
  }
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-gpu',
      '--no-first-run',
      ...(fakeCamera ? FAKE_CAMERA_ARGS[fakeCamera] : []),
      ...(fakeCamera && cameraClip ? [`--use-file-for-fake-video-capture=${cameraClip}`] : []),
    ],
  });
}

/**
 * A page that fails the test on any uncaught page error or Content Security Policy violation (the
 * product's pages run under its CSP: a violation is a blocked script, style or handler, or code that
 * reports as an attack).
 */
export async function newPage(browser: Browser, baseUrl: string, { locale }: { locale?: string } = {}): Promise<{ page: Page; errors: string[] }> {
  // `locale` is the browser's language (navigator.languages, Accept-Language), e.g. 'es-ES'.
  const context = await browser.newContext({ baseURL: baseUrl, ...(locale ? { locale } : {}) });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await context.exposeFunction('__hdCspViolation', (text: string) => errors.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __hdCspViolation: (text: string) => void }).__hdCspViolation;
      void report(`CSP ${event.violatedDirective} violated on ${location.pathname} by ${event.sourceFile || event.blockedURI || 'the page'}:${event.lineNumber} (${event.sample})`);
    });
  });
  return { page, errors };
}

/** A journey file's one browser: launched before its tests, closed after them (read `journey.browser` inside a test). */
export function journeyBrowser(options: { fakeCamera?: keyof typeof FAKE_CAMERA_ARGS } = {}): { readonly browser: Browser } {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser(options);
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error('The journey browser is launched in beforeAll: read it inside a test.');
      return browser;
    },
  };
}
