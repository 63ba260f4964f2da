// `node scripts/at-rest-audit.mjs <data-dir|backup-dir> [--json] [--env-file <file>] [--member <email> --password <password>] [--fail-if-any-open]`
// (docs/OPERATIONS.md "Audit what a stolen data folder opens"). The attacker's view of the zero-knowledge
// promise (docs/ENCRYPTION.md): given only what the server keeps at rest — the database, DATA_DIR's files,
// the environment — find every key that can be found and try it against every sealed record of every
// kind; report, per kind, how many open. A data folder is read through a backup of it
// (ops/backup-cli.ts), so both inputs are audited the same way, from the same dump format.
//
// Keys tried: every armored OpenPGP private key in a file, an environment value or any database value
// (used as it is when unprotected, else with each secret found as its passphrase); the member data keys
// those private keys unwrap (`accounts.encrypted_data_key`); every secret itself as an AES key (raw
// 32 bytes, base64/base64url of 32 bytes, SHA-256 of it: a server or JWT secret used as a data key).
// Sealed records are found by their form, not by a list: every value that is an `hd1.` record, a
// passkey's `hdprf1.` key wrap or an armored OpenPGP message, and every stored file that is `hd1.`
// bytes or a binary OpenPGP message. Secrets the server must use again are sealed under the server
// secret (auth/server-seal.ts), in columns named `*_sealed` (docs/ENCRYPTION.md `server-sealed`):
// whoever holds the server secret opens them, by design; they are tried with every secret found, for
// each purpose, and reported apart (`server_sealed`), not counted in `opened`.
//
// The positive control: given one member's password (--member/--password), the member's private key is
// opened the way the browser opens it (Argon2id over the password and key salt) and every record of that
// member must open; the report's `member` says how many did.
import { createDecipheriv, createHash } from 'node:crypto';
import { createReadStream, existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import * as openpgp from 'openpgp';
import { DEFAULT_KDF, deriveSecrets, isSealedBytes, openBytes, openRecord, unlockPrivateKey, unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import { subKey } from '../auth/hashing.js';
import { SERVER_SEAL_PURPOSES } from '../auth/server-seal.js';
import { backup } from './backup-cli.js';

const PRIVATE_KEY_BLOCK = /-----BEGIN PGP PRIVATE KEY BLOCK-----[\s\S]*?-----END PGP PRIVATE KEY BLOCK-----/g;
const PGP_MESSAGE = '-----BEGIN PGP MESSAGE-----';
/** A passkey's wrap of the private key (sdk auth/key-custody/passkey.ts): `hdprf1.<iv>.<ciphertext>`, base64url. */
const PRF_WRAP = 'hdprf1.';
/** A column sealed under the server secret (docs/ENCRYPTION.md `server-sealed`). */
const SERVER_SEALED_COLUMN = /_sealed$/;
/** The wrapped data keys: a kind of their own (what they open is counted with the records). */
const DATA_KEY_COLUMN = 'accounts.encrypted_data_key';

export interface AuditOptions {
  /** A data folder (DATA_DIR) or a backup directory (scripts/backup.mjs output). */
  input: string;
  /** The environment the server runs with (every value is a secret tried). */
  env: Record<string, string | undefined>;
  /** The positive control: one member's email and password. */
  member?: { email: string; password: string };
}

export interface KindReport {
  /** `table.column` (stored files: `stored_files.bytes <folder>`). */
  kind: string;
  records: number;
  opened: number;
}

export interface AuditReport {
  input: string;
  source: 'backup' | 'data-folder';
  secrets_tried: number;
  private_keys: { source: string; usable: boolean }[];
  data_keys: { wrapped: number; unwrapped: number };
  kinds: KindReport[];
  records: number;
  opened: number;
  /** Sealed under the server secret (opened with a secret found at rest, by design): not in `records`/`opened`. */
  server_sealed: KindReport[];
  /** Members owning at least one sealed record, and those of whom at least one record opened. */
  members: { total: number; opened: number };
  /** With --member: that member's records and how many opened (all of them, when the control works). */
  member?: { email: string; found: boolean; unlocked: boolean; records: number; opened: number };
}

interface Row {
  table: string;
  row: Record<string, unknown>;
}

interface Sealed {
  kind: string;
  owner: string | null;
  text?: string;
  bytes?: Uint8Array;
}

/** Every row of a backup's database.jsonl.gz (ops/logical-dump.ts: a header line, then `{t, r}` lines). */
async function readDump(file: string): Promise<Row[]> {
  const rows: Row[] = [];
  let header = true;
  for await (const line of createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Number.POSITIVE_INFINITY })) {
    if (header) {
      header = false;
      continue;
    }
    if (!line) continue;
    const { t, r } = JSON.parse(line) as { t: string; r: Record<string, unknown> };
    rows.push({ table: t, row: r });
  }
  return rows;
}

async function filesUnder(dir: string, skip: readonly string[] = []): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (skip.includes(full)) continue;
    if (entry.isDirectory()) out.push(...(await filesUnder(full)));
    else if (entry.isFile() && (await stat(full)).size <= 16 * 1024 * 1024) out.push(full);
  }
  return out;
}

/** A bytea value as row_to_json writes it (`\x` and hex). */
function byteaOf(value: unknown): Uint8Array | null {
  return typeof value === 'string' && value.startsWith('\\x') ? new Uint8Array(Buffer.from(value.slice(2), 'hex')) : null;
}

/** An OpenPGP binary message starts with a packet tag (bit 7 set): a public-key encrypted session key or an encrypted data packet. */
function looksLikeBinaryPgp(bytes: Uint8Array): boolean {
  const first = bytes[0] ?? 0;
  if ((first & 0x80) === 0) return false;
  const tag = first & 0x40 ? first & 0x3f : (first >> 2) & 0x0f;
  return tag === 1 || tag === 3 || tag === 18 || tag === 20;
}

/** The sealed values of the dump, by form, each with its owner when the row names one; and those sealed under the server secret. */
function sealedValues(rows: Row[]): { sealed: Sealed[]; serverSealed: Sealed[]; wrapped: Map<string, string> } {
  const sealed: Sealed[] = [];
  const serverSealed: Sealed[] = [];
  const wrapped = new Map<string, string>();
  const fileOwners = new Map<string, string>();
  for (const { table, row } of rows) {
    if (table === 'meal_pictures' && typeof row.storage_key === 'string' && typeof row.user_id === 'string') fileOwners.set(row.storage_key, row.user_id);
  }
  for (const { table, row } of rows) {
    const owner = typeof row.user_id === 'string' ? row.user_id : null;
    for (const [column, value] of Object.entries(row)) {
      const kind = `${table}.${column}`;
      if (kind === DATA_KEY_COLUMN) {
        if (typeof value === 'string' && owner) wrapped.set(owner, value);
        continue;
      }
      if (typeof value === 'string' && (value.startsWith('hd1.') || value.startsWith(PRF_WRAP) || value.trimStart().startsWith(PGP_MESSAGE))) {
        sealed.push({ kind, owner, text: value });
        continue;
      }
      if (typeof value === 'string' && SERVER_SEALED_COLUMN.test(column)) {
        serverSealed.push({ kind, owner, text: value });
        continue;
      }
      const bytes = byteaOf(value);
      if (bytes && (isSealedBytes(bytes) || looksLikeBinaryPgp(bytes))) {
        const folder = typeof row.folder === 'string' ? ` ${row.folder}` : '';
        sealed.push({ kind: `${kind}${folder}`, owner: owner ?? fileOwners.get(String(row.key)) ?? null, bytes });
      }
    }
  }
  return { sealed, serverSealed, wrapped };
}

/** AES-256-GCM, `iv ‖ tag ‖ ciphertext` (auth/server-seal.ts), under a sub-key of any secret found, for any purpose. */
function opensWithServerSecret(sealed: string, secrets: string[]): boolean {
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < 29) return false;
  for (const secret of secrets) {
    if (!secret) continue;
    for (const purpose of SERVER_SEAL_PURPOSES) {
      try {
        const decipher = createDecipheriv('aes-256-gcm', subKey(secret, purpose), bytes.subarray(0, 12));
        decipher.setAuthTag(bytes.subarray(12, 28));
        Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]);
        return true;
      } catch {
        // not this secret or purpose
      }
    }
  }
  return false;
}

/** A passkey's wrap tried with every AES key found (its own key derives from the authenticator's PRF output, which is never stored). */
async function opensPrfWrap(text: string, aesKeys: CryptoKey[]): Promise<boolean> {
  const [, iv, body] = text.split('.');
  if (!iv || !body) return false;
  for (const key of aesKeys) {
    try {
      await crypto.subtle.decrypt({ name: 'AES-GCM', iv: new Uint8Array(Buffer.from(iv, 'base64url')) }, key, new Uint8Array(Buffer.from(body, 'base64url')));
      return true;
    } catch {
      // not this key
    }
  }
  return false;
}

/** Every secret-looking string: environment values and the text of DATA_DIR's files. */
function secretsOf(env: Record<string, string | undefined>, fileTexts: string[]): string[] {
  const secrets = new Set<string>(['']);
  for (const value of Object.values(env)) if (value && value.length >= 8) secrets.add(value);
  for (const text of fileTexts) {
    const trimmed = text.trim();
    if (trimmed.length >= 8 && trimmed.length <= 4096 && !trimmed.includes('-----BEGIN')) secrets.add(trimmed);
  }
  return [...secrets];
}

/** A secret as the AES keys it could be: its raw bytes, its base64/base64url decoding (32 bytes) or its SHA-256. */
async function aesKeysOf(secrets: string[]): Promise<CryptoKey[]> {
  const raws = new Map<string, Uint8Array>();
  for (const secret of secrets) {
    if (!secret) continue;
    const candidates = [Buffer.from(secret, 'utf8'), Buffer.from(secret, 'base64'), Buffer.from(secret, 'base64url'), createHash('sha256').update(secret).digest()];
    for (const raw of candidates) if (raw.length === 32) raws.set(raw.toString('hex'), new Uint8Array(raw));
  }
  return Promise.all([...raws.values()].map((raw) => crypto.subtle.importKey('raw', new Uint8Array(raw), { name: 'AES-GCM' }, false, ['decrypt'])));
}

/** Opens a private key found at rest: as it is when unprotected, else with each secret as its passphrase. */
async function usablePrivateKey(armored: string, secrets: string[]): Promise<PrivateKey | null> {
  let key: PrivateKey;
  try {
    key = await openpgp.readPrivateKey({ armoredKey: armored });
  } catch {
    return null;
  }
  if (key.isDecrypted()) return key;
  for (const passphrase of secrets) {
    if (!passphrase) continue;
    try {
      return await openpgp.decryptKey({ privateKey: key, passphrase });
    } catch {
      // not this one
    }
  }
  return null;
}

async function opens(record: Sealed, keys: { dataKeys: CryptoKey[]; privateKeys: PrivateKey[] }): Promise<boolean> {
  const tryOne = async (open: () => Promise<unknown>) => {
    try {
      return (await open()) !== null;
    } catch {
      return false;
    }
  };
  if (record.text?.startsWith(PRF_WRAP)) return opensPrfWrap(record.text, keys.dataKeys);
  const isHd1 = record.text ? record.text.startsWith('hd1.') : isSealedBytes(record.bytes!);
  const attempts: (() => Promise<unknown>)[] = isHd1
    ? keys.dataKeys.map((dataKey) => () => (record.text ? openRecord(record.text, { dataKey }) : openBytes(record.bytes!, { dataKey })))
    : keys.privateKeys.map((privateKey) => () => (record.text ? openRecord(record.text, { privateKey }) : openBytes(record.bytes!, { privateKey })));
  for (const attempt of attempts) if (await tryOne(attempt)) return true;
  return false;
}

/** Runs the audit; a data folder is backed up into a temporary directory first and that backup audited. */
export async function auditAtRest(options: AuditOptions): Promise<AuditReport> {
  const input = path.resolve(options.input);
  const isBackup = existsSync(path.join(input, 'manifest.json'));
  let backupDir = input;
  let temporary: string | null = null;
  if (!isBackup) {
    if (!existsSync(path.join(input, 'pg', 'PG_VERSION'))) throw new Error(`${input} is neither a backup (no manifest.json) nor a data folder (no pg/).`);
    temporary = await mkdtemp(path.join(tmpdir(), 'hd-at-rest-audit-'));
    backupDir = path.join(temporary, 'backup');
    // The folder's own database, whatever DATABASE_URL the shell has.
    const saved = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    const log = console.log;
    console.log = () => undefined;
    try {
      await backup(input, backupDir, { keepPlaintextPrivateKeys: true });
    } finally {
      console.log = log;
      if (saved !== undefined) process.env.DATABASE_URL = saved;
    }
  }
  try {
    return await auditBackup(backupDir, input, isBackup ? 'backup' : 'data-folder', options);
  } finally {
    if (temporary) await rm(temporary, { recursive: true, force: true });
  }
}

async function auditBackup(backupDir: string, input: string, source: AuditReport['source'], options: AuditOptions): Promise<AuditReport> {
  const rows = await readDump(path.join(backupDir, 'database.jsonl.gz'));
  // A data folder's files beside the database: the backup's files/ holds only those a backup takes
  // (server-secret, escrow, uploads), so a data folder's own files are read too, whatever lies there
  // (the database's own directory aside: its rows are read from the dump).
  const files = [...(await filesUnder(path.join(backupDir, 'files'))), ...(source === 'data-folder' ? await filesUnder(input, [path.join(input, 'pg')]) : [])];
  // Once each: a data folder's escrow and secret files are in both places.
  const fileTexts = [...new Set(await Promise.all(files.map((file) => readFile(file, 'utf8'))))];
  const secrets = secretsOf(options.env, fileTexts);

  // Every armored private key, wherever it lies.
  const found: { source: string; armored: string }[] = [];
  fileTexts.forEach((text, n) => {
    for (const m of text.matchAll(PRIVATE_KEY_BLOCK)) found.push({ source: `file ${n + 1}`, armored: m[0] });
  });
  for (const [name, value] of Object.entries(options.env)) for (const m of (value ?? '').matchAll(PRIVATE_KEY_BLOCK)) found.push({ source: `env ${name}`, armored: m[0] });
  for (const { table, row } of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (typeof value === 'string' && value.includes('-----BEGIN PGP PRIVATE KEY BLOCK-----')) {
        for (const m of value.matchAll(PRIVATE_KEY_BLOCK)) found.push({ source: `${table}.${column}`, armored: m[0] });
      }
    }
  }
  const privateKeys: PrivateKey[] = [];
  const privateKeyReport: AuditReport['private_keys'] = [];
  for (const { source: where, armored } of found) {
    const key = await usablePrivateKey(armored, secrets);
    if (key) privateKeys.push(key);
    privateKeyReport.push({ source: where, usable: key !== null });
  }

  const { sealed, serverSealed, wrapped } = sealedValues(rows);
  const dataKeysOf = new Map<string, CryptoKey>();
  for (const [owner, message] of wrapped) {
    for (const key of privateKeys) {
      try {
        dataKeysOf.set(owner, await unwrapDataKey(message, key));
        break;
      } catch {
        // not this key
      }
    }
  }
  const secretKeys = await aesKeysOf(secrets);

  // The positive control: the member's own keys, opened from their password as the browser does.
  let memberId: string | null = null;
  let memberKeys: { dataKeys: CryptoKey[]; privateKeys: PrivateKey[] } = { dataKeys: [], privateKeys: [] };
  if (options.member) {
    const user = rows.find((r) => r.table === 'users' && String(r.row.email).toLowerCase() === options.member!.email.toLowerCase());
    memberId = user ? String(user.row.id) : null;
    const account = rows.find((r) => r.table === 'accounts' && r.row.user_id === memberId)?.row;
    if (account?.encrypted_private_key && account.key_salt) {
      const { passphrase } = await deriveSecrets(options.member.password, String(account.key_salt), DEFAULT_KDF);
      try {
        const privateKey = await unlockPrivateKey(String(account.encrypted_private_key), passphrase);
        memberKeys = { privateKeys: [privateKey], dataKeys: account.encrypted_data_key ? [await unwrapDataKey(String(account.encrypted_data_key), privateKey)] : [] };
      } catch {
        // A wrong password opens nothing: the control reports unlocked false.
      }
    }
  }

  const kinds = new Map<string, KindReport>();
  const owners = new Map<string, { opened: boolean }>();
  const member = options.member ? { email: options.member.email, found: memberId !== null, unlocked: memberKeys.privateKeys.length > 0, records: 0, opened: 0 } : undefined;
  for (const record of sealed) {
    const ownKey = record.owner ? dataKeysOf.get(record.owner) : undefined;
    // A record with an owner is tried with that member's data key (an hd1. record under another
    // member's key cannot open); one without, with every data key unwrapped.
    const attack = { dataKeys: [...(ownKey ? [ownKey] : record.owner ? [] : [...dataKeysOf.values()]), ...secretKeys], privateKeys };
    const openedByAttack = await opens(record, attack);
    const isMember = memberId !== null && record.owner === memberId;
    // The member's own keys are the control, not the attack: counted only in `member`.
    const opened = openedByAttack || (isMember && (await opens(record, memberKeys)));
    const kind = kinds.get(record.kind) ?? { kind: record.kind, records: 0, opened: 0 };
    kind.records += 1;
    if (openedByAttack) kind.opened += 1;
    kinds.set(record.kind, kind);
    if (record.owner) {
      const o = owners.get(record.owner) ?? { opened: false };
      o.opened ||= openedByAttack;
      owners.set(record.owner, o);
    }
    if (member && isMember) {
      member.records += 1;
      if (opened) member.opened += 1;
    }
  }
  const kindList = [...kinds.values()].sort((a, b) => a.kind.localeCompare(b.kind));
  const serverKinds = new Map<string, KindReport>();
  for (const record of serverSealed) {
    const kind = serverKinds.get(record.kind) ?? { kind: record.kind, records: 0, opened: 0 };
    kind.records += 1;
    if (opensWithServerSecret(record.text!, secrets)) kind.opened += 1;
    serverKinds.set(record.kind, kind);
  }
  return {
    input,
    source,
    secrets_tried: secrets.length - 1,
    private_keys: privateKeyReport,
    data_keys: { wrapped: wrapped.size, unwrapped: dataKeysOf.size },
    kinds: kindList,
    records: kindList.reduce((n, k) => n + k.records, 0),
    opened: kindList.reduce((n, k) => n + k.opened, 0),
    members: { total: owners.size, opened: [...owners.values()].filter((o) => o.opened).length },
    server_sealed: [...serverKinds.values()].sort((a, b) => a.kind.localeCompare(b.kind)),
    ...(member ? { member } : {}),
  };
}

function parseEnvFile(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (m) out[m[1]!] = m[2]!.replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

function printTable(report: AuditReport): void {
  console.log(`At-rest audit of ${report.input} (${report.source})`);
  console.log(`Private keys found: ${report.private_keys.length} (usable: ${report.private_keys.filter((k) => k.usable).length}); secrets tried: ${report.secrets_tried}`);
  for (const key of report.private_keys) console.log(`  ${key.usable ? 'USABLE ' : 'locked '} ${key.source}`);
  console.log(`Member data keys unwrapped: ${report.data_keys.unwrapped} of ${report.data_keys.wrapped}`);
  for (const kind of report.kinds) console.log(`  ${String(kind.opened).padStart(5)} of ${String(kind.records).padEnd(5)} ${kind.kind}`);
  console.log(`Opened ${report.opened} of ${report.records} sealed records; ${report.members.opened} of ${report.members.total} members' records open.`);
  console.log('Sealed under the server secret (the server must use them again; opened with it by design):');
  for (const kind of report.server_sealed) console.log(`  ${String(kind.opened).padStart(5)} of ${String(kind.records).padEnd(5)} ${kind.kind}`);
  if (report.member) {
    console.log(
      report.member.found
        ? `Control (${report.member.email}, with the password): ${report.member.opened} of ${report.member.records} of the member's records open.`
        : `Control: no member ${report.member.email}.`,
    );
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const value = (flag: string) => {
    const at = args.indexOf(flag);
    return at >= 0 ? args[at + 1] : undefined;
  };
  const input = args.find((arg, n) => !arg.startsWith('--') && !['--env-file', '--member', '--password'].includes(args[n - 1] ?? ''));
  if (!input) throw new Error('Usage: node scripts/at-rest-audit.mjs <data-dir|backup-dir> [--json] [--env-file <file>] [--member <email> --password <password>] [--fail-if-any-open]');
  const envFile = value('--env-file');
  const env = { ...process.env, ...(envFile ? parseEnvFile(await readFile(envFile, 'utf8')) : {}) };
  const email = value('--member');
  const password = value('--password');
  const report = await auditAtRest({ input, env, ...(email && password !== undefined ? { member: { email, password } } : {}) });
  if (args.includes('--json')) console.log(JSON.stringify(report, null, 2));
  else printTable(report);
  if (args.includes('--fail-if-any-open') && report.opened > 0) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  });
}
