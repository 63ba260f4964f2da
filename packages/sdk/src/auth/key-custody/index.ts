// Key custody: every wrap and unwrap of a member's private key and data key goes through this
// module, one file per wrap (the password's, the recovery phrase's).
export { unlockOrCreateKeys, openPrivateKeyWithPassword, wrapPrivateKeyWithPassword, openDataKey, type OnProgress, type UnlockInput } from './password.js';
export {
  RECOVERY_PHRASE_WORDS,
  CONFIRMATION_WORDS,
  newRecoveryPhrase,
  normalizeRecoveryPhrase,
  isRecoveryPhrase,
  confirmationPositions,
  wrapKeysWithPhrase,
  openKeysWithPhrase,
} from './phrase.js';
export { resealInterimRecords } from './interim.js';
