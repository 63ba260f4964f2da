// The publishable libraries and how they are packed (`pnpm pack`: its `prepack` builds dist/, and
// pnpm writes the packed package.json with `publishConfig` applied and `workspace:*` replaced).
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');

/** In dependency order: each one's declarations are built against the ones before it. */
export const LIBRARIES = ['contract', 'crypto', 'sdk', 'widgets'] as const;
export type Library = (typeof LIBRARIES)[number];

const pnpmSpec = (JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { packageManager: string }).packageManager;

/** Runs the repository's pinned pnpm; throws with its output when it fails. */
export function pnpm(args: string[], cwd: string): string {
  const result = spawnSync('npx', ['-y', pnpmSpec, ...args], { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed in ${cwd} (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** Packs every library into `dest` (emptied first); the tarball path by package name. */
export function packLibraries(dest: string): Record<`@healthdeck/${Library}`, string> {
  rmSync(dest, { recursive: true, force: true });
  mkdirSync(dest, { recursive: true });
  const tarballs = {} as Record<`@healthdeck/${Library}`, string>;
  for (const library of LIBRARIES) {
    const before = new Set(readdirSync(dest));
    pnpm(['pack', '--pack-destination', dest], join(repoRoot, 'packages', library));
    const made = readdirSync(dest).filter((f) => !before.has(f) && f.endsWith('.tgz'));
    if (made.length !== 1) throw new Error(`pnpm pack of ${library} made ${made.length} tarballs: ${made.join(', ')}`);
    tarballs[`@healthdeck/${library}`] = join(dest, made[0] as string);
  }
  return tarballs;
}
