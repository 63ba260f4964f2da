// The wraps of a member's keys beside the password wrap in `accounts` (table key_wraps): the
// recovery phrase's, and what a password reset archives. Everything here is ciphertext the server
// cannot open; what it guards is that no wrap is lost: a reset archives, it never clears.
import type { Kysely, Transaction } from 'kysely';
import * as openpgp from 'openpgp';
import { KeyWrapKind, type KeyWrap } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';

type Db = Kysely<Database> | Transaction<Database>;

/** The member's wraps in use, one per kind. */
export async function keyWrapsInUse(db: Db, userId: string): Promise<Array<KeyWrap & { createdAt: string }>> {
  const rows = await db
    .selectFrom('key_wraps')
    .select(['kind', 'wrapped_private_key', 'wrapped_data_key', 'salt', 'kdf', 'created_at'])
    .where('user_id', '=', userId)
    .where('archived_at', 'is', null)
    .where('kind', 'in', KeyWrapKind.options)
    .orderBy('created_at')
    .execute();
  return rows.flatMap((row) =>
    row.wrapped_private_key && row.wrapped_data_key && row.salt && row.kdf
      ? [
          {
            kind: row.kind as KeyWrapKind,
            wrappedPrivateKey: row.wrapped_private_key,
            wrappedDataKey: row.wrapped_data_key,
            salt: row.salt,
            kdf: row.kdf,
            createdAt: row.created_at.toISOString(),
          },
        ]
      : [],
  );
}

/** Why a reset without the recovery phrase archived the member's keys (organisation-assisted recovery looks for it). */
export const RESET_ARCHIVE_REASON = 'password reset without the recovery phrase';

/** Why a wrap cannot be stored; the route answers 409 (no keys yet) or 400 (not this account's key). */
export type SaveWrapRefusal = 'no-keys' | 'foreign-key';

/**
 * Stores a wrap, replacing the one of its kind in use (so an old recovery phrase stops working: the
 * replaced row is deleted, since it holds nothing the password wrap and the new wrap do not).
 * The wrapped private key must be the account's: a wrap of another key would strand its owner.
 */
export async function saveKeyWrap(db: Kysely<Database>, userId: string, wrap: KeyWrap, now: Date): Promise<SaveWrapRefusal | null> {
  return db.transaction().execute(async (trx) => {
    const account = await trx.selectFrom('accounts').select('public_key').where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!account?.public_key) return 'no-keys';
    if (!(await belongsTo(wrap.wrappedPrivateKey, account.public_key))) return 'foreign-key';
    await trx.deleteFrom('key_wraps').where('user_id', '=', userId).where('kind', '=', wrap.kind).where('archived_at', 'is', null).execute();
    await trx
      .insertInto('key_wraps')
      .values({
        user_id: userId,
        kind: wrap.kind,
        public_key: account.public_key,
        wrapped_private_key: wrap.wrappedPrivateKey,
        wrapped_data_key: wrap.wrappedDataKey,
        salt: wrap.salt,
        kdf: JSON.stringify(wrap.kdf),
        created_at: now,
      })
      .execute();
    return null;
  });
}

/** Whether an armored private key (locked or not) is the private half of an armored public key. */
export async function belongsTo(armoredPrivateKey: string, armoredPublicKey: string): Promise<boolean> {
  try {
    const [privateKey, publicKey] = await Promise.all([openpgp.readPrivateKey({ armoredKey: armoredPrivateKey }), openpgp.readKey({ armoredKey: armoredPublicKey })]);
    return privateKey.getFingerprint() === publicKey.getFingerprint();
  } catch {
    return false;
  }
}

/**
 * A reset without the recovery phrase: the account's password wrap (public key, private key, data
 * key and the key salt it was derived with) and the wraps in use are archived in the same
 * transaction that clears them from `accounts`, so the next sign-in makes a new key pair for new
 * records while the old ones can still be brought back.
 */
export async function archiveAccountKeys(trx: Transaction<Database>, userId: string, now: Date, reason: string): Promise<void> {
  const account = await trx
    .selectFrom('accounts')
    .select(['key_salt', 'public_key', 'encrypted_private_key', 'encrypted_data_key'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!account) return;
  if (account.public_key || account.encrypted_private_key || account.encrypted_data_key) {
    await trx
      .insertInto('key_wraps')
      .values({
        user_id: userId,
        kind: 'password',
        public_key: account.public_key,
        wrapped_private_key: account.encrypted_private_key,
        wrapped_data_key: account.encrypted_data_key,
        salt: account.key_salt,
        created_at: now,
        archived_at: now,
        archived_reason: reason,
      })
      .execute();
  }
  await trx.updateTable('key_wraps').set({ archived_at: now, archived_reason: reason }).where('user_id', '=', userId).where('archived_at', 'is', null).execute();
}

/** The recovery phrase wrap in use and the account's public key, for a reset page holding a valid reset key. */
export async function phraseWrapOf(db: Db, userId: string): Promise<{ phrase: KeyWrap | null; publicKey: string | null }> {
  const account = await db.selectFrom('accounts').select('public_key').where('user_id', '=', userId).executeTakeFirst();
  const phrase = (await keyWrapsInUse(db, userId)).find((wrap) => wrap.kind === 'phrase');
  if (!phrase) return { phrase: null, publicKey: account?.public_key ?? null };
  const { createdAt: _createdAt, ...wrap } = phrase;
  return { phrase: wrap, publicKey: account?.public_key ?? null };
}
