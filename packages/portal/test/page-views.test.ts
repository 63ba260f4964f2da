// @vitest-environment node
// The size budgets' file sets (scripts/page-views.mjs): what a page view fetches, read from a build manifest.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Manifest, manifestFiles, pageViews } from '../../../scripts/page-views.mjs';

/** An entry importing a runtime chunk, two elements loaded on demand that share a chunk, and a CSS file. */
const manifest: Manifest = {
  'src/main.ts': { file: 'main.js', imports: ['_runtime.js'], dynamicImports: ['src/a.tsx', 'src/b.tsx'], css: ['main.css'] },
  '_runtime.js': { file: 'runtime.js' },
  'src/a.tsx': { file: 'a.js', imports: ['_runtime.js', '_shared.js'], dynamicImports: ['src/a-later.ts'] },
  'src/b.tsx': { file: 'b.js', imports: ['_shared.js'] },
  '_shared.js': { file: 'shared.js', imports: ['_runtime.js'], css: ['shared.css'] },
  'src/a-later.ts': { file: 'a-later.js' },
};

describe('manifestFiles', () => {
  it('takes the entries, their static imports recursively and their CSS, each file once', () => {
    expect(manifestFiles(manifest, ['src/main.ts'])).toEqual(['main.js', 'main.css', 'runtime.js']);
    expect(manifestFiles(manifest, ['src/main.ts', 'src/a.tsx', 'src/b.tsx']).sort()).toEqual(['a.js', 'b.js', 'main.css', 'main.js', 'runtime.js', 'shared.css', 'shared.js']);
  });

  it('leaves out what loads on demand (dynamic imports) unless it is named as an entry', () => {
    expect(manifestFiles(manifest, ['src/main.ts', 'src/a.tsx'])).not.toContain('a-later.js');
    expect(manifestFiles(manifest, ['src/main.ts', 'src/a.tsx', 'src/a-later.ts'])).toContain('a-later.js');
  });

  it('stops on an entry the manifest does not have (a renamed module)', () => {
    expect(() => manifestFiles(manifest, ['src/gone.tsx'])).toThrow('the build manifest has no src/gone.tsx');
  });
});

describe('pageViews', () => {
  it('asks for a build when a manifest is missing', () => {
    const empty = mkdtempSync(join(tmpdir(), 'hd-page-views-'));
    try {
      expect(() => pageViews(empty)).toThrow(/no packages\/.*\/\.vite\/manifest\.json; build first/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
