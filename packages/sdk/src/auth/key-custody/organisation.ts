// The member's wrap to their organisations' recovery keys (docs/decisions/0076-organisation-recovery-keys.md):
// after every unlock the browser wraps the data key to each recovery key of the member's
// organisations it is not yet wrapped to (a new member, a new organisation, a key created or
// rotated since), so staff can recover the member's records without the server ever holding a key.
import { rewrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import type { Call } from '../../transport/http.js';

/** Wraps the member's data key to every missing organisation recovery key; answers how many it added. */
export async function wrapToOrganisationKeys(call: Call, encryptedDataKey: string, privateKey: PrivateKey): Promise<number> {
  const { keys } = await call('memberRecoveryKeys');
  const missing = keys.filter((k) => !k.wrapped);
  if (missing.length === 0) return 0;
  const wraps = [];
  for (const key of missing) wraps.push({ key_id: key.id, encrypted_data_key: await rewrapDataKey(encryptedDataKey, privateKey, [key.public_key]) });
  await call('memberRecoveryWrapsSave', { body: { wraps } });
  return wraps.length;
}
