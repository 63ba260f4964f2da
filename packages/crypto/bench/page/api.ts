import type { GeneratedKeyPair, KeyGenStage } from '../../src/index.js';

/** What bench/page/main.ts puts on window.hdCrypto (shared by the bench and the browser test). */
export interface BrowserApi {
  /** Milliseconds for one deriveSecrets with DEFAULT_KDF (Argon2id in WebAssembly, main thread). */
  derive(password: string): Promise<number>;
  keygen(email: string, passphrase: string): Promise<GeneratedKeyPair & { ms: number; stages: KeyGenStage[]; usedWorker: boolean }>;
  records(pair: GeneratedKeyPair, passphrase: string, count: number, runs: number): Promise<RecordFigures>;
  probeStoredKey(userId: string, sealed: string): Promise<KeyStoreProbe>;
  clearKeys(): Promise<void>;
}

export interface RecordFigures {
  /** Unlocking the passphrase-protected private key (S2K), once per sign-in. */
  unlockMs: number;
  /** Per run: unwrap the data key + open every 'hd1.' record. */
  hd1Ms: number[];
  /** Per run: the unwrap alone (one RSA-4096 decryption), included in hd1Ms. */
  unwrapMs: number[];
  /** Opening every record as its own OpenPGP message. */
  pgpMs: number;
  /** One sealed record, to open again after a reload. */
  sample: string;
}

export type KeyStoreProbe = { found: false } | { found: true; extractable: boolean; exportRefused: boolean; algorithm: string; opened: unknown };
