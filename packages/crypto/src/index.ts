// @healthdeck/crypto: the whole API (docs/INTERFACES.md). openpgp is loaded lazily on first use.
export { DEFAULT_KDF, newKeySalt, deriveSecrets } from './kdf.js';
export type { DerivedSecrets } from './kdf.js';
export { generateKeyPair, unlockPrivateKey, protectPrivateKey } from './key-pair.js';
export { unlockedPrivateKeyBytes, readUnlockedPrivateKey } from './unlocked-key.js';
export type { GenerateKeyPairOptions } from './key-pair.js';
export type { GeneratedKeyPair, KeyGenStage } from './keygen-core.js';
export { createDataKey, wrapDataKey, unwrapDataKey, rewrapDataKey, wrapDataKeyWithPassphrase, unwrapDataKeyWithPassphrase } from './data-key.js';
export { createRecoveryKey, openRecoveryKey, regrantRecoveryKey } from './recovery-key.js';
export type { NewRecoveryKey } from './recovery-key.js';
export { sealRecord } from './sealed-record.js';
export { encryptForMember } from './member-message.js';
export { sealBytes, isSealedBytes, SEALED_BYTES_OVERHEAD } from './sealed-bytes.js';
export { encryptBytesForMember, openBytes } from './member-bytes.js';
export { openRecord } from './open-record.js';
export type { RecordKeys } from './open-record.js';
export { createKeyStore } from './key-store.js';
export type { KeyStore } from './key-store.js';
export type { PrivateKey } from 'openpgp';
