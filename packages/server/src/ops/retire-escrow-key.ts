// `node scripts/retire-escrow-key.mjs --data-dir <dir> --admin <email>` (docs/OPERATIONS.md "Retire the
// escrow key"): the one-off upgrade step that takes custody of a plaintext escrow private key found in
// DATA_DIR. Every member's data key the old key opens is re-wrapped to the recovery key of each of
// their organisations that the administrator holds (the rows a member's browser writes through
// memberRecoveryWrapsSave), each new wrap checked to open with that recovery key; then the plaintext
// key is removed, unless some member it opens would be left without any recovery wrap.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import * as openpgp from 'openpgp';
import { DEFAULT_KDF, deriveSecrets, openRecoveryKey, rewrapDataKey, unlockPrivateKey, unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import { audit } from '../audit.js';
import { ESCROW_RETIRED_FILE } from '../escrow.js';
import { connectDatabase } from '../db/connect.js';
import type { Database } from '../db/schema.js';
import { findPlaintextPrivateKeys } from '../plaintext-private-keys.js';
import { withDatabase } from './backup-cli.js';

const PRIVATE_KEY_BLOCK = /-----BEGIN PGP PRIVATE KEY BLOCK-----[\s\S]*?-----END PGP PRIVATE KEY BLOCK-----/g;

export interface RetireReport {
  /** The files holding a plaintext private key that were found. */
  found: string[];
  /** Per recovery key the administrator holds: members newly wrapped to it. */
  rewrapped: { organization_id: string; key_id: string; members: number }[];
  /** Emails of members the old key opens who have no recovery wrap: the key was kept for them. */
  uncovered: string[];
  removed: string[];
}

async function plaintextKeysIn(file: string): Promise<PrivateKey[]> {
  const keys: PrivateKey[] = [];
  for (const [armoredKey] of (await readFile(file, 'utf8')).matchAll(PRIVATE_KEY_BLOCK)) {
    const key = await openpgp.readPrivateKey({ armoredKey }).catch(() => null);
    if (key?.isDecrypted()) keys.push(key);
  }
  return keys;
}

/** The message re-wrapped to `publicKey` with the first old key that opens it, or null when none does. */
async function rewrapWithAny(encryptedDataKey: string, oldKeys: PrivateKey[], publicKey: string): Promise<string | null> {
  for (const key of oldKeys) {
    try {
      return await rewrapDataKey(encryptedDataKey, key, [publicKey]);
    } catch {
      // not wrapped to this key
    }
  }
  return null;
}

async function opensWithAny(encryptedDataKey: string, oldKeys: PrivateKey[]): Promise<boolean> {
  for (const key of oldKeys) {
    try {
      await unwrapDataKey(encryptedDataKey, key);
      return true;
    } catch {
      // not wrapped to this key
    }
  }
  return false;
}

export async function retireEscrowKey(db: Kysely<Database>, options: { dataDir: string; adminEmail: string; password: string }): Promise<RetireReport> {
  const found = await findPlaintextPrivateKeys(options.dataDir);
  const report: RetireReport = { found, rewrapped: [], uncovered: [], removed: [] };
  if (found.length === 0) return report;
  const oldKeys = (await Promise.all(found.map(plaintextKeysIn))).flat();

  const admin = await db
    .selectFrom('users as u')
    .innerJoin('accounts as a', 'a.user_id', 'u.id')
    .select(['u.id', 'a.key_salt', 'a.encrypted_private_key'])
    .where(sql<boolean>`lower(u.email) = lower(${options.adminEmail})`)
    .executeTakeFirst();
  if (!admin?.key_salt || !admin.encrypted_private_key) throw new Error(`${options.adminEmail} has no key pair: sign in once in the browser first.`);
  const { passphrase } = await deriveSecrets(options.password, admin.key_salt, DEFAULT_KDF);
  const adminKey = await unlockPrivateKey(admin.encrypted_private_key, passphrase).catch(() => {
    throw new Error(`The password does not open ${options.adminEmail}'s key.`);
  });

  const held = await db
    .selectFrom('recovery_keys as k')
    .innerJoin('recovery_key_grants as g', 'g.key_id', 'k.id')
    .select(['k.id', 'k.organization_id', 'k.public_key', 'k.locked_private_key', 'g.grant'])
    .where('k.status', '=', 'active')
    .where('g.user_id', '=', admin.id)
    .orderBy('k.created_at')
    .execute();
  for (const key of held) {
    const recoveryKey = await openRecoveryKey(key.locked_private_key, key.grant, adminKey);
    const members = await db
      .selectFrom('links as l')
      .innerJoin('accounts as a', 'a.user_id', 'l.b_id')
      .select(['a.user_id', 'a.encrypted_data_key'])
      .distinct()
      .where('l.kind', '=', 'organization_user')
      .where('l.a_id', '=', key.organization_id)
      .where('l.is_active', '=', true)
      .where('a.encrypted_data_key', 'is not', null)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('recovery_wraps as w').select('w.user_id').whereRef('w.user_id', '=', 'a.user_id').where('w.key_id', '=', key.id))))
      .execute();
    let wrapped = 0;
    for (const member of members) {
      const wrap = await rewrapWithAny(member.encrypted_data_key!, oldKeys, key.public_key);
      if (!wrap) continue; // not wrapped to the old key: the member's browser wraps it at the next unlock
      await unwrapDataKey(wrap, recoveryKey); // throws, before anything is stored, if the new wrap did not open
      const stored = await db
        .insertInto('recovery_wraps')
        .values({ user_id: member.user_id, key_id: key.id, encrypted_data_key: wrap, created_at: new Date() })
        .onConflict((oc) => oc.columns(['user_id', 'key_id']).doNothing())
        .executeTakeFirst();
      wrapped += Number(stored.numInsertedOrUpdatedRows ?? 0n);
    }
    await audit(db, 'recovery_key.escrow_rewrapped', { actorId: admin.id, detail: { organization_id: key.organization_id, key_id: key.id, members: wrapped } });
    report.rewrapped.push({ organization_id: key.organization_id, key_id: key.id, members: wrapped });
  }

  // The old key goes only when nobody it opens would be left without a recovery wrap.
  const accounts = await db
    .selectFrom('accounts as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .select(['u.email', 'a.encrypted_data_key'])
    .where('a.encrypted_data_key', 'is not', null)
    .where(({ not, exists, selectFrom }) => not(exists(selectFrom('recovery_wraps as w').select('w.user_id').whereRef('w.user_id', '=', 'a.user_id'))))
    .orderBy('u.email')
    .execute();
  for (const account of accounts) if (await opensWithAny(account.encrypted_data_key!, oldKeys)) report.uncovered.push(account.email);
  if (report.uncovered.length > 0) return report;

  for (const file of found) await rm(file);
  report.removed = found;
  // No new member is wrapped to the escrow key again, and no start makes a new one (escrow.ts).
  const escrowDir = path.join(options.dataDir, 'escrow');
  await mkdir(escrowDir, { recursive: true, mode: 0o700 });
  await writeFile(path.join(escrowDir, ESCROW_RETIRED_FILE), `Retired by ${options.adminEmail} at ${new Date().toISOString()} (scripts/retire-escrow-key.mjs).\n`, { mode: 0o644 });
  await rm(path.join(escrowDir, 'escrow-public.asc'), { force: true });
  await audit(db, 'escrow_key.retired', { actorId: admin.id, detail: { files: found.map((f) => path.relative(options.dataDir, f)) } });
  return report;
}

/** Asks on the terminal without echoing; from a pipe, reads one line. */
async function askPassword(prompt: string): Promise<string> {
  const muted = new Writable({ write: (_chunk, _encoding, done) => done() });
  const tty = process.stdin.isTTY === true;
  if (tty) process.stderr.write(prompt);
  const rl = createInterface({ input: process.stdin, output: tty ? muted : undefined, terminal: tty });
  try {
    for await (const line of rl) return line;
    return '';
  } finally {
    rl.close();
    if (tty) process.stderr.write('\n');
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const adminEmail = value('--admin');
  const dataDir = path.resolve(value('--data-dir') ?? process.env.DATA_DIR ?? './data');
  if (!adminEmail) throw new Error('Usage: node scripts/retire-escrow-key.mjs --data-dir <DATA_DIR> --admin <administrator email>   (DATABASE_URL, when set, names the database)');
  if ((await findPlaintextPrivateKeys(dataDir)).length === 0) {
    console.log(`No plaintext private key in ${dataDir}: nothing to retire.`);
    return;
  }
  const password = await askPassword(`Password of ${adminEmail}: `);
  const report = await withDatabase(dataDir, false, async (url) => {
    const db = connectDatabase(url, 2, { quiet: true });
    try {
      return await retireEscrowKey(db, { dataDir, adminEmail, password });
    } finally {
      await db.destroy();
    }
  });
  if (report.found.length === 0) {
    console.log(`No plaintext private key in ${dataDir}: nothing to retire.`);
    return;
  }
  for (const r of report.rewrapped) console.log(`Organisation ${r.organization_id}: ${r.members} member data keys re-wrapped to its recovery key ${r.key_id}.`);
  if (report.uncovered.length > 0) {
    console.error(
      `Kept ${report.found.join(', ')}: it opens the data key of ${report.uncovered.length} member(s) with no organisation recovery wrap (${report.uncovered.join(', ')}). Link them to an organisation whose recovery key ${adminEmail} holds (or have its holder run this), then run this again.`,
    );
    process.exitCode = 1;
    return;
  }
  console.log(`Removed ${report.removed.join(', ')}: no plaintext private key is left in ${dataDir}.`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
