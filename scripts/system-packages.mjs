// What the tests need from the operating system, beyond Node and npm: one line per program. On
// Debian as root, `npm test` installs what is missing with apt-get (so a fresh machine needs only the
// README's two commands); anywhere else it stops before the first test and prints the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** The programs the tests run, the Debian package that has each, and the tests that need it. */
export const SYSTEM_PACKAGES = [
  { program: process.env.CHROMIUM_PATH ?? 'chromium', debianPackage: 'chromium', neededBy: 'the browser journeys and the element tests' },
  { program: 'gpg', debianPackage: 'gnupg', neededBy: 'the test that opens sealed records with GnuPG' },
  { program: 'pgbouncer', debianPackage: 'pgbouncer', neededBy: 'the server behind PgBouncer in transaction mode (pgbouncer.test.ts) and the cluster rehearsal' },
  { program: 'nginx', debianPackage: 'nginx', neededBy: 'the cluster rehearsal (scripts/cluster.mjs) and the check of deploy/nginx.conf' },
  { program: 'pg_lsclusters', debianPackage: 'postgresql', neededBy: "the cluster rehearsal's primary and synchronous replica" },
];

function found(program) {
  if (program.includes('/')) return existsSync(program);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => dir && existsSync(join(dir, program)));
}

/** The packages whose program is missing. */
export function missingPackages(packages = SYSTEM_PACKAGES) {
  return packages.filter((p) => !found(p.program));
}

/**
 * Installs what is missing when it can (root on Debian), else explains. Returns true when every
 * program is there afterwards.
 */
export function ensureSystemPackages(packages = SYSTEM_PACKAGES) {
  const missing = missingPackages(packages);
  if (missing.length === 0) return true;
  const names = missing.map((p) => p.debianPackage);
  const canInstall = process.getuid?.() === 0 && existsSync('/etc/debian_version') && found('apt-get');
  if (canInstall) {
    console.log(`› Installing ${names.join(', ')} from Debian (apt-get), which the tests need`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    const install = update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { stdio: 'inherit', env }) : update;
    if (install.status === 0 && missingPackages(missing).length === 0) return true;
  }
  console.error('\nThe tests need programs this machine does not have:');
  for (const p of missing) console.error(`  ${p.program} (Debian package ${p.debianPackage}), for ${p.neededBy}`);
  console.error(`Install them, then run npm test again:\n  sudo apt-get install -y --no-install-recommends ${names.join(' ')}`);
  return false;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(ensureSystemPackages() ? 0 : 1);
