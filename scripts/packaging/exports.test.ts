import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, posix, relative } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { registeredFolders } from '../../packages/widgets/scripts/registered-folders';

// What `npm install @healthdeck/<name>` gets: each packed tarball, unpacked, checked as a consumer
// (a bundler or tsc) would resolve it.
const tarballs = inject('tarballs');
const work = mkdtempSync(join(tmpdir(), 'hd-packed-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

interface Manifest {
  name: string;
  exports: Record<string, string | Record<string, string>>;
  types?: string;
  files?: string[];
  sideEffects?: unknown;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

function unpack(tarball: string): string {
  const dir = mkdtempSync(join(work, 'pkg-'));
  execFileSync('tar', ['xzf', tarball, '-C', dir]);
  return join(dir, 'package');
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => statSync(join(dir, f)).isFile())
    .map((f) => f.split('\\').join('/'));
}

/** Export targets with `*` expanded: to each registered widget folder for widgets, else to what exists. */
function expand(target: string, files: string[], name: string): string[] {
  if (!target.includes('*')) return [target];
  if (name === '@healthdeck/widgets') return registeredFolders().map((folder) => target.replace('*', folder));
  const [head, tail] = target.replace(/^\.\//, '').split('*') as [string, string];
  return files.filter((f) => f.startsWith(head) && f.endsWith(tail)).map((f) => `./${f}`);
}

const relativeSpecifiers = /(?:\bfrom\s*|\bimport\s*\(?\s*|new URL\(\s*)["'](\.{1,2}\/[^"']+)["']/g;
// Statements only (a line's `import … from "x"`, `export … from "x"`, `import "x"`) and `import("x")`:
// a string that merely contains `@import "…"` or `from "…"` (the sdk's XSS corpus) is not an import.
const bareSpecifiers = /(?:^[ \t]*(?:import|export)\b[^'"\n]*?\bfrom\s*|^[ \t]*\}\s*from\s*|^[ \t]*import\s*|\bimport\(\s*)["']([^."'/][^"']*)["']/gm;

/** A relative specifier in a built file resolves to a file in the package (.d.ts: as tsc would). */
function resolves(fromFile: string, specifier: string, fileSet: Set<string>): boolean {
  const base = posix.normalize(posix.join(posix.dirname(fromFile), specifier));
  if (!fromFile.endsWith('.d.ts')) return fileSet.has(base);
  const stem = base.replace(/\.js$/, '');
  return [`${stem}.d.ts`, `${stem}/index.d.ts`].some((candidate) => fileSet.has(candidate));
}

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

describe.each(Object.entries(tarballs))('%s, as packed', (name, tarball) => {
  const root = unpack(tarball);
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
  const files = filesUnder(root);
  const fileSet = new Set(files);

  it('ships built JavaScript and declarations only: no TypeScript source, no src/', () => {
    expect(files.filter((f) => /\.(ts|tsx|mts|cts)$/.test(f) && !f.endsWith('.d.ts'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('src/'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('dist/embed/'))).toEqual([]);
    expect(files).toContain('dist/index.js');
    expect(files).toContain('dist/index.d.ts');
  });

  it('has an exports map to dist/ with types first, and types, files and sideEffects', () => {
    expect(Object.keys(manifest.exports)).toContain('.');
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      if (subpath === './package.json') continue;
      expect(typeof target, subpath).toBe('object');
      expect(Object.keys(target)[0], `${subpath}: "types" must come first`).toBe('types');
      for (const file of Object.values(target)) expect(file, subpath).toMatch(/^\.\/dist\//);
    }
    expect(manifest.types).toBe('./dist/index.d.ts');
    expect(manifest.files).toBeDefined();
    expect(manifest.sideEffects).toBeDefined();
  });

  it('resolves every export condition to a built file in the tarball', () => {
    const missing: string[] = [];
    let checked = 0;
    for (const [subpath, target] of Object.entries(manifest.exports)) {
      for (const file of typeof target === 'string' ? [target] : Object.values(target)) {
        const expanded = expand(file, files, name);
        if (expanded.length === 0) missing.push(`${subpath} → ${file} (matches nothing)`);
        for (const f of expanded) {
          checked += 1;
          if (!fileSet.has(f.replace(/^\.\//, ''))) missing.push(`${subpath} → ${f}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(checked).toBeGreaterThan(1);
  });

  it('resolves every relative import of its built files inside the package', () => {
    const unresolved: string[] = [];
    for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, specifier] of text.matchAll(relativeSpecifiers)) {
        if (!resolves(file, specifier as string, fileSet)) unresolved.push(`${file}: ${specifier}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  it('imports only packages it declares (dependencies or peerDependencies), with no workspace: ranges', () => {
    const declared = { ...manifest.dependencies, ...manifest.peerDependencies };
    expect(Object.entries(declared).filter(([, range]) => range.startsWith('workspace:'))).toEqual([]);
    const undeclared = new Set<string>();
    for (const file of files.filter((f) => /\.(js|d\.ts)$/.test(f))) {
      for (const [, specifier] of readFileSync(join(root, file), 'utf8').matchAll(bareSpecifiers)) {
        const pkg = packageOf(specifier as string);
        if (!pkg.startsWith('node:') && !(pkg in declared)) undeclared.add(`${pkg} (${file})`);
      }
    }
    expect([...undeclared]).toEqual([]);
  });

  if (name === '@healthdeck/widgets') {
    it('takes react and react-dom from the host (peer dependencies) and lists its elements', () => {
      expect(Object.keys(manifest.peerDependencies ?? {}).sort()).toEqual(['react', 'react-dom']);
      expect(Object.keys(manifest.dependencies ?? {})).not.toContain('react');
      expect(Object.keys(manifest.dependencies ?? {})).not.toContain('react-dom');
      expect(files).toContain('custom-elements.json');
    });
  }
  if (name === '@healthdeck/crypto') {
    it('ships the key-generation worker beside the code that starts it', () => {
      const starter = files.filter((f) => f.endsWith('.js') && readFileSync(join(root, f), 'utf8').includes('new URL("./keygen.worker.js"'));
      expect(starter.length).toBeGreaterThan(0);
      for (const f of starter) expect(existsSync(join(root, dirname(f), 'keygen.worker.js')), relative(root, f)).toBe(true);
    });
  }
});
