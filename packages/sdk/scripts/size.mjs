#!/usr/bin/env node
// Measures the @healthdeck/sdk bundle as a browser app would ship it: one ESM file, minified,
// gzip level 9, with openpgp left external (it is loaded lazily, only when keys are made or opened).
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
    metafile: true,
    external,
    absWorkingDir: root,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const byPackage = {};
  for (const output of Object.values(result.metafile.outputs)) {
    for (const [file, { bytesInOutput }] of Object.entries(output.inputs)) {
      // metafile paths are relative to absWorkingDir (the sdk folder); group them by package
      const abs = path.resolve(root, file);
      const dependency = abs.match(/node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/)?.[1];
      const workspace = abs.match(/packages\/([^/]+)\//)?.[1];
      const pkg = dependency ?? (workspace ? `@healthdeck/${workspace}` : file);
      byPackage[pkg] = (byPackage[pkg] ?? 0) + bytesInOutput;
    }
  }
  return { minified: code.length, gzip: gzipSync(code, { level: 9 }).length, byPackage };
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
    console.log(`${name}: ${kb(r.minified)} minified, ${kb(r.gzip)} gzip`);
    const parts = Object.entries(r.byPackage).sort((a, b) => b[1] - a[1]);
    for (const [pkg, bytes] of parts) console.log(`  ${pkg.padEnd(28)} ${kb(bytes).padStart(9)} minified`);
  }
}
