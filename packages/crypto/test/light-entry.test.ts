import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import pkg from '../package.json' with { type: 'json' };
import * as full from '../src/index.js';
import * as light from '../src/light.js';

const isOpenpgp = (input: string) => input.includes('node_modules') && input.includes('openpgp');
const src = (file: string) => fileURLToPath(new URL(`../src/${file}`, import.meta.url));

/** The module files esbuild puts in each output chunk when bundling `entry` for the browser. */
async function chunks(entry: string): Promise<{ entryInputs: string[]; otherInputs: string[] }> {
  const result = await build({
    entryPoints: [src(entry)],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    outdir: '/tmp/hd-crypto-light-check',
    logLevel: 'silent',
  });
  const outputs = Object.values(result.metafile.outputs);
  const entryOutput = outputs.find((o) => o.entryPoint);
  const entryInputs = Object.keys(entryOutput?.inputs ?? {});
  const otherInputs = outputs.filter((o) => o !== entryOutput).flatMap((o) => Object.keys(o.inputs));
  return { entryInputs, otherInputs };
}

describe('package entries', () => {
  it('exports ".", "./light" and "./key-store"', () => {
    // The key store alone (the sdk client's one need at start) keeps the portal's first load free of
    // the key derivation the light entry also carries.
    expect(pkg.exports).toEqual({ '.': './src/index.ts', './light': './src/light.ts', './key-store': './src/key-store.ts' });
    // Files (sealBytes, openBytes) are not in the light entry: it is in every embed page's base, and
    // only the log-meal screen seals pictures (it loads the full entry, whose openpgp stays lazy).
    expect(Object.keys(light).sort()).toEqual(['DEFAULT_KDF', 'createKeyStore', 'deriveSecrets', 'newKeySalt', 'openRecord', 'sealRecord'].sort());
    expect(Object.keys(full).sort()).toEqual(
      [
        'DEFAULT_KDF',
        'SEALED_BYTES_OVERHEAD',
        'createDataKey',
        'createKeyStore',
        'deriveSecrets',
        'encryptBytesForMember',
        'encryptForMember',
        'generateKeyPair',
        'isSealedBytes',
        'newKeySalt',
        'openBytes',
        'openRecord',
        'sealBytes',
        'sealRecord',
        'unlockPrivateKey',
        'unwrapDataKey',
        'wrapDataKey',
        // the recovery phrase's wraps, the organisation recovery keys, the passkey (PRF) wrap
        'protectPrivateKey',
        'wrapDataKeyWithPassphrase',
        'unwrapDataKeyWithPassphrase',
        'rewrapDataKey',
        'createRecoveryKey',
        'openRecoveryKey',
        'regrantRecoveryKey',
        'unlockedPrivateKeyBytes',
        'readUnlockedPrivateKey',
      ].sort(),
    );
  });

  it('the light entry bundles without any openpgp code', async () => {
    const { entryInputs, otherInputs } = await chunks('light.ts');
    expect(entryInputs.some((input) => input.includes('hash-wasm'))).toBe(true);
    expect([...entryInputs, ...otherInputs].filter(isOpenpgp)).toEqual([]);
  }, 30_000);

  it('the full entry loads openpgp only in a lazy chunk', async () => {
    const { entryInputs, otherInputs } = await chunks('index.ts');
    expect(entryInputs.filter(isOpenpgp)).toEqual([]);
    expect(otherInputs.some(isOpenpgp)).toBe(true);
  }, 30_000);
});
