#!/usr/bin/env node
// Gzip sizes of the embed bundle (run `npm run build` first): the entry, each element chunk with the
// shared chunks it pulls in statically, and the lazy chunks left out of that total.
// Budget (DESIGN.md): one element with runtime and sdk <= 30 KB gzip. `--check` exits 1 over budget.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 30;
const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist', 'embed');
const entry = 'healthdeck.js';
if (!existsSync(join(dist, entry))) {
  console.error(`No ${entry} in ${dist}: run \`npm run build\` in packages/widgets first.`);
  process.exit(2);
}

const files = [
  entry,
  ...readdirSync(join(dist, 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `chunks/${f}`),
];
const code = new Map(files.map((f) => [f, readFileSync(join(dist, f))]));
const gzip = new Map(files.map((f) => [f, gzipSync(code.get(f), { level: 9 }).length]));

/** Static imports only (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(file) {
  const text = code.get(file).toString('utf8');
  const found = new Set();
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    found.add(posix.normalize(posix.join(posix.dirname(file), match[1])));
  }
  return [...found].filter((f) => code.has(f));
}
function dynamicImports(file) {
  const text = code.get(file).toString('utf8');
  return [...text.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => posix.normalize(posix.join(posix.dirname(file), m[1]))).filter((f) => code.has(f));
}
function closure(roots) {
  const seen = new Set();
  const visit = (f) => {
    if (seen.has(f)) return;
    seen.add(f);
    staticImports(f).forEach(visit);
  };
  roots.forEach(visit);
  return seen;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const row = (label, file) => console.log(`  ${label.padEnd(34)} ${kb(gzip.get(file)).padStart(9)}  (${kb(code.get(file).length)} raw)  ${file}`);
const sum = (set) => [...set].reduce((total, f) => total + gzip.get(f), 0);

const entryClosure = closure([entry]);
console.log(`Embed bundle, gzip level 9 (${relative(process.cwd(), dist) || dist})`);
row('entry', entry);
for (const f of entryClosure) if (f !== entry) row('shared, loaded with the entry', f);

let over = false;
const elementChunks = files.filter((f) => /chunks\/[a-z-]+-element-/.test(f));
for (const chunk of elementChunks) {
  const name = chunk.replace(/^chunks\//, '').replace(/-element-.*$/, '');
  const extra = [...closure([chunk])].filter((f) => !entryClosure.has(f));
  console.log(`\n<hd-${name}>`);
  for (const f of extra) row(f === chunk ? 'element chunk' : 'shared chunk it imports', f);
  const total = sum(new Set([...entryClosure, ...extra]));
  const ok = total <= BUDGET_KB * 1024;
  over ||= !ok;
  console.log(`  ${'total with runtime and sdk'.padEnd(34)} ${kb(total).padStart(9)}  budget ${BUDGET_KB} KB: ${ok ? 'within' : 'OVER'}`);
}

const eager = new Set([...entryClosure, ...elementChunks.flatMap((c) => [...closure([c])])]);
const lazy = files.filter((f) => !eager.has(f));
if (lazy.length) {
  console.log('\nLoaded only on demand (not in the totals):');
  for (const f of lazy) row(f.includes('openpgp') ? 'openpgp (decrypt / key unlock)' : 'lazy chunk', f);
}
const openpgpInEager = [...eager].some((f) => code.get(f).includes('OpenPGP.js'));
console.log(`\nopenpgp in the entry or an element chunk: ${openpgpInEager ? 'YES' : 'no'}`);
const dynamicFromEntry = dynamicImports(entry);
console.log(`dynamic imports from the entry: ${dynamicFromEntry.length ? dynamicFromEntry.join(', ') : 'none'}`);

if (process.argv.includes('--check') && (over || openpgpInEager)) process.exit(1);
