// Crash safety: scripts/crash-test.mjs kills the real server process (SIGKILL) and then
// the embedded PostgreSQL in the middle of a stream of member writes from 20 clients; every
// acknowledged write must be there after the restart, none twice, none that was refused. The
// script starts its own server and embedded PostgreSQL in a temporary DATA_DIR (it does not use
// the run's database).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';

interface PhaseRow {
  name: string;
  sent: number;
  acked: number;
  failed: number;
  unknown: number;
  ackedMissing: number;
  doubled: number;
  failedPresent: number;
  strangers: number;
  hydrationBad: number;
  measurementsFound: number;
  statuses: Record<string, number>;
}

/**
 * Its own embedded PostgreSQL, whatever the run's database (a `.embedded.test.ts` file): with
 * TEST_DATABASE_URL `npm test` runs these files in a pass on the embedded PostgreSQL of their own, and
 * its pass of the server tests on that database (DATABASE_URL set) skips them.
 */
const onExternalDatabase = Boolean(process.env.DATABASE_URL);

function runCrashTest(): Promise<{ code: number | null; summary: { clients: number; complete: boolean; rows: PhaseRow[] } | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/crash-test.mjs'), '--json', '--clients=20'], { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.once('exit', (code) => {
      const last = stdout.trim().split('\n').at(-1) ?? '';
      let summary = null;
      try {
        summary = JSON.parse(last);
      } catch {
        // reported below with the output
      }
      resolve({ code, summary, output: `${stderr}\n${stdout}` });
    });
  });
}

describe.skipIf(onExternalDatabase)('crash safety under a stream of member writes', () => {
  it('loses no acknowledged write and doubles none when the server, then PostgreSQL, is killed', { timeout: 240_000 }, async () => {
    const { code, summary, output } = await runCrashTest();
    expect(summary, output).not.toBeNull();
    expect(summary!.complete, output).toBe(true);
    expect(summary!.clients).toBe(20);
    expect(summary!.rows.map((r) => r.name)).toEqual(['server SIGKILL', 'PostgreSQL SIGKILL']);
    for (const row of summary!.rows) {
      // The stream was really cut: some writes acknowledged, some not.
      expect(row.acked, `${row.name}: ${output}`).toBeGreaterThan(20);
      expect(row.sent - row.acked, `${row.name}: ${output}`).toBeGreaterThan(0);
      expect({
        phase: row.name,
        ackedMissing: row.ackedMissing,
        doubled: row.doubled,
        refusedButStored: row.failedPresent,
        strangers: row.strangers,
        hydrationOutOfBounds: row.hydrationBad,
      }).toEqual({
        phase: row.name,
        ackedMissing: 0,
        doubled: 0,
        refusedButStored: 0,
        strangers: 0,
        hydrationOutOfBounds: 0,
      });
    }
    // While PostgreSQL was away the server answered 503 (or kept the request until it was back), never 500.
    expect(summary!.rows[1]!.statuses['500'] ?? 0).toBe(0);
    expect(code, output).toBe(0);
  });
});
