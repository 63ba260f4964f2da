#!/usr/bin/env node
// Every route of the contract's routeTable must be called by the sdk: a `call('<name>'` (any
// receiver: call, hd.call, ctx.call, with or without type arguments; also a domain's routed call,
// `call(hd)('<name>'`), a typed helper taking the
// route name first, or `routeTable.<name>` / `<domain>Routes.<name>` (a row read directly: the token
// refresh is sent by the refresher itself, the partner exchange by exchangePartnerKey)
// somewhere in packages/sdk/src.
// Usage: node packages/sdk/scripts/check-routes.mjs [--json] [--src <dir>]   (exit 1 when a route has no caller;
// --src reads another source folder than packages/sdk/src, so a test can show a missing call fails)
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const sdk = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repo = path.resolve(sdk, '../..');

/**
 * Route names an sdk source calls: `call('<name>'`, or a typed helper given the name as its first
 * argument (`change('hydrationIncrement'`, `call(hd)('hydrationLast'`; counted only for names of
 * the route table).
 */
function calledRoutes(source, routeNames) {
  const names = new Set();
  for (const m of source.matchAll(/\bcall\s*(?:<[^>()]*>)?\(\s*(['"`])([A-Za-z0-9_]+)\1/g)) names.add(m[2]);
  // ...also the call a domain's accessor answers: `call(hd)('hydrationLast'`.
  for (const m of source.matchAll(/(?:\b[A-Za-z_$][\w$]*|\))\s*\(\s*(['"])([A-Za-z0-9_]+)\1/g)) if (routeNames.has(m[2])) names.add(m[2]);
  for (const m of source.matchAll(/\b(?:routeTable|[a-z][A-Za-z0-9]*Routes)\.([A-Za-z0-9_]+)/g)) names.add(m[1]);
  for (const m of source.matchAll(/\brouteTable\[\s*(['"])([A-Za-z0-9_]+)\1\s*\]/g)) names.add(m[2]);
  return names;
}

function sourcesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name));
}

const { routeTable } = await tsImport(path.join(repo, 'packages/contract/src/route-table.ts'), import.meta.url);
const routeNames = new Set(Object.keys(routeTable));
const called = new Set();
const srcAt = process.argv.indexOf('--src');
const src = srcAt > 0 ? path.resolve(process.argv[srcAt + 1]) : path.join(sdk, 'src');
for (const file of sourcesUnder(src)) for (const name of calledRoutes(readFileSync(file, 'utf8'), routeNames)) called.add(name);

const routes = Object.keys(routeTable);
const missing = routes.filter((name) => !called.has(name));
const unknown = [...called].filter((name) => !Object.hasOwn(routeTable, name) && /^[a-z]/.test(name));

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ routes: routes.length, called: routes.length - missing.length, missing, unknown }, null, 2));
} else {
  for (const name of missing) console.log(`missing: ${name} (${routeTable[name].method} ${routeTable[name].path})`);
  for (const name of unknown) console.log(`not in the route table: call('${name}')`);
  console.log(`${routes.length - missing.length}/${routes.length} routes have an sdk call; ${missing.length} missing`);
}
process.exit(missing.length > 0 ? 1 : 0);
