import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { pnpm, repoRoot } from './libraries';

// The custom elements of the published @healthdeck/widgets (the tsup build, not the script-tag
// embed, which the element tests cover): a page bundled by Vite from the packed tarballs defines
// <hd-hydration-tracker> through the package's own exports (defineWidget, widgetForTag,
// setElementClient) on a client of the published sdk, talking to the published sdk's fake server.
// In Chromium the element renders in its shadow root and fires hd-change, bubbling and composed,
// after a click on plus.
const tarballs = inject('tarballs');
const app = mkdtempSync(join(tmpdir(), 'hd-elements-built-'));
let server: Server | undefined;
afterAll(() => {
  server?.close();
  rmSync(app, { recursive: true, force: true });
});

// playwright-core is the journeys' (tests/package.json); the packaging tests borrow it from there.
const { chromium } = createRequire(join(repoRoot, 'tests', 'package.json'))('playwright-core') as typeof import('../../tests/node_modules/playwright-core');

const PAGE = `import { createHealthDeck, signInWithTokens } from '@healthdeck/sdk';
import { accountFixture, createFakeServer, json, tokensFixture } from '@healthdeck/sdk/testing';
import { defineWidget, setElementClient, widgetForTag } from '@healthdeck/widgets';

let totalOunces = 5;
const day = { date: '2026-11-21' };
const fake = createFakeServer({
  account: () => json(accountFixture({ verified: true })),
  hydrationLast: () => json({ hydration: { total_ounces: totalOunces, ...day } }),
  hydrationIncrement: () => {
    totalOunces += 1;
    return json({ hydration: { total_ounces: totalOunces, ...day } });
  },
});
const client = createHealthDeck({ fetch: fake.fetch, onUnauthorized: () => {} });
await signInWithTokens(client, tokensFixture());
setElementClient(client);
await defineWidget(widgetForTag('hd-hydration-tracker'));
window.elementsReady = true;
`;

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };

it('defines an element from the built package: it renders in Chromium and fires an hd-* event', async () => {
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'hd-elements-built',
        private: true,
        type: 'module',
        dependencies: {
          '@healthdeck/sdk': `file:${tarballs['@healthdeck/sdk']}`,
          '@healthdeck/widgets': `file:${tarballs['@healthdeck/widgets']}`,
          react: '19.3.1',
          'react-dom': '19.3.1',
        },
        devDependencies: { vite: '8.3.8' },
        // The libraries name each other by version: those come from the tarballs too.
        pnpm: { overrides: Object.fromEntries(Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`])) },
      },
      null,
      2,
    ),
  );
  writeFileSync(join(app, 'index.html'), '<!doctype html><html lang="en"><head><title>Built elements</title></head><body><script type="module" src="/main.js"></script></body></html>');
  writeFileSync(join(app, 'main.js'), PAGE);
  pnpm(['install', '--prefer-offline', '--config.confirmModulesPurge=false'], app);
  expect(existsSync(join(app, 'node_modules', '@healthdeck', 'widgets', 'dist', 'index.js'))).toBe(true);
  pnpm(['exec', 'vite', 'build', '--logLevel', 'warn'], app);

  const dist = join(app, 'dist');
  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dist, path === '/' ? 'index.html' : path));
    if (!file.startsWith(dist + sep) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForFunction(() => (window as unknown as { elementsReady?: boolean }).elementsReady === true, undefined, { timeout: 30_000 });

    await page.evaluate(() => {
      const heard: unknown[] = [];
      (window as unknown as { heard: unknown[] }).heard = heard;
      document.addEventListener('hd-change', (e) => {
        const event = e as CustomEvent;
        heard.push({ detail: event.detail, bubbles: event.bubbles, composed: event.composed, target: (event.target as Element).localName });
      });
      document.body.append(document.createElement('hd-hydration-tracker'));
    });
    // The widget renders in the element's (open) shadow root: playwright's locators pierce it.
    const plus = page.locator('hd-hydration-tracker [part~="increment"]:not(:disabled)');
    await plus.waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.querySelector('hd-hydration-tracker')?.shadowRoot?.textContent ?? '')).toContain('5');
    await plus.click();
    await page.waitForFunction(() => (window as unknown as { heard: unknown[] }).heard.length > 0, undefined, { timeout: 30_000 });
    expect(await page.evaluate(() => (window as unknown as { heard: unknown[] }).heard)).toEqual([
      { detail: { totalOunces: 6, goal: 96 }, bubbles: true, composed: true, target: 'hd-hydration-tracker' },
    ]);
    expect(errors).toEqual([]);
  } finally {
    await browser.close();
  }
});
