import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A CI-sized run of the multi-host rehearsal (scripts/cluster.mjs, docs/DEPLOYMENT.md "Rehearsal"):
// three app hosts behind nginx, PgBouncer, a synchronous replica; an app host killed, then the primary,
// under load. Needs root (network namespaces) and Debian's nginx, pgbouncer and postgresql, which
// `npm test` as root installs; anywhere else it is skipped, saying why.
const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const has = (program: string) => spawnSync('sh', ['-c', `command -v ${program}`], { stdio: 'ignore' }).status === 0;
const why =
  process.getuid?.() !== 0
    ? 'not root (network namespaces need it)'
    : !['ip', 'nginx', 'pgbouncer', 'runuser'].every(has)
      ? 'ip, nginx, pgbouncer or runuser missing'
      : spawnSync('ls', ['/usr/lib/postgresql']).status !== 0
        ? "Debian's PostgreSQL missing"
        : null;
if (why) console.warn(`cluster.test.ts skipped: ${why}. Run it with sudo node scripts/cluster.mjs.`);

interface EventReport {
  event: string;
  requests: number;
  errors: number;
  openToKilledHost: number | null;
  lastErrorAfterMs: number;
  firstAcknowledgedWriteAfterMs: number | null;
}
interface Report {
  requests: number;
  writes: { acknowledged: number; lost: number; doubled: number };
  events: EventReport[];
}

describe.skipIf(why !== null)('the cluster rehearsal, CI-sized', () => {
  it('loses and doubles no acknowledged write through a host kill and a failover, and recovers in time', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hd-cluster-test-'));
    try {
      const out = join(dir, 'report.json');
      const child = spawn(process.execPath, ['scripts/cluster.mjs', '--phase', '8', '--connections', '12', '--writers', '2', '--json', out], {
        cwd: root,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += String(chunk);
      });
      child.stderr.on('data', (chunk) => {
        output += String(chunk);
      });
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code, output).toBe(0);
      const report = JSON.parse(readFileSync(out, 'utf8')) as Report;
      expect(report.writes.acknowledged).toBeGreaterThan(0);
      expect(report.writes.lost).toBe(0);
      expect(report.writes.doubled).toBe(0);
      const [steady, hostKill, failover] = report.events as [EventReport, EventReport, EventReport];
      expect(steady.errors).toBe(0);
      // Errors only around the requests nginx had open to the killed host (the others are tried
      // elsewhere). The report gives both figures; the test holds the errors under 1% of the event's
      // requests, as nginx's millisecond log cannot place every request before or after the kill on a
      // loaded machine (one more error than open requests was seen at load 7).
      expect(hostKill.errors).toBeLessThanOrEqual(Math.max(hostKill.openToKilledHost ?? 0, Math.ceil(hostKill.requests / 100)));
      expect(hostKill.lastErrorAfterMs).toBeLessThanOrEqual(10_000);
      // While PostgreSQL is away (kill to promotion, ~1-2 s) the servers answer 503 at once (the
      // database gate), so errors here are not bounded by the requests open at the kill: only in time.
      expect(failover.lastErrorAfterMs).toBeLessThanOrEqual(30_000);
      expect(failover.firstAcknowledgedWriteAfterMs).not.toBeNull();
      expect(failover.firstAcknowledgedWriteAfterMs!).toBeLessThanOrEqual(30_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 300_000);
});
