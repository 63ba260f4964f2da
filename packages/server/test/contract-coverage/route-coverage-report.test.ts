import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { routes, type RouteName } from '@healthdeck/contract';
import { readRouteCoverage } from '../helpers/route-coverage-report.js';
import { startTestServer } from '../helpers/test-server.js';
import { callRoute } from '../helpers/call-route.js';

// The record the global setup judges after the last test file (helpers/route-coverage*.ts).

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

describe('contract route coverage record', () => {
  it("merges the workers' records and lists every route never answered with success, with why a success was refused", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'hd-route-coverage-'));
    dirs.push(dir);
    const all = Object.keys(routes) as RouteName[];
    const [first, second, ...rest] = all;
    await writeFile(path.join(dir, '1-0.routes'), `${rest.map((name) => `ok\t${name}`).join('\n')}\n`);
    await writeFile(path.join(dir, '2-0.routes'), `invalid\t${first}\tExpected string\nok\t${rest[0]}\ninvalid\t${rest[1]}\tlater refused\n`);
    const coverage = await readRouteCoverage(dir);
    expect(coverage.total).toBe(all.length);
    expect(coverage.missing).toEqual([first, second]);
    expect([...coverage.invalid]).toEqual([[first, 'Expected string']]);
    expect(coverage.covered).toHaveLength(all.length - 2);
  });

  it('records a route a test server answered with its success status and a contract body', async () => {
    const server = await startTestServer();
    try {
      expect((await callRoute(server, 'keysConfig')).status).toBe(routes.keysConfig.successStatus);
      expect((await callRoute(server, 'account')).status).toBe(401);
    } finally {
      await server.close();
    }
    const lines = (await readFile(path.join(inject('routeCoverageDir'), `${process.pid}-${threadId}.routes`), 'utf8')).split('\n');
    expect(lines).toContain('ok\tkeysConfig');
    expect(lines).not.toContain('ok\taccount');
  });
});
