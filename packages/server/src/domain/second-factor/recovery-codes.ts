import { createHmac, randomInt } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database } from '../../db/schema.js';
import { subKey } from '../../auth/hashing.js';

type Db = Kysely<Database> | Transaction<Database>;

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 without look-alikes: 10 characters are 50 bits, shown as two groups of five. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 10;

/** What a typed recovery code is compared as: no spaces or dashes, upper case. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** Whether a typed code has the shape of a recovery code (an authenticator's code is 6 digits). */
export function looksLikeRecoveryCode(code: string): boolean {
  return normalizeRecoveryCode(code).length === LENGTH;
}

/**
 * Stored as an HMAC under a key derived from the server secret: 50 bits would fall to a plain
 * hash's brute force if the table leaked, not to a keyed one without the secret.
 */
function codeHash(ctx: AppContext, code: string): string {
  return createHmac('sha256', subKey(ctx.config.secret, 'recovery-code')).update(normalizeRecoveryCode(code)).digest('base64url');
}

/** Replaces the account's recovery codes with RECOVERY_CODE_COUNT new ones; answers them (the only time they exist in clear). */
export async function replaceRecoveryCodes(db: Db, ctx: AppContext, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const raw = Array.from({ length: LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${raw.slice(0, 5)}-${raw.slice(5)}`;
  });
  await db.deleteFrom('recovery_codes').where('user_id', '=', userId).execute();
  await db
    .insertInto('recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: codeHash(ctx, code) })))
    .execute();
  return codes;
}

/** Spends a recovery code: true once per code (compare-and-set: two requests with one code cannot both pass). */
export async function spendRecoveryCode(ctx: AppContext, userId: string, code: string): Promise<boolean> {
  const spent = await ctx.db
    .updateTable('recovery_codes')
    .set({ used_at: ctx.config.now() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', codeHash(ctx, code))
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(spent.numUpdatedRows) === 1;
}

export async function recoveryCodesLeft(ctx: AppContext, userId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
