// The light entry (@healthdeck/crypto/light): AES-only pieces with no path to openpgp, for the
// embed bundle, which imports openpgp only when a widget must decrypt.
export { DEFAULT_KDF, newKeySalt, deriveSecrets } from './kdf.js';
export type { DerivedSecrets } from './kdf.js';
export { sealRecord } from './sealed-record.js';
export { openRecord } from './open-sealed-record.js';
export { createKeyStore } from './key-store.js';
export type { KeyStore } from './key-store.js';
