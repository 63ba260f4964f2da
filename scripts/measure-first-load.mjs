#!/usr/bin/env node
// The JavaScript the first load of a portal page fetches (budget: at most 150 KB gzip for
// /client/home): every script and modulepreload the built index.html names, counted as the
// precompressed .gz copy the server sends (vite-plugin-compression2, gzip level 9), with a fresh
// gzip -9 of the file as a check. Run after `pnpm --filter @healthdeck/portal run build`.
// Lazy chunks (routes, widgets, dialogs) are not counted: index.html does not load them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = join(dirname(fileURLToPath(import.meta.url)), '../packages/portal/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const srcs = [...html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g), ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+\.js)"/g)].map((m) => m[1]);
const files = [...new Set(srcs)];
let raw = 0;
let gz = 0;
let fresh = 0;
const rows = files.map((src) => {
  const file = join(dist, src.replace(/^\//, ''));
  const body = readFileSync(file);
  const pre = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : null;
  const own = gzipSync(body, { level: 9 }).length;
  raw += body.length;
  gz += pre ?? own;
  fresh += own;
  return { file: src, kb: +(body.length / 1024).toFixed(1), gzipKb: +((pre ?? own) / 1024).toFixed(1) };
});
const kb = (n) => `${n} bytes = ${(n / 1000).toFixed(1)} kB = ${(n / 1024).toFixed(1)} KiB`;
if (process.argv.includes('--json')) console.log(JSON.stringify({ files: rows, raw, gzip: gz, gzipFresh: fresh }, null, 2));
else {
  for (const row of rows.sort((a, b) => b.gzipKb - a.gzipKb)) console.log(`${String(row.gzipKb).padStart(7)} KiB gzip  ${String(row.kb).padStart(7)} KiB  ${row.file}`);
  console.log(`first load of /client/home: ${files.length} JS files\n  raw  ${kb(raw)}\n  gzip ${kb(gz)} (the served .gz copies)\n  gzip -9 afresh ${kb(fresh)}`);
}
