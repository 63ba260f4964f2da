import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, inject, it } from 'vitest';
import { pnpm, repoRoot } from './libraries';

// examples/react-host as a partner would have it: a copy outside the workspace whose @healthdeck
// dependencies are the packed tarballs (no registry for them), the rest from the pnpm store
// (--prefer-offline: the network only for what the store lacks). Its build runs tsc over the
// published declarations and Vite over the published JavaScript, so a broken export fails here.
const tarballs = inject('tarballs');
const app = mkdtempSync(join(tmpdir(), 'hd-react-host-'));
afterAll(() => rmSync(app, { recursive: true, force: true }));

it('installs the packed tarballs into examples/react-host and builds it', () => {
  cpSync(join(repoRoot, 'examples', 'react-host'), app, {
    recursive: true,
    filter: (source) => !/[\\/](node_modules|dist)$/.test(source),
  });
  const manifest = JSON.parse(readFileSync(join(app, 'package.json'), 'utf8'));
  const fromTarball = Object.fromEntries(Object.entries(tarballs).map(([name, tarball]) => [name, `file:${tarball}`]));
  for (const name of Object.keys(manifest.dependencies)) if (name in fromTarball) manifest.dependencies[name] = fromTarball[name];
  // The libraries name each other by version: those come from the tarballs too.
  manifest.pnpm = { overrides: fromTarball };
  writeFileSync(join(app, 'package.json'), JSON.stringify(manifest, null, 2));

  pnpm(['install', '--prefer-offline', '--config.confirmModulesPurge=false'], app);
  for (const name of ['@healthdeck/sdk', '@healthdeck/widgets']) expect(existsSync(join(app, 'node_modules', name, 'dist', 'index.js')), name).toBe(true);

  pnpm(['run', 'build'], app);
  expect(existsSync(join(app, 'dist', 'index.html'))).toBe(true);
  const assets = readdirSync(join(app, 'dist', 'assets'));
  const bundle = assets
    .filter((f) => f.endsWith('.js'))
    .map((f) => readFileSync(join(app, 'dist', 'assets', f), 'utf8'))
    .join('\n');
  // The widgets' code and sheets made it in (the hydration tracker's spec wording and its CSS), and
  // the crypto worker was found through its `new URL(…, import.meta.url)` and emitted.
  expect(bundle).toContain('Add water');
  expect(bundle).toContain('--hd-color-primary');
  expect(assets.some((f) => /^keygen\.worker-.*\.js$/.test(f))).toBe(true);
});
