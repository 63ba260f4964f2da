// Builds bench/page with Vite (the bundler the apps use, so the keygen worker is bundled the way
// it will be in production), serves it on loopback and opens it in Debian's Chromium.
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const pageRoot = fileURLToPath(new URL('./page/', import.meta.url));
export const CHROMIUM = '/usr/bin/chromium';
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'];
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };

/** Vite as the repo root's vitest depends on it, so no second copy (or lockfile entry) is needed. */
async function loadVite() {
  const fromRoot = createRequire(fileURLToPath(new URL('../../../package.json', import.meta.url)));
  const fromVitest = createRequire(fromRoot.resolve('vitest/package.json'));
  return import(pathToFileURL(fromVitest.resolve('vite')).href);
}

/** Bundles the page into a fresh temporary directory and returns it. */
export async function buildPage() {
  const { build } = await loadVite();
  const outDir = mkdtempSync(join(tmpdir(), 'hd-crypto-page-'));
  await build({ root: pageRoot, configFile: false, logLevel: 'error', build: { outDir, emptyOutDir: true, target: 'es2022' } });
  return outDir;
}

/** A static file server on 127.0.0.1 (random port) for the built page. */
export async function servePage(dir) {
  const server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = join(dir, path.endsWith('/') ? `${path}index.html` : path);
    try {
      if (!file.startsWith(dir) || !statSync(file).isFile()) throw new Error('not found');
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-store' });
      res.end(readFileSync(file));
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(resolve)) };
}

/** Launches Chromium, opens the page and waits for window.hdCrypto. */
export async function openPage(url) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = [];
  const workers = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('worker', (worker) => workers.push(worker.url()));
  await page.goto(url);
  await page.waitForFunction(() => 'hdCrypto' in window, undefined, { timeout: 30_000 });
  return { browser, page, errors, workers };
}

/** Everything at once; `close()` undoes it. */
export async function startBrowserPage() {
  const dir = await buildPage();
  const server = await servePage(dir);
  let opened;
  try {
    opened = await openPage(server.url);
  } catch (error) {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    ...opened,
    url: server.url,
    async close() {
      await opened.browser.close();
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
