#!/usr/bin/env node
// The spec's calls against the API: builds the OpenAPI document in-process (the server's
// buildOpenApiDocument over the contract; no server is started), then checks that every call the
// specs name (packages/contract/src/catalogue.ts: spec 000 §7.1–§7.6, spec 001 §7) maps to
// operations the document has. Prints the missing ones; exit 1 when any is missing.
// Usage: node scripts/check-catalogue.mjs [--json] [--extra]   (--extra also lists API operations no spec call names)
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const { buildOpenApiDocument } = await tsImport(path.join(repo, 'packages/server/src/openapi.ts'), import.meta.url);
const { CALL_CATALOGUE } = await tsImport(path.join(repo, 'packages/contract/src/catalogue.ts'), import.meta.url);

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);
const document = buildOpenApiDocument();
/** operationId → 'METHOD /path' */
const operations = new Map();
for (const [p, item] of Object.entries(document.paths ?? {})) {
  for (const [method, op] of Object.entries(item)) if (METHODS.has(method) && op?.operationId) operations.set(op.operationId, `${method.toUpperCase()} ${p}`);
}

const missing = [];
const named = new Set();
for (const entry of CALL_CATALOGUE) {
  if (entry.local) continue;
  const absent = entry.routes.filter((route) => !operations.has(route));
  for (const route of entry.routes) named.add(route);
  if (entry.routes.length === 0 || absent.length > 0) missing.push({ section: entry.section, call: entry.call, routes: entry.routes, absent });
}
const extra = [...operations.keys()].filter((id) => !named.has(id)).sort();
const served = CALL_CATALOGUE.filter((entry) => !entry.local).length - missing.length;
const locals = CALL_CATALOGUE.filter((entry) => entry.local).length;

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ operations: operations.size, entries: CALL_CATALOGUE.length, served, local: locals, missing, extra }, null, 2));
} else {
  for (const m of missing) {
    const why = m.routes.length === 0 ? 'no route mapped' : `not in the API: ${m.absent.join(', ')}`;
    console.log(`missing: spec ${m.section} '${m.call}' (${why})`);
  }
  if (process.argv.includes('--extra')) for (const id of extra) console.log(`not named by a spec call: ${id} (${operations.get(id)})`);
  console.log(
    `OpenAPI: ${operations.size} operations; catalogue: ${CALL_CATALOGUE.length} spec calls (${locals} done locally), ` +
      `${served} served, ${missing.length} missing; ${extra.length} operations no spec call names`,
  );
}
process.exit(missing.length > 0 ? 1 : 0);
