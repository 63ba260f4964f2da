#!/usr/bin/env node
// Measures the @healthdeck/sdk bundle as a browser app would ship it: ESM with code splitting,
// minified, gzip level 9, with openpgp left external (it is loaded lazily, only when keys are made
// or opened). 'up front' is the entry chunk; the sign-in/up flows (Argon2 via hash-wasm) load lazily.
// Usage: node packages/sdk/scripts/size.mjs [--json]
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const entry = path.join(root, 'src/index.ts');

async function measure(external) {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    splitting: true,
    outdir: path.join(root, '.size-out'),
    metafile: true,
    external,
    absWorkingDir: root,
    logLevel: 'silent',
  });
  const entryFile = result.outputFiles.find((f) => f.path.endsWith('index.js'));
  const lazy = result.outputFiles.filter((f) => f !== entryFile && f.path.endsWith('.js'));
  const code = entryFile.contents;
  const lazyGzip = lazy.reduce((n, f) => n + gzipSync(f.contents, { level: 9 }).length, 0);
  const byPackage = {};
  const entryKey = Object.keys(result.metafile.outputs).find((k) => k.endsWith('index.js'));
  for (const output of [result.metafile.outputs[entryKey]]) {
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
      // metafile paths are relative to absWorkingDir (the sdk folder); group them by package
      const abs = path.resolve(root, file);
      const dependency = abs.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/)?.[1];
      const workspace = abs.match(/packages\/([^/]+)\//)?.[1];
      const pkg = dependency ?? (workspace ? `@healthdeck/${workspace}` : file);
      byPackage[pkg] = (byPackage[pkg] ?? 0) + bytesInOutput;
    }
  }
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, lazyGzip, byPackage };
}

// zod must not appear in the breakdown: the sdk takes the contract through its zod-free '/light' entry.
const variants = {
  'sdk (openpgp external)': ['openpgp'],
};
const report = {};
for (const [name, external] of Object.entries(variants)) report[name] = await measure(external);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify(report, null, 2));
} else {
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  for (const [name, r] of Object.entries(report)) {
    console.log(`${name}: up front ${kb(r.minified)} minified, ${kb(r.gzip)} gzip; lazy chunks ${kb(r.lazyGzip)} gzip`);
    const parts = Object.entries(r.byPackage).sort((a, b) => b[1] - a[1]);
    for (const [pkg, bytes] of parts) console.log(`  ${pkg.padEnd(28)} ${kb(bytes).padStart(9)} minified`);
  }
}
