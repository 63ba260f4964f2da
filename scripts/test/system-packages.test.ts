import { afterEach, describe, expect, it, vi } from 'vitest';
import { ensureSystemPackages, missingPackages, SYSTEM_PACKAGES } from '../system-packages.mjs';

// npm test on a fresh machine: the programs its tests need are there, installed (root on Debian), or
// named with the exact command to install them.
afterEach(() => vi.restoreAllMocks());

const absent = { program: 'healthdeck-no-such-program', debianPackage: 'healthdeck-no-such-package', neededBy: 'this test' };

describe('system packages the tests need', () => {
  it('names Chromium, GnuPG, and PgBouncer, nginx and PostgreSQL (the PgBouncer test, the cluster rehearsal)', () => {
    expect(SYSTEM_PACKAGES.map((p) => p.debianPackage)).toEqual(['chromium', 'gnupg', 'pgbouncer', 'nginx', 'postgresql']);
  });

  it('finds a program on PATH and reports one that is not', () => {
    expect(missingPackages([{ program: 'node', debianPackage: 'nodejs', neededBy: 'x' }, absent])).toEqual([absent]);
  });

  it('without root, stops with the apt-get command to run', () => {
    vi.spyOn(process, 'getuid').mockReturnValue(1000);
    const errors: string[] = [];
    vi.spyOn(console, 'error').mockImplementation((line: string) => void errors.push(line));
    expect(ensureSystemPackages([absent])).toBe(false);
    expect(errors.join('\n')).toContain('sudo apt-get install -y --no-install-recommends healthdeck-no-such-package');
  });
});
