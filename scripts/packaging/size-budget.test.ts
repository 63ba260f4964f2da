import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from './libraries';

// packages/widgets/scripts/size.mjs --check on small made-up builds: a build over a budget fails.
const work = mkdtempSync(join(tmpdir(), 'hd-size-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** `kb` KB of random bytes (base64) in a JS comment: gzip keeps about `kb` KB. */
const filler = (kb: number) => `/* ${randomBytes(kb * 1024).toString('base64')} */`;

function build(name: string, files: Record<string, string>): string {
  const dist = join(work, name);
  mkdirSync(join(dist, 'chunks'), { recursive: true });
  for (const [file, text] of Object.entries(files)) writeFileSync(join(dist, file), text);
  return dist;
}

function check(dist: string, budget: object) {
  const file = join(dist, 'budget.json');
  writeFileSync(file, JSON.stringify({ firstWidgetKb: 30, furtherWidgetKb: 8, libraries: { DOMPurify: { packages: ['dompurify'] } }, ...budget }));
  const run = spawnSync('node', [join(repoRoot, 'packages/widgets/scripts/size.mjs'), '--check', '--dist', dist, '--budget', file], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
}

/** A chunk of `kb` KB whose source map says it all comes from the dompurify package (a design-card library). */
const library = (kb: number) => ({
  code: filler(kb),
  map: JSON.stringify({ version: 3, sources: ['../../node_modules/.pnpm/dompurify@3.4.18/node_modules/dompurify/dist/purify.es.mjs'], names: [], mappings: 'AAAA' }),
});

/** An entry (with a shared runtime chunk every element imports) and two elements; b imports a chunk of its own, a library's when `bLibrary`. */
const page = (entryKb: number, aKb: number, bKb: number, { bLibrary = false, baseLibraryKb = 0 } = {}) => {
  const lib = library(bKb);
  return {
    'healthdeck.js': `import "./chunks/runtime-1.js";${baseLibraryKb ? 'import "./chunks/base-lib-1.js";' : ''}\n${filler(entryKb)}\nimport("./chunks/a-element-1.js");import("./chunks/b-element-1.js");`,
    'chunks/runtime-1.js': filler(2),
    ...(baseLibraryKb ? { 'chunks/base-lib-1.js': library(baseLibraryKb).code, 'chunks/base-lib-1.js.map': library(baseLibraryKb).map } : {}),
    'chunks/a-element-1.js': `import "./runtime-1.js";\n${filler(aKb)}`,
    'chunks/b-element-1.js': `import "./runtime-1.js";\nimport "./b-lib-1.js";\n${filler(1)}`,
    'chunks/b-lib-1.js': bLibrary ? lib.code : filler(bKb),
    ...(bLibrary ? { 'chunks/b-lib-1.js.map': lib.map } : {}),
  };
};

describe('the embed size check', () => {
  it('passes a build within both budgets', () => {
    const result = check(build('within', page(10, 3, 4)), {});
    expect(result.out).toContain('Within budget');
    expect(result.code).toBe(0);
  });

  it('fails a further widget whose own code is over 8 KB (its own chunks, the shared runtime excluded)', () => {
    const result = check(build('further', page(10, 3, 9)), {});
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/<hd-b> own code \d+\.\d KB > 8 KB/);
    expect(result.out).not.toMatch(/<hd-a> own code/);
  });

  it('fails a base whose own code is over 22 KB', () => {
    const result = check(build('base', page(23, 1, 1)), {});
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/base own code \d+\.\d KB > 22 KB/);
  });

  it('counts a design-card library in the base apart, only as far as its recorded cost', () => {
    const dist = build('base-library', page(12, 1, 1, { baseLibraryKb: 14 }));
    expect(check(dist, { baseLibrariesKb: { DOMPurify: 15 } }).code).toBe(0);
    const unrecorded = check(dist, {});
    expect(unrecorded.code).toBe(1);
    expect(unrecorded.out).toMatch(/base: DOMPurify costs \d+\.\d KB, not recorded/);
    const over = check(dist, { baseLibrariesKb: { DOMPurify: 10 } });
    expect(over.code).toBe(1);
    expect(over.out).toMatch(/base: DOMPurify \d+\.\d KB > its recorded 10 KB/);
  });

  it('counts a design-card library in an element apart when recorded for that element, and prints the real total', () => {
    const dist = build('element-library', page(10, 3, 12, { bLibrary: true }));
    const recorded = check(dist, { elementLibrariesKb: { 'hd-b': { DOMPurify: 13 } } });
    expect(recorded.code).toBe(0);
    expect(recorded.out).toMatch(/<hd-b>\s+1[23]\.\d KB\s+1\.\d KB\s+\d+\.\d KB\s+DOMPurify 1[12]\.\d KB/);
    expect(check(dist, {}).out).toMatch(/<hd-b>: DOMPurify costs \d+\.\d KB, not recorded/);
    expect(check(dist, { elementLibrariesKb: { 'hd-b': { DOMPurify: 8 } } }).out).toMatch(/<hd-b>: DOMPurify \d+\.\d KB > its recorded 8 KB/);
  });

  it('holds a panel to 8 KB for its own code beyond the widgets it shows whole, and each of them to 8 KB', () => {
    // hd-p shows hd-b whole (b's component chunk b-lib-1.js and all of b's further code); p's own part is p-1.js.
    const panel = (bKb: number, pKb: number) => {
      const files = page(10, 3, bKb);
      files['healthdeck.js'] += 'import("./chunks/p-element-1.js");';
      files['chunks/p-element-1.js'] = `import "./runtime-1.js";\nimport "./b-lib-1.js";\nimport "./p-1.js";\n${filler(1)}`;
      files['chunks/p-1.js'] = filler(pKb);
      return files;
    };
    const within = check(build('panel', panel(4, 5)), {});
    expect(within.out).toMatch(/<hd-p> shows <hd-b> whole: its own code beyond theirs [67]\.\d KB \(budget 8 KB\), 1[01]\.\d KB in all/);
    expect(within.out).not.toMatch(/<hd-a> shows/);
    expect(within.code).toBe(0);

    const over = check(build('panel-over', panel(4, 8)), {});
    expect(over.out).toMatch(/<hd-p> own code beyond the widgets it shows (9|10)\.\d KB > 8 KB/);
    expect(over.code).toBe(1);

    const widgetOver = check(build('panel-widget-over', panel(9, 1)), {});
    expect(widgetOver.out).toMatch(/<hd-b> own code \d+\.\d KB > 8 KB/);
    expect(widgetOver.out).not.toMatch(/<hd-p> own code/);
    expect(widgetOver.code).toBe(1);
  });

  it('fails a build with openpgp in an element chunk', () => {
    const files = page(10, 3, 4);
    files['chunks/a-element-1.js'] += '\n/*! OpenPGP.js v6.3.2 */';
    expect(check(build('openpgp', files), {}).out).toContain('openpgp is in the entry or an element chunk');
  });
});
