#!/usr/bin/env node
// Gzip sizes of the embed bundle (build it first: `npm run build` in packages/widgets) against the
// size budgets: runtime + sdk + one widget <= 30 KB, each further widget <= 8 KB.
//   base            the entry with what it imports statically, plus the chunks every element imports
//                   (the React-on-preact runtime, the element provider): what any page pays once;
//   further widget  an element's chunk and the chunks it imports that are not in the base;
//   first widget    base + further widget: a page with that one element.
// Each chunk's gzip bytes are split between the libraries we chose (by the
// node_modules package each byte's source-map source comes from; size-budget.json `libraries`) and
// our own code (everything else: our sources, other packages, the bundler's glue). `--check` (CI,
// scripts/quickstart.mjs) exits 1 when:
//   - the base's own code is over 22 KB (30 - 8): the first-widget budget less one further widget;
//   - an element's own further code is over 8 KB (an element that shows other elements' widgets
//     whole: its own code beyond theirs; each of those is checked as an element of its own);
//   - a design-card library costs the base, or an element, more than size-budget.json records for
//     it (`baseLibrariesKb`, `elementLibrariesKb`; each recorded with its reason,
//     docs/decisions/0008-per-element-size-budget.md: a library over the budget is there on purpose, with figures);
//   - openpgp is in the entry or an element chunk (it loads when a widget decrypts).
// So every KB over 30 / 8 is a named library chosen on purpose; the real totals are printed too.
// `--dist <dir>` and `--budget <file>` measure another build against other budgets (its test).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { decode } from '@jridgewell/sourcemap-codec';

const here = dirname(fileURLToPath(import.meta.url));
const distArg = process.argv.indexOf('--dist');
const dist = distArg > 0 ? process.argv[distArg + 1] : join(here, '..', 'dist', 'embed');
const budgetArg = process.argv.indexOf('--budget');
const budget = JSON.parse(readFileSync(budgetArg > 0 ? process.argv[budgetArg + 1] : join(here, '..', 'size-budget.json'), 'utf8'));
const KB = 1024;
const OWN = 'own code';
const entry = 'healthdeck.js';
if (!existsSync(join(dist, entry))) {
  console.error(`No ${entry} in ${dist}: run \`npm run build\` in packages/widgets first.`);
  process.exit(2);
}

/** npm package name → the design-card library it belongs to. */
const libraryOf = new Map(Object.entries(budget.libraries ?? {}).flatMap(([library, { packages }]) => packages.map((pkg) => [pkg, library])));

/** The package a source-map source lies in (pnpm's node_modules/.pnpm/<id>/node_modules/<name> or a plain node_modules/<name>), or null. */
function packageOf(source) {
  const found = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?(@[^/]+\/[^/]+|[^/]+)/.exec(source);
  return found ? found[1] : null;
}

const files = [
  entry,
  ...readdirSync(join(dist, 'chunks'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `chunks/${f}`),
];
const code = new Map(files.map((f) => [f, readFileSync(join(dist, f))]));
const gzipLength = (text) => gzipSync(text, { level: 9 }).length;
const gzip = new Map(files.map((f) => [f, gzipLength(code.get(f))]));

/**
 * A chunk's gzip bytes by owner (a design-card library, or OWN): the generated text of each owner
 * (by source map) is gzipped alone, and the chunk's real gzip size shared in those proportions. A
 * chunk without a source map is all OWN.
 */
function attribute(file) {
  const total = gzip.get(file);
  const mapFile = join(dist, `${file}.map`);
  if (!existsSync(mapFile)) return new Map([[OWN, total]]);
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const ownerOf = map.sources.map((source) => libraryOf.get(packageOf(source)) ?? OWN);
  const parts = new Map();
  const add = (owner, text) => parts.set(owner, (parts.get(owner) ?? '') + text);
  const lines = code.get(file).toString('utf8').split('\n');
  const mappings = decode(map.mappings);
  lines.forEach((line, index) => {
    let from = 0;
    let owner = OWN; // text before a line's first segment: the bundler's
    for (const segment of mappings[index] ?? []) {
      add(owner, line.slice(from, segment[0]));
      from = segment[0];
      owner = segment.length > 1 ? ownerOf[segment[1]] : OWN;
    }
    add(owner, `${line.slice(from)}\n`);
  });
  const alone = new Map([...parts].map(([owner, text]) => [owner, gzipLength(text)]));
  const sumAlone = [...alone.values()].reduce((a, b) => a + b, 0);
  return new Map([...alone].map(([owner, bytes]) => [owner, (bytes * total) / sumAlone]));
}
const owners = new Map(files.map((f) => [f, attribute(f)]));

/** Static imports only (`import … from "./x.js"`, `import "./x.js"`), not `import("./x.js")`. */
function staticImports(file) {
  const text = code.get(file).toString('utf8');
  const found = new Set();
  for (const match of text.matchAll(/(?:\bfrom\s*|\bimport\s*)["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
    found.add(posix.normalize(posix.join(posix.dirname(file), match[1])));
  }
  return [...found].filter((f) => code.has(f));
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
const sum = (set) => [...set].reduce((total, f) => total + gzip.get(f), 0);
/** The chunks' bytes by owner, OWN first then the libraries by size. */
function byOwner(set) {
  const out = new Map([[OWN, 0]]);
  for (const f of set) for (const [owner, bytes] of owners.get(f)) out.set(owner, (out.get(owner) ?? 0) + bytes);
  return out;
}
const librariesOf = (split) => [...split].filter(([owner, bytes]) => owner !== OWN && bytes >= 0.05 * KB).sort((a, b) => b[1] - a[1]);
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const roundUp = (bytes) => Math.ceil((bytes / KB) * 10) / 10;

const entryClosure = closure([entry]);
const elements = files
  .filter((f) => /^chunks\/[a-z0-9-]+-element-/.test(f))
  .map((chunk) => ({ tag: `hd-${chunk.replace(/^chunks\//, '').replace(/-element-.*$/, '')}`, chunk, closure: closure([chunk]) }));
const everyElement = elements.length ? [...elements[0].closure].filter((f) => !entryClosure.has(f) && elements.every((e) => e.closure.has(f))) : [];
const base = new Set([...entryClosure, ...everyElement]);
const baseBytes = sum(base);
const baseSplit = byOwner(base);
const baseBudget = budget.firstWidgetKb - budget.furtherWidgetKb;

const failures = [];
/** A library's cost against its recorded ceiling (`where`: 'base' or the element's tag). */
function checkLibrary(where, library, bytes, ceilings) {
  const ceiling = ceilings?.[library];
  if (ceiling === undefined) failures.push(`${where}: ${library} costs ${kb(bytes)}, not recorded in size-budget.json (measure it, decide, write down why)`);
  else if (bytes > ceiling * KB) failures.push(`${where}: ${library} ${kb(bytes)} > its recorded ${ceiling} KB`);
}

console.log(`Embed bundle, gzip level 9 (${relative(process.cwd(), dist) || dist})`);
console.log('Base (what every page pays once):');
for (const f of base) console.log(`  ${kb(gzip.get(f)).padStart(9)}  ${f}`);
console.log(`  ${kb(baseBytes).padStart(9)}  total`);
const baseOwn = baseSplit.get(OWN);
console.log(`  ${kb(baseOwn).padStart(9)}  of which own code (budget ${baseBudget} KB = ${budget.firstWidgetKb} - ${budget.furtherWidgetKb})`);
for (const [library, bytes] of librariesOf(baseSplit)) {
  console.log(`  ${kb(bytes).padStart(9)}  of which ${library} (recorded ${budget.baseLibrariesKb?.[library] ?? '-'} KB)`);
  checkLibrary('base', library, bytes, budget.baseLibrariesKb);
}
if (baseOwn > baseBudget * KB) failures.push(`base own code ${kb(baseOwn)} > ${baseBudget} KB`);

// An element that shows other elements' widgets whole (the daily journal's panels, the testing
// center's test detail card) is held to 8 KB for its own code beyond theirs, and each of those
// widgets to 8 KB as an element of its own: the budget is per widget shown
// (docs/decisions/0008-per-element-size-budget.md). Element F is shown whole by E when all of F's further code but its element chunk
// is in E's, including F's component chunk (the chunk named for F's folder). Its whole own code is
// printed too.
const furtherOf = (element) => new Set([...element.closure].filter((f) => !base.has(f)));
function shownWhole(element) {
  const further = furtherOf(element);
  return elements.filter((other) => {
    if (other === element) return false;
    const parts = [...furtherOf(other)].filter((f) => f !== other.chunk);
    const folder = other.tag.replace(/^hd-/, '');
    return parts.some((f) => f.startsWith(`chunks/${folder}-`)) && parts.every((f) => further.has(f));
  });
}

console.log(`\n${'element'.padEnd(26)} ${'further'.padStart(8)} ${'own'.padStart(8)} ${'first'.padStart(8)}  design-card libraries in the further code`);
const measured = {};
const panels = [];
for (const element of elements.sort((a, b) => a.tag.localeCompare(b.tag))) {
  const { tag } = element;
  const further = furtherOf(element);
  const total = sum(further);
  const split = byOwner(further);
  const own = split.get(OWN);
  const libraries = librariesOf(split);
  measured[tag] = { own: roundUp(own), libraries: Object.fromEntries(libraries.map(([library, bytes]) => [library, roundUp(bytes)])) };
  for (const [library, bytes] of libraries) checkLibrary(`<${tag}>`, library, bytes, budget.elementLibrariesKb?.[tag]);
  const shown = shownWhole(element);
  const theirs = new Set(shown.flatMap((other) => [...furtherOf(other)]));
  const checked = shown.length ? byOwner(new Set([...further].filter((f) => !theirs.has(f)))).get(OWN) : own;
  if (shown.length)
    panels.push(`  <${tag}> shows ${shown.map((o) => `<${o.tag}>`).join(', ')} whole: its own code beyond theirs ${kb(checked)} (budget ${budget.furtherWidgetKb} KB), ${kb(own)} in all`);
  let note = '';
  if (checked > budget.furtherWidgetKb * KB) {
    failures.push(
      shown.length ? `<${tag}> own code beyond the widgets it shows ${kb(checked)} > ${budget.furtherWidgetKb} KB` : `<${tag}> own code ${kb(own)} > ${budget.furtherWidgetKb} KB`,
    );
    note = `  OWN OVER ${budget.furtherWidgetKb} KB`;
  }
  const named = libraries.map(([library, bytes]) => `${library} ${kb(bytes)}`).join(', ') || '-';
  console.log(`<${tag}>`.padEnd(26), kb(total).padStart(8), kb(own).padStart(8), kb(baseBytes + total).padStart(8), ` ${named}${note}`);
}
for (const line of panels) console.log(line);
for (const tag of Object.keys(budget.elementLibrariesKb ?? {})) {
  if (!elements.some((e) => e.tag === tag)) failures.push(`size-budget.json lists <${tag}>, which the build does not have`);
}

const eager = new Set([...base, ...elements.flatMap((e) => [...e.closure])]);
const openpgpInEager = [...eager].some((f) => code.get(f).includes('OpenPGP.js'));
if (openpgpInEager) failures.push('openpgp is in the entry or an element chunk');
console.log(`\nopenpgp in the entry or an element chunk: ${openpgpInEager ? 'YES' : 'no'}`);
const overFirst = elements.filter((e) => baseBytes + sum(new Set([...e.closure].filter((f) => !base.has(f)))) > budget.firstWidgetKb * KB).length;
console.log(`First widget over ${budget.firstWidgetKb} KB in all (design-card libraries included): ${overFirst} of ${elements.length} elements.`);
// `--measured`: the figures as JSON (KB, rounded up), to record in size-budget.json knowingly.
const baseLibraries = Object.fromEntries(librariesOf(baseSplit).map(([library, bytes]) => [library, roundUp(bytes)]));
if (process.argv.includes('--measured')) console.log(`\nMeasured (KB, rounded up):\n${JSON.stringify({ base: { own: roundUp(baseOwn), libraries: baseLibraries }, elements: measured })}`);
if (failures.length) {
  console.log(`\nOver budget:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  if (process.argv.includes('--check')) process.exit(1);
} else {
  console.log(
    `Within budget: base own code <= ${baseBudget} KB, each widget's own code <= ${budget.furtherWidgetKb} KB (a panel's beyond the widgets it shows), every design-card library within its recorded cost.`,
  );
}
