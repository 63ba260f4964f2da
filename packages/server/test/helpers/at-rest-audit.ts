import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from '../../src/config.js';
import type { AuditReport } from '../../src/ops/at-rest-audit.js';

const run = promisify(execFile);

/** Runs scripts/at-rest-audit.mjs as an operator would, with a bare environment (no DATABASE_URL of the test run); answers its JSON report. */
export async function audit(...args: string[]): Promise<AuditReport> {
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' };
  const { stdout } = await run(process.execPath, [path.join(REPO_ROOT, 'scripts/at-rest-audit.mjs'), ...args, '--json'], { cwd: REPO_ROOT, env, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout) as AuditReport;
}
