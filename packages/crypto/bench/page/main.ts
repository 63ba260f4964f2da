// The page bench/run.mjs and test/browser.test.ts drive in Chromium: the package's real code,
// bundled by Vite (including the keygen Web Worker), called through window.hdCrypto.
import {
  DEFAULT_KDF,
  createDataKey,
  deriveSecrets,
  newKeySalt,
  createKeyStore,
  encryptForMember,
  generateKeyPair,
  openRecord,
  sealRecord,
  unlockPrivateKey,
  unwrapDataKey,
  wrapDataKey,
} from '../../src/index.js';
import type { GeneratedKeyPair, KeyGenStage } from '../../src/index.js';
import type { BrowserApi, KeyStoreProbe, RecordFigures } from './api.js';

const store = createKeyStore('healthdeck-bench-keys');
const vital = (i: number) => ({ i, hr: 60 + (i % 20), hrv: 45, sbp: 118, dbp: 76, rr: 14, spo2: 98 });
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const start = performance.now();
  const result = await work();
  return [result, performance.now() - start];
};

/** A non-extractable key throws on export; an extractable one would not. */
async function exportRefused(key: CryptoKey): Promise<boolean> {
  try {
    await crypto.subtle.exportKey('raw', key);
    return false;
  } catch {
    return true;
  }
}

const api: BrowserApi = {
  async derive(password) {
    const [, ms] = await timed(() => deriveSecrets(password, newKeySalt(), DEFAULT_KDF));
    return ms;
  },

  async keygen(email, passphrase) {
    const stages: KeyGenStage[] = [];
    const [pair, ms] = await timed(() => generateKeyPair({ email, passphrase, onProgress: (s) => stages.push(s) }));
    return { ...pair, ms, stages, usedWorker: typeof Worker !== 'undefined' };
  },

  async records(pair: GeneratedKeyPair, passphrase: string, count: number, runs: number): Promise<RecordFigures> {
    const [privateKey, unlockMs] = await timed(() => unlockPrivateKey(pair.encrptedPrivateKey, passphrase));
    const raw = createDataKey();
    const wrapped = await wrapDataKey(raw, [pair.publicKey]);
    const sealKey = await crypto.subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt']);
    raw.fill(0);
    const sealed = await Promise.all(Array.from({ length: count }, (_, i) => sealRecord(sealKey, vital(i))));
    const messages: string[] = [];
    for (let i = 0; i < count; i++) messages.push(await encryptForMember(vital(i), pair.publicKey));

    const check = (opened: unknown[]) => {
      opened.forEach((value, i) => {
        if (JSON.stringify(value) !== JSON.stringify(vital(i))) throw new Error(`record ${i} opened wrong`);
      });
    };

    // One unwrap (RSA-4096 decryption) plus `count` AES-GCM opens, as a page showing a list does.
    const hd1Ms: number[] = [];
    const unwrapMs: number[] = [];
    let dataKey: CryptoKey | null = null;
    for (let run = 0; run < runs; run++) {
      const [opened, ms] = await timed(async () => {
        const unwrapStart = performance.now();
        dataKey = await unwrapDataKey(wrapped, privateKey);
        unwrapMs.push(performance.now() - unwrapStart);
        const out: unknown[] = [];
        for (const record of sealed) out.push(await openRecord(record, { dataKey }));
        return out;
      });
      check(opened);
      hd1Ms.push(ms);
    }

    // The alternative the design rejected: every record its own OpenPGP message.
    const [openedPgp, pgpMs] = await timed(async () => {
      const out: unknown[] = [];
      for (const message of messages) out.push(await openRecord(message, { privateKey }));
      return out;
    });
    check(openedPgp);

    if (!dataKey) throw new Error('no data key was unwrapped');
    await store.save('bench-user', dataKey);
    return { unlockMs, hd1Ms, unwrapMs, pgpMs, sample: sealed[0] };
  },

  async probeStoredKey(userId: string, sealed: string): Promise<KeyStoreProbe> {
    const key = await store.load(userId);
    if (!key) return { found: false };
    return {
      found: true,
      extractable: key.extractable,
      exportRefused: await exportRefused(key),
      algorithm: (key.algorithm as AesKeyAlgorithm).name,
      opened: await openRecord(sealed, { dataKey: key }),
    };
  },

  async clearKeys() {
    await store.clear();
  },
};

(window as unknown as { hdCrypto: BrowserApi }).hdCrypto = api;
document.getElementById('status')!.textContent = 'ready';
