// @vitest-environment node
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type Rollup } from 'vite';
import { chromium, type Browser, type Page } from 'playwright-core';
import { XSS_PAYLOADS as PAYLOADS } from '@healthdeck/sdk/testing';

// The html widget's sanitiser (DOMPurify with our settings) on the XSS corpus in a real browser:
// each payload is sanitised, put into a shadow root as the widget does, and every element is
// clicked, focused and hovered; no script may run and no handler or hostile address may be left.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const entry = fileURLToPath(new URL('./sanitize.ts', import.meta.url));

let browser: Browser;
let page: Page;
let code: string;

beforeAll(async () => {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    build: { write: false, minify: false, lib: { entry, formats: ['iife'], name: 'HdSanitize', fileName: 'sanitize' } },
  })) as Rollup.RollupOutput[];
  code = output[0]!.output[0].code;
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  page = await browser.newPage();
  await page.setContent('<!doctype html><html><body><div id="host"></div></body></html>');
  await page.addScriptTag({ content: code });
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** What is left in the page after the payload went through the sanitiser into a shadow root. */
async function run(payload: string) {
  return page.evaluate(async (html) => {
    const w = window as unknown as { __hdXss?: number; HdSanitize: { sanitizeHtml(html: string): string }; alert: unknown };
    delete w.__hdXss;
    w.alert = () => (w.__hdXss = 1);
    const host = document.createElement('div');
    document.body.append(host);
    const root = host.attachShadow({ mode: 'open' });
    const body = document.createElement('div');
    root.append(body);
    const clean = w.HdSanitize.sanitizeHtml(html);
    body.innerHTML = clean;
    const found: string[] = [];
    for (const el of [body, ...body.querySelectorAll('*')]) {
      const tag = el.tagName.toLowerCase();
      if (['script', 'iframe', 'object', 'embed', 'form', 'style', 'meta', 'base', 'link', 'svg', 'math', 'input', 'button'].includes(tag)) found.push(`<${tag}>`);
      for (const attribute of el.attributes) {
        // biome-ignore lint/suspicious/noControlCharactersInRegex: the corpus hides javascript: behind control characters, which browsers drop from URLs; strip them before matching
        const value = attribute.value.replace(/[\s\u0000-\u001f]/g, '').toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${tag}[${attribute.name}]`);
        if (['style', 'srcset', 'srcdoc', 'formaction', 'action', 'xlink:href'].includes(attribute.name)) found.push(`${tag}[${attribute.name}]`);
        if (/^(javascript|vbscript|data):/.test(value)) found.push(`${tag}[${attribute.name}=${value}]`);
      }
      if (el instanceof HTMLElement) {
        el.focus();
        el.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
        if (el.tagName !== 'A') el.click();
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    host.remove();
    return { clean, found, ran: w.__hdXss === 1 };
  }, payload);
}

describe('sanitizeHtml in Chromium (spec 001 §2 html type: no script, event handler or javascript: URL survives)', () => {
  it(`holds against the corpus (${PAYLOADS.length} payloads)`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(30);
    for (const payload of PAYLOADS) {
      const result = await run(payload);
      expect({ payload, found: result.found, ran: result.ran }).toEqual({ payload, found: [], ran: false });
      // Inside markup only: a text payload may keep its words as harmless text (DOMPurify escapes its '<').
      expect(result.clean.toLowerCase()).not.toMatch(/<script|<[^>]*(\son\w+=|javascript:|vbscript:)/);
    }
  });

  it('keeps ordinary content, opens other sites in a new tab without an opener, keeps site links in the tab', async () => {
    const { clean } = await run(
      '<h3>Tips</h3><ul><li><strong>Walk</strong> daily</li></ul><img src="/media/walk.png" alt="Walking"><a href="https://example.com/walk" target="_self">More</a><a href="/client/profile" target="_blank">Profile</a>',
    );
    expect(clean).toBe(
      '<h3>Tips</h3><ul><li><strong>Walk</strong> daily</li></ul><img src="/media/walk.png" alt="Walking"><a href="https://example.com/walk" target="_blank" rel="noopener noreferrer">More</a><a href="/client/profile">Profile</a>',
    );
  });

  it("raises no CSP violation of its own on a page that forbids inline handlers (a partner's page, the portal)", async () => {
    const strict = await browser.newPage();
    try {
      await strict.setContent(`<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="script-src-attr 'none'"></head><body></body></html>`);
      await strict.addScriptTag({ content: code });
      /** The violations the page hears while `run` (sanitizeHtml of `html`, or the page's own parse of it) works. */
      const heard = (html: string, how: 'sanitize' | 'live element' | 'inert parse') =>
        strict.evaluate(
          async ([h, w]) => {
            const seen: string[] = [];
            const record = (event: SecurityPolicyViolationEvent) => seen.push(event.violatedDirective);
            document.addEventListener('securitypolicyviolation', record);
            if (w === 'sanitize') (window as unknown as { HdSanitize: { sanitizeHtml(html: string): string } }).HdSanitize.sanitizeHtml(h);
            else if (w === 'live element') document.createElement('div').innerHTML = h;
            else new DOMParser().parseFromString(h, 'text/html');
            await new Promise((resolve) => setTimeout(resolve, 300));
            document.removeEventListener('securitypolicyviolation', record);
            return seen;
          },
          [html, how] as const,
        );
      // The first call checks DOMPurify with the probe; ordinary content then parses quietly.
      expect(await heard('<p>Drink <strong>water</strong></p>', 'sanitize')).toEqual([]);
      // A handler in the content never runs: the sanitiser parses it in an inert document and drops
      // it before the markup reaches the page. Whether the browser reports it as that parse meets it
      // depends on the version (Chromium 150 does not; 156 does, Debian's since its December 2026
      // update): the sanitiser reports no more than that parse does, nothing of its own.
      const onParse = await heard('<img src="x" onerror="void 0">', 'inert parse');
      expect(await heard('<img src="x" onerror="void 0">', 'sanitize')).toEqual(onParse);
      expect(await heard('<b onclick="x">b</b>', 'sanitize')).toEqual(await heard('<b onclick="x">b</b>', 'inert parse'));
      // The listener does hear a handler that compiles: the same markup in a live element, whose
      // image fails to load and runs its onerror.
      expect(await heard('<img src="x" onerror="void 0">', 'live element')).toEqual(['script-src-attr']);
    } finally {
      await strict.close();
    }
  });
});
