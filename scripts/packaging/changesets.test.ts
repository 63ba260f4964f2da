import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { LIBRARIES, repoRoot } from './libraries';

// A release, rehearsed on a copy of the workspace's manifests: `npm run version-packages`
// (`changeset version`, then the embed's version from the widgets package) with one changeset.
const copy = mkdtempSync(join(tmpdir(), 'hd-changesets-'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const read = (path: string) => readFileSync(join(copy, path), 'utf8');
const versionOf = (library: string) => (JSON.parse(read(`packages/${library}/package.json`)) as { version: string }).version;

it('`changeset version` bumps the changed library and its dependents, writes CHANGELOG.md, and the embed takes the widgets version', () => {
  const files = ['package.json', 'pnpm-workspace.yaml', '.changeset/config.json', 'scripts/packaging/sync-widgets-version.mjs', 'packages/widgets/src/version.ts'];
  for (const library of LIBRARIES) files.push(`packages/${library}/package.json`);
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(repoRoot, file), join(copy, file));
  }
  symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
  writeFileSync(join(copy, '.changeset', 'sdk-retry.md'), "---\n'@healthdeck/sdk': minor\n---\n\nThe sdk retries a refresh once after a network error.\n");
  const git = (...args: string[]) => execFileSync('git', ['-c', 'user.email=ci@healthdeck.test', '-c', 'user.name=CI', ...args], { cwd: copy });
  git('init', '-q');
  git('add', '-A');
  git('commit', '-qm', 'release rehearsal');

  const before = Object.fromEntries(LIBRARIES.map((library) => [library, versionOf(library)]));
  execFileSync('node', [join(copy, 'node_modules', '@changesets', 'cli', 'bin.js'), 'version'], { cwd: copy });
  execFileSync('node', ['scripts/packaging/sync-widgets-version.mjs'], { cwd: copy });

  const [major, minor] = (before.sdk as string).split('.').map(Number) as [number, number];
  expect(versionOf('sdk')).toBe(`${major}.${minor + 1}.0`);
  expect(read('packages/sdk/CHANGELOG.md')).toContain('The sdk retries a refresh once after a network error.');
  // widgets depends on sdk: a patch release naming the new sdk (updateInternalDependencies).
  const [wMajor, wMinor, wPatch] = (before.widgets as string).split('.').map(Number) as [number, number, number];
  const widgets = `${wMajor}.${wMinor}.${wPatch + 1}`;
  expect(versionOf('widgets')).toBe(widgets);
  expect(read('packages/widgets/CHANGELOG.md')).toContain(`## ${widgets}`);
  expect(read('packages/widgets/src/version.ts')).toContain(`export const WIDGETS_VERSION = '${widgets}';`);
  // Untouched libraries keep their version and get no changelog.
  expect(versionOf('contract')).toBe(before.contract);
  expect(existsSync(join(copy, 'packages/contract/CHANGELOG.md'))).toBe(false);
  expect(existsSync(join(copy, '.changeset', 'sdk-retry.md'))).toBe(false);
});
