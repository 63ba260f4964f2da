// Accuracy benchmark of the in-browser camera vitals (docs/decisions/0079; not a timed test):
// synthetic face clips (tests/support/face-clip.ts) on held-out seeds, each played through Debian's
// Chromium fake camera into a page running the scan's own frame reader and rPPG worker, for the
// scan's length. Reports the heart rate's mean absolute error on clean and on noisy clips (targets
// ≤ 3 and ≤ 5 bpm) and that still, dark and moving-without-pulse clips read as no pulse; exits 1
// when a target is missed. Clips go to a temporary folder and are deleted.
//
//   npx tsx tests/benchmarks/rppg/bench-rppg.ts [--seconds 60] [--clean 8] [--noisy 8] [--parallel 2] [--seed 7000]
import { mkdtemp, rm, writeFile, readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';
import { chromium } from 'playwright-core';
import { faceClip, type FaceClipKind } from '../../support/face-clip';
import { seeded } from '../../../packages/widgets/src/test/synthetic-pulse';

const here = dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clean: { type: 'string', default: '8' },
    noisy: { type: 'string', default: '8' },
    parallel: { type: 'string', default: '2' },
    // Seeds the pipeline was never tuned on (its unit tests use seeds below 100).
    seed: { type: 'string', default: '7000' },
  },
});
const seconds = Number(args.seconds);
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The worker is named as `./rppg.worker.ts` for Vite; this build names the .js it writes beside the page. */
const workerUrl: Plugin = {
  name: 'rppg-worker-url',
  setup(b) {
    b.onLoad({ filter: /[\\/]pulse-reader\.ts$/ }, async (file) => {
      const source = await readFile(file.path, 'utf8');
      if (!source.includes("'./rppg.worker.ts'")) throw new Error('pulse-reader.ts no longer names ./rppg.worker.ts');
      return { contents: source.replace("'./rppg.worker.ts'", "'./rppg.worker.js'"), loader: 'ts' };
    });
  },
};

async function buildPage(dir: string) {
  await build({
    entryPoints: { page: join(here, 'page.ts'), 'rppg.worker': join(here, '../../../packages/widgets/src/vitals/rppg.worker.ts') },
    bundle: true,
    format: 'esm',
    outdir: dir,
    plugins: [workerUrl],
    logLevel: 'warning',
  });
  await writeFile(
    join(dir, 'index.html'),
    '<!doctype html><meta charset="utf-8"><title>rPPG benchmark</title><video muted playsinline autoplay></video><script type="module" src="page.js"></script>',
  );
}

function serve(dir: string): Promise<{ url: string; close: () => void }> {
  const server = createServer(async (req, res) => {
    const name = (req.url ?? '/').split('?')[0] === '/' ? 'index.html' : (req.url ?? '').split('?')[0]!.slice(1);
    try {
      const body = await readFile(join(dir, name));
      res.writeHead(200, { 'content-type': name.endsWith('.js') ? 'text/javascript' : 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${address.port}/`, close: () => server.close() });
    }),
  );
}

interface Case {
  kind: FaceClipKind;
  bpm: number;
  seed: number;
  /** The clip's loop (seconds): 17–23, so the true rates are not round numbers. */
  loop: number;
}
type Reading =
  | { pulse: true; hr: number; hrv: number | null; rr: number | null; quality: number; frameRate: number }
  | { pulse: false; reason: string; quality: number | null; frameRate: number | null };

async function run(one: Case, dir: string, url: string): Promise<{ truth: number | null; rmssd: number | null; reading: Reading | null; error?: string }> {
  const clip = faceClip({ kind: one.kind, bpm: one.bpm, seed: one.seed, seconds: one.loop });
  const file = join(dir, `${one.kind}-${one.seed}.y4m`);
  await writeFile(file, clip.y4m);
  const browser = await chromium.launch({
    executablePath,
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream', `--use-file-for-fake-video-capture=${file}`],
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${url}?seconds=${seconds}`);
    await page.waitForFunction(() => (window as unknown as { __reading?: unknown; __error?: string }).__reading ?? (window as unknown as { __error?: string }).__error, undefined, {
      timeout: (seconds + 60) * 1000,
      polling: 500,
    });
    const reading = (await page.evaluate(() => (window as unknown as { __reading?: Reading }).__reading ?? null)) as Reading | null;
    const error = (await page.evaluate(() => (window as unknown as { __error?: string }).__error ?? null)) ?? undefined;
    return { truth: clip.bpm, rmssd: clip.rmssd, reading, error: error ?? undefined };
  } finally {
    await browser.close();
    await rm(file, { force: true });
  }
}

async function main() {
  const dir = await mkdtemp(join(tmpdir(), 'hd-rppg-bench-'));
  try {
    await buildPage(dir);
    const { url, close } = await serve(dir);
    const random = seeded(Number(args.seed));
    const cases: Case[] = [];
    let seed = Number(args.seed);
    const spread = (n: number, kind: FaceClipKind) => {
      for (let i = 0; i < n; i++) cases.push({ kind, bpm: 50 + (100 * (i + random())) / n, seed: ++seed, loop: 17 + 6 * random() });
    };
    spread(Number(args.clean), 'clean');
    spread(Number(args.noisy), 'noisy');
    for (const kind of ['still', 'dark', 'moving', 'moving'] as const) cases.push({ kind, bpm: 50 + 100 * random(), seed: ++seed, loop: 17 + 6 * random() });

    const results: (Case & Awaited<ReturnType<typeof run>>)[] = [];
    let next = 0;
    const worker = async () => {
      while (next < cases.length) {
        const one = cases[next++]!;
        const result = await run(one, dir, url).catch((error: unknown) => ({ truth: null, rmssd: null, reading: null, error: String(error) }));
        results.push({ ...one, ...result });
        const r = result.reading;
        const shown =
          r === null
            ? `error ${result.error}`
            : r.pulse
              ? `hr ${r.hr} (hrv ${r.hrv ?? '–'} of ${result.rmssd?.toFixed(0) ?? '–'} ms, rr ${r.rr ?? '–'}, quality ${r.quality} dB, ${r.frameRate} fps)`
              : `no pulse: ${r.reason} (quality ${r.quality ?? '–'} dB)`;
        console.log(`${one.kind.padEnd(6)} seed ${one.seed}  true ${result.truth === null ? 'none' : result.truth.toFixed(1)}  → ${shown}`);
      }
    };
    await Promise.all(Array.from({ length: Number(args.parallel) }, worker));
    close();

    const mae = (kind: FaceClipKind) => {
      const of = results.filter((r) => r.kind === kind);
      const errors = of.map((r) => (r.reading?.pulse && r.truth !== null ? Math.abs(r.reading.hr - r.truth) : Number.POSITIVE_INFINITY));
      return { n: of.length, read: errors.filter(Number.isFinite).length, mae: errors.reduce((a, b) => a + b, 0) / of.length, max: Math.max(...errors) };
    };
    const clean = mae('clean');
    const noisy = mae('noisy');
    const withHrv = results.filter((r) => r.reading?.pulse && r.reading.hrv !== null && r.rmssd !== null);
    const hrvError = withHrv.reduce((a, r) => a + Math.abs((r.reading as { hrv: number }).hrv - r.rmssd!), 0) / Math.max(1, withHrv.length);
    const silent = results.filter((r) => r.kind === 'still' || r.kind === 'dark' || r.kind === 'moving');
    const silentOk = silent.filter((r) => r.reading && !r.reading.pulse).length;
    console.log(`\nscan ${seconds} s, 160×120 at 30 fps, seeds ${Number(args.seed) + 1}–${seed}`);
    console.log(`clean: MAE ${clean.mae.toFixed(2)} bpm (max ${clean.max.toFixed(1)}) over ${clean.n} clips, ${clean.read} read — target ≤ 3`);
    console.log(`noisy: MAE ${noisy.mae.toFixed(2)} bpm (max ${noisy.max.toFixed(1)}) over ${noisy.n} clips, ${noisy.read} read — target ≤ 5`);
    console.log(`HRV given on ${withHrv.length} of ${clean.n + noisy.n} clips: mean absolute error ${hrvError.toFixed(1)} ms against the clips' true RMSSD (no target)`);
    console.log(`still, dark, moving without pulse: ${silentOk} of ${silent.length} read as no pulse — target all`);
    process.exitCode = clean.mae <= 3 && noisy.mae <= 5 && silentOk === silent.length ? 0 : 1;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
