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
  writeFileSync(file, JSON.stringify({ firstWidgetKb: 30, furtherWidgetKb: 8, ...budget }));
  const run = spawnSync('node', [join(repoRoot, 'packages/widgets/scripts/size.mjs'), '--check', '--dist', dist, '--budget', file], { encoding: 'utf8' });
  return { code: run.status, out: run.stdout + run.stderr };
}

// An entry (with a shared runtime chunk every element imports) and two elements.
const page = (entryKb: number, aKb: number, bKb: number) => ({
  'healthdeck.js': `import "./chunks/runtime-1.js";\n${filler(entryKb)}\nimport("./chunks/a-element-1.js");import("./chunks/b-element-1.js");`,
  'chunks/runtime-1.js': filler(2),
  'chunks/a-element-1.js': `import "./runtime-1.js";\n${filler(aKb)}`,
  'chunks/b-element-1.js': `import "./runtime-1.js";\nimport "./b-lib-1.js";\n${filler(1)}`,
  'chunks/b-lib-1.js': filler(bKb),
});

describe('the embed size check', () => {
  it('passes a build within both budgets', () => {
    const result = check(build('within', page(10, 3, 4)), {});
    expect(result.out).toContain('Every element fits 30 KB');
    expect(result.code).toBe(0);
  });

  it('fails a further widget over 8 KB (its own chunks, the shared runtime excluded)', () => {
    const result = check(build('further', page(10, 3, 9)), {});
    expect(result.code).toBe(1);
    expect(result.out).toMatch(/<hd-b> further \d+\.\d KB > 8 KB/);
    expect(result.out).not.toMatch(/<hd-a> further/);
  });

  it('fails a base over 22 KB, or over its recorded ceiling while the budget is not met', () => {
    expect(check(build('base', page(23, 1, 1)), {}).out).toMatch(/base \d+\.\d KB > 22 KB/);
    const ceiling = check(build('ceiling', page(23, 1, 1)), { notYetMet: { baseCeilingKb: 24 } });
    expect(ceiling.code).toBe(1);
    expect(ceiling.out).toMatch(/base \d+\.\d KB > its ceiling 24 KB/);
    expect(check(build('ceiling-ok', page(23, 1, 1)), { notYetMet: { baseCeilingKb: 40 } }).code).toBe(0);
  });

  it('holds a listed widget to its recorded ceiling', () => {
    const dist = build('listed', page(10, 3, 12));
    expect(check(dist, { notYetMet: { furtherWidgetCeilingsKb: { 'hd-b': 14 } } }).code).toBe(0);
    const over = check(dist, { notYetMet: { furtherWidgetCeilingsKb: { 'hd-b': 10 } } });
    expect(over.code).toBe(1);
    expect(over.out).toMatch(/<hd-b> further \d+\.\d KB > its ceiling 10 KB/);
  });
});
