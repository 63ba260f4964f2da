// The spec's call catalogue (packages/contract/src/catalogue.ts: spec 000 §7.1–§7.6, spec 001 §7)
// against the route table the transport serves, and the repo's check script over the OpenAPI
// document (scripts/check-catalogue.mjs).
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { routeTable } from '@healthdeck/contract/light';
import { CALL_CATALOGUE } from '../../contract/src/catalogue.js';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

describe('the call catalogue', () => {
  it('has entries for every section the specs list calls in', () => {
    const sections = new Set(CALL_CATALOGUE.map((entry) => entry.section));
    expect([...sections].sort()).toEqual(['000 §7.1', '000 §7.2', '000 §7.3', '000 §7.4', '000 §7.5', '000 §7.6', '001 §7']);
    // spec 000 §7.1 has five rows; spec 001 §7 has twenty-three
    expect(CALL_CATALOGUE.filter((entry) => entry.section === '000 §7.1')).toHaveLength(5);
    expect(CALL_CATALOGUE.filter((entry) => entry.section === '001 §7')).toHaveLength(23);
  });

  it('names each call once per section; local entries have no route and say why, the others have routes', () => {
    const seen = new Set<string>();
    for (const entry of CALL_CATALOGUE) {
      const key = `${entry.section} ${entry.call}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(entry.call.trim(), key).not.toBe('');
      if (entry.local) expect(entry.routes, key).toEqual([]);
      else expect(entry.routes.length, key).toBeGreaterThan(0);
    }
  });

  it('every route it names is a row of the contract route table', () => {
    const unknown = CALL_CATALOGUE.flatMap((entry) => entry.routes.filter((route) => !Object.hasOwn(routeTable, route)).map((route) => `${entry.section} '${entry.call}': ${route}`));
    expect(unknown).toEqual([]);
  });

  it("the spec's special cases point at rows with the matching handling", () => {
    const rowOf = (call: string) => {
      const entry = CALL_CATALOGUE.find((e) => e.call === call);
      expect(entry, call).toBeDefined();
      return (routeTable as Record<string, { successStatus: number; handling?: { on204?: string } }>)[entry!.routes[0]!];
    };
    expect(rowOf('Roles: create POST (role create expects 201)')?.successStatus).toBe(201);
    expect(rowOf('Orders: GET one (204 yields an empty object)')?.handling?.on204).toBe('empty-object');
    expect(rowOf('Session save: POST /api/auth/session (expects 204)')?.successStatus).toBe(204);
    expect(rowOf('Program results: POST send (204)')?.successStatus).toBe(204);
  });
});

describe('scripts/check-catalogue.mjs', () => {
  it('builds the OpenAPI document in-process and finds every spec call in it', async () => {
    const run = promisify(execFile);
    const { stdout } = await run(process.execPath, [path.join(repo, 'scripts/check-catalogue.mjs'), '--json'], { cwd: repo }).catch((error: { stdout?: string }) => ({
      stdout: error.stdout ?? '',
    }));
    const report = JSON.parse(stdout) as { operations: number; entries: number; served: number; local: number; missing: unknown[] };
    expect(report.entries).toBe(CALL_CATALOGUE.length);
    expect(report.operations).toBeGreaterThan(0);
    expect(report.missing).toEqual([]);
    expect(report.served + report.local).toBe(report.entries);
  }, 60_000);
});

describe('packages/sdk/scripts/check-routes.mjs', () => {
  const script = path.join(repo, 'packages/sdk/scripts/check-routes.mjs');
  /** The script's JSON report and exit code (execFile rejects on a non-zero exit; the code is kept, not swallowed). */
  async function checkRoutes(...args: string[]) {
    try {
      const { stdout } = await promisify(execFile)(process.execPath, [script, '--json', ...args], { cwd: repo });
      return { code: 0, report: JSON.parse(stdout) as RoutesReport };
    } catch (error) {
      const failed = error as { code?: number; stdout?: string };
      return { code: failed.code ?? -1, report: JSON.parse(failed.stdout ?? '{}') as RoutesReport };
    }
  }
  type RoutesReport = { routes: number; called: number; missing: string[]; unknown: string[] };

  it('every route of the table has an sdk call (exit 0); helper calls count (hydration step helper)', async () => {
    const { code, report } = await checkRoutes();
    expect(report.routes).toBe(Object.keys(routeTable).length);
    expect(report.called + report.missing.length).toBe(report.routes);
    expect(report.missing).toEqual([]);
    expect(report.unknown).toEqual([]);
    expect(code).toBe(0);
  }, 60_000);

  it('exits 1 and lists the route when a contract route lacks an sdk call', async () => {
    const src = await mkdtemp(path.join(tmpdir(), 'sdk-src-'));
    try {
      // Every route but one called; hydrationIncrement through a helper, refreshToken read as a row.
      const names = Object.keys(routeTable).filter((name) => name !== 'userAllergySealRecord' && name !== 'hydrationIncrement' && name !== 'refreshToken');
      await writeFile(path.join(src, 'calls.ts'), `${names.map((name) => `call('${name}');`).join('\n')}\nchange('hydrationIncrement', 1);\nauthRoutes.refreshToken;\n`);
      const { code, report } = await checkRoutes('--src', src);
      expect(report.missing).toEqual(['userAllergySealRecord']);
      expect(code).toBe(1);
    } finally {
      await rm(src, { recursive: true, force: true });
    }
  }, 60_000);
});
