import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../../..');

describe('loading the embedded PostgreSQL package', () => {
  it('keeps the exit code the process sets (a failing test run must not exit 0)', () => {
    const run = spawnSync(path.join(repo, 'node_modules/.bin/tsx'), [path.join(import.meta.dirname, 'fixtures/exit-code.ts')], { encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(3);
  });
});
