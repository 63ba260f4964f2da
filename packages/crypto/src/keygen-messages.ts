import type { GeneratedKeyPair, KeyGenStage } from './keygen-core.js';

/** Messages between generateKeyPair and keygen.worker.ts. */
export interface KeyGenRequest {
  email: string;
  passphrase: string;
}

export type KeyGenResponse = { type: 'progress'; stage: KeyGenStage } | ({ type: 'result' } & GeneratedKeyPair) | { type: 'error'; message: string };
