import { existsSync } from 'node:fs';
import { readKey } from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHROMIUM, startBrowserPage } from '../bench/harness.mjs';
import type { BrowserApi } from '../bench/page/api.js';
import { unlockPrivateKey } from '../src/index.js';

// The package's real code in Debian's Chromium, bundled by Vite: the keygen Web Worker, WebCrypto
// and IndexedDB. bench/run.mjs drives the same page for the figures.
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) console.warn(`SKIPPED Chromium tests: ${CHROMIUM} is missing (apt-get install -y chromium; CI installs it).`);

declare global {
  interface Window {
    hdCrypto: BrowserApi;
  }
}

const PASSPHRASE = 'browser passphrase';

describe.skipIf(!hasChromium)('in Chromium', () => {
  let session: Awaited<ReturnType<typeof startBrowserPage>>;
  let pair: Awaited<ReturnType<BrowserApi['keygen']>>;

  beforeAll(async () => {
    session = await startBrowserPage();
    pair = await session.page.evaluate(([email, pass]) => window.hdCrypto.keygen(email, pass), ['browser@healthdeck.test', PASSPHRASE]);
  });

  afterAll(async () => {
    await session?.close();
  });

  it('generates the RSA-4096 key pair in a module Web Worker with progress', async () => {
    expect(session.workers).toHaveLength(1);
    expect(session.workers[0]).toMatch(/keygen\.worker-[\w-]+\.js$/);
    expect(pair.stages).toEqual(['generating', 'encrypting', 'done']);
    const publicKey = await readKey({ armoredKey: pair.publicKey });
    expect(publicKey.getAlgorithmInfo()).toEqual({ algorithm: 'rsaEncryptSign', bits: 4096 });
    expect(publicKey.getUserIDs()).toEqual(['<browser@healthdeck.test>']);
    // The browser-made key unlocks in Node with the same passphrase: keys are portable.
    const privateKey = await unlockPrivateKey(pair.encrptedPrivateKey, PASSPHRASE);
    expect(privateKey.getFingerprint()).toBe(publicKey.getFingerprint());
    expect(session.errors).toEqual([]);
  });

  it('unwraps, opens hd1 and OpenPGP records, and keeps the key non-extractable across a reload until clear()', async () => {
    const { page } = session;
    const keys = { publicKey: pair.publicKey, encrptedPrivateKey: pair.encrptedPrivateKey };
    const figures = await page.evaluate(([p, pass]) => window.hdCrypto.records(p, pass, 10, 1), [keys, PASSPHRASE] as const);
    expect(figures.hd1Ms).toHaveLength(1);
    expect(figures.sample).toMatch(/^hd1\./);

    const probe = () => page.evaluate((sample) => window.hdCrypto.probeStoredKey('bench-user', sample), figures.sample);
    const stored = { found: true, extractable: false, exportRefused: true, algorithm: 'AES-GCM', opened: { i: 0, hr: 60, hrv: 45, sbp: 118, dbp: 76, rr: 14, spo2: 98 } };
    expect(await probe()).toEqual(stored);

    await page.reload();
    await page.waitForFunction(() => 'hdCrypto' in window);
    expect(await probe()).toEqual(stored);

    await page.evaluate(() => window.hdCrypto.clearKeys());
    expect(await probe()).toEqual({ found: false });
    await page.reload();
    await page.waitForFunction(() => 'hdCrypto' in window);
    expect(await probe()).toEqual({ found: false });

    expect(session.errors).toEqual([]);
  });
});
