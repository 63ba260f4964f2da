// Element tests: every registered hd-* element, as the script-tag embed defines it, in
// Debian's Chromium through @web/test-runner. The embed is built here (vite, the real preact build a
// partner's page gets) and served at /embed/; /embed-next/ serves the same files as another version
// of the package (its version string rewritten), for the "second loader on one page" test. The
// tests themselves are TypeScript (esbuild) and drive the elements with @healthdeck/sdk/testing's
// fake server. Run: `pnpm --filter @healthdeck/widgets run test:elements` (npm test runs it too).
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { build } from 'vite';

const packageDir = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(packageDir, '..', '..');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);

const version = /WIDGETS_VERSION = '([^']+)'/.exec(readFileSync(join(packageDir, 'src/version.ts'), 'utf8'))?.[1];
if (!version) throw new Error('src/version.ts: WIDGETS_VERSION not found');
/** The version the /embed-next/ copy claims to be (the tests read it from HealthDeck.version + '-next'). */
const NEXT_VERSION = `${version}-next`;

const outDir = mkdtempSync(join(tmpdir(), 'hd-wtr-embed-'));
await build({ configFile: join(packageDir, 'vite.embed.config.ts'), logLevel: 'error', build: { outDir, emptyOutDir: true, sourcemap: false } });
const cleanUp = () => rmSync(outDir, { recursive: true, force: true });
process.once('exit', cleanUp);

/** The policy of the element tests' page (testRunnerHtml): what no element may need on a partner's page. */
const ELEMENT_PAGE_POLICY = "script-src-attr 'none'; style-src-attr 'none'; object-src 'none'";

const TYPES = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

/** Serves the built embed at /embed/ and, as another version of the package, at /embed-next/. */
async function serveEmbed(ctx, next) {
  const match = /^\/(embed|embed-next)\/(.+)$/.exec(ctx.path);
  if (!match) return next();
  const file = normalize(join(outDir, match[2]));
  if (!file.startsWith(outDir + sep) || !existsSync(file)) return next();
  let body = readFileSync(file);
  if (match[1] === 'embed-next' && extname(file) === '.js') {
    // The bundle carries the version as a template literal (`0.1.0`); every copy of it is the
    // package version, so this is what another release's build would hold.
    body = body.toString('utf8').replaceAll(`\`${version}\``, `\`${NEXT_VERSION}\``);
  }
  ctx.type = TYPES[extname(file)] ?? 'application/octet-stream';
  ctx.body = body;
}

export default {
  rootDir: repoRoot,
  files: [join(packageDir, 'test/elements/**/*.test.ts')],
  nodeResolve: { exportConditions: ['browser', 'import', 'default'] },
  plugins: [esbuildPlugin({ ts: true, target: 'es2022', tsconfig: join(packageDir, 'tsconfig.json') })],
  middleware: [serveEmbed],
  // The sdk's source (for the fake server) is served unbundled; nanostores reads process.env.NODE_ENV,
  // which a bundler would have replaced. The page sends what a strict partner page's policy says of
  // what the embed must never need (examples/partner-site/README.md "Content-Security-Policy"): no
  // inline handler, no style attribute, no plugin; the runner's own scripts stay allowed. Every
  // violation is kept for test/elements/support.ts, which fails the test it happened in.
  testRunnerHtml: (testFramework) =>
    `<!doctype html><html lang="en"><head><meta http-equiv="Content-Security-Policy" content="${ELEMENT_PAGE_POLICY}"><script>window.process = { env: { NODE_ENV: 'development' } }; window.__hdCspViolations = []; document.addEventListener('securitypolicyviolation', (event) => window.__hdCspViolations.push(event.violatedDirective + ' (' + (event.sourceFile || event.blockedURI || 'the page') + ':' + event.lineNumber + ')'));</script></head><body><script type="module" src="${testFramework}"></script></body></html>`,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: CHROMIUM,
        headless: true,
        args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update'],
      },
    }),
  ],
  // Two cores on CI: one page at a time keeps the timings honest.
  concurrency: 1,
  testFramework: { config: { timeout: 20_000 } },
  testsFinishTimeout: 180_000,
  // The page's own console (the loader's warnings are asserted in the tests, not printed).
  filterBrowserLogs: ({ type }) => type === 'error',
};
