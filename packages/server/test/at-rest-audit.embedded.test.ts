// scripts/at-rest-audit.mjs, both controls, on a small data folder made as today's server makes one:
// an embedded PostgreSQL, the server secret and the escrow key pair in DATA_DIR (the private half
// unprotected, as a development start writes it), three members who signed up as the browser does
// (Argon2id over the password and key salt; the data key wrapped to their key and the escrow key)
// and sealed records of three kinds each, plus one allergy the server sealed to the member's key; the
// second also has an authenticator app (its seed sealed under the server secret) and a passkey whose
// PRF output wraps their private key.
// - Given the folder alone, the audit finds the escrow private key, unwraps every member's data key
//   and opens every `hd1.` record: 3 of 3 members (the attack works, so the audit does). The TOTP
//   seed opens with the folder's server secret and is reported apart, as server-sealed by design; the
//   passkey's wrap is tried and stays shut (its key comes from the authenticator, never stored).
// - Any other file of the folder is read too: an unprotected key left anywhere in it is found.
// - A backup of it (scripts/backup.mjs) leaves the unprotected escrow key out: the audit of the backup
//   finds no usable private key and opens nothing. Given one member's password, every record of that
//   member opens, the server-sealed one too; a wrong password opens none of them.
// Own embedded PostgreSQL in a temp dir (it is the data folder audited), whatever DATABASE_URL says.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createCipheriv, randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Kysely } from 'kysely';
import * as openpgp from 'openpgp';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { encryptForMember } from '@healthdeck/crypto';
import { buildApp } from '../src/app.js';
import { sealTotpSecret } from '../src/domain/second-factor/totp.js';
import { connectDatabase } from '../src/db/connect.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import type { AuditReport } from '../src/ops/at-rest-audit.js';
import { audit } from './helpers/at-rest-audit.js';
import { REPO_ROOT } from '../src/config.js';
import { testServerConfig } from './helpers/test-server.js';
import { signUpAsBrowser, type SignedUp } from './helpers/browser-sign-up.js';

const onExternalDatabase = Boolean(process.env.DATABASE_URL);
const run = promisify(execFile);

const kind = (report: AuditReport, name: string) => report.kinds.find((k) => k.kind === name);

describe.skipIf(onExternalDatabase)('scripts/at-rest-audit.mjs', () => {
  let work: string;
  let dataDir: string;
  let embedded: EmbeddedDatabase | null = null;
  let db: Kysely<Database> | null = null;
  let app: FastifyInstance | null = null;
  const members: SignedUp[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'hd-audit-'));
    dataDir = path.join(work, 'data');
    // DATA_DIR as `npm start` leaves it: the escrow pair (private half unprotected) and the server secret.
    await cp(inject('escrowDir'), path.join(dataDir, 'escrow'), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await writeFile(path.join(dataDir, 'server-secret'), secret, { mode: 0o600 });
    embedded = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), quiet: true });
    db = connectDatabase(embedded.urlFor('postgres'), 5, { quiet: true });
    await migrateToLatest(db);
    app = await buildApp({ db, config: { ...testServerConfig(() => new Date()), dataDir, secret } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    for (let n = 1; n <= 3; n += 1) {
      const member = await signUpAsBrowser(url, n, [inject('escrowPublicKey')]);
      // As migration 0023 and the demo seed write one: sealed to the member's public key by the server.
      await db
        .insertInto('user_allergies')
        .values({
          user_id: member.id,
          encrypted_data: await encryptForMember({ allergy_id: 'b', name: 'dust', category: 'environmental', severity: 'mild', reaction: '' }, member.publicKey),
        })
        .execute();
      members.push(member);
    }
    // The second member's authenticator app (the seed as the server seals it) and passkey (its PRF
    // output's key, which only the authenticator can make again, wraps the private key).
    await db
      .insertInto('user_totp')
      .values({ user_id: members[1]!.id, secret_sealed: sealTotpSecret(secret, 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP'), confirmed_at: new Date(), created_at: new Date() })
      .execute();
    const iv = randomBytes(12);
    const prfCipher = createCipheriv('aes-256-gcm', randomBytes(32), iv);
    const wrapped = Buffer.concat([prfCipher.update('an unlocked private key'), prfCipher.final(), prfCipher.getAuthTag()]);
    await db
      .insertInto('passkeys')
      .values({
        user_id: members[1]!.id,
        credential_id: 'audit-credential',
        public_key: randomBytes(65),
        name: 'Audit key',
        prf_wrapped_key: `hdprf1.${iv.toString('base64url')}.${wrapped.toString('base64url')}`,
        created_at: new Date(),
      })
      .execute();
    await app.close();
    app = null;
    await db.destroy();
    db = null;
    await embedded.stop();
    embedded = null;
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await embedded?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  it("given the data folder alone, finds the unprotected escrow key and opens 3 of 3 members' records", async () => {
    const report = await audit(dataDir);
    expect(report.source).toBe('data-folder');
    expect(report.private_keys.filter((k) => k.usable)).toHaveLength(1);
    // The members' own private keys are found too, but no secret at rest opens them.
    expect(report.private_keys.filter((k) => k.source === 'accounts.encrypted_private_key' && !k.usable)).toHaveLength(3);
    expect(report.data_keys).toEqual({ wrapped: 3, unwrapped: 3 });
    expect(report.members).toEqual({ total: 3, opened: 3 });
    expect(kind(report, 'nutrition_forms.encrypted_data')).toEqual({ kind: 'nutrition_forms.encrypted_data', records: 3, opened: 3 });
    expect(kind(report, 'measurements.encrypted_data')).toEqual({ kind: 'measurements.encrypted_data', records: 3, opened: 3 });
    // The hd1. allergies open; those the server sealed to each member's own key do not (the escrow key is not a recipient).
    expect(kind(report, 'user_allergies.encrypted_data')).toEqual({ kind: 'user_allergies.encrypted_data', records: 6, opened: 3 });
    expect(kind(report, 'passkeys.prf_wrapped_key')).toEqual({ kind: 'passkeys.prf_wrapped_key', records: 1, opened: 0 });
    expect(report.opened).toBe(9);
    // The folder holds the server secret: what is sealed under it opens, by design, and is reported apart.
    expect(report.server_sealed).toEqual([{ kind: 'user_totp.secret_sealed', records: 1, opened: 1 }]);
    expect(report.member).toBeUndefined();
  }, 120_000);

  it("a backup of the folder holds no usable private key: it opens nothing, and one member's password opens all of theirs", async () => {
    const backupDir = path.join(work, 'backup');
    const made = await run(process.execPath, [path.join(REPO_ROOT, 'scripts/backup.mjs'), backupDir], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir },
    });
    expect(made.stdout).toContain(`Left out, as usable without a password: ${path.join('escrow', 'escrow-private.asc')}.`);
    expect(made.stdout).toContain('node scripts/retire-escrow-key.mjs');
    const manifest = JSON.parse(await readFile(path.join(backupDir, 'manifest.json'), 'utf8')) as { files: string[]; left_out_private_keys: string[] };
    expect(manifest.files).toEqual(['server-secret', 'escrow']);
    expect(manifest.left_out_private_keys).toEqual([path.join('escrow', 'escrow-private.asc')]);
    // The public half and the secret travel; the private half stays only in the data folder.
    expect(existsSync(path.join(backupDir, 'files', 'escrow', 'escrow-public.asc'))).toBe(true);
    expect(existsSync(path.join(backupDir, 'files', 'escrow', 'escrow-private.asc'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'escrow', 'escrow-private.asc'))).toBe(true);

    const attack = await audit(backupDir);
    expect(attack.source).toBe('backup');
    expect(attack.private_keys.filter((k) => k.usable)).toEqual([]);
    expect(attack.private_keys.filter((k) => k.source === 'accounts.encrypted_private_key')).toHaveLength(3);
    expect(attack.data_keys).toEqual({ wrapped: 3, unwrapped: 0 });
    expect(attack.members).toEqual({ total: 3, opened: 0 });
    expect(attack.records).toBe(13);
    expect(attack.opened).toBe(0);
    // The server secret travels in a backup (sessions must survive a restore): the seed opens with it.
    expect(attack.server_sealed).toEqual([{ kind: 'user_totp.secret_sealed', records: 1, opened: 1 }]);

    const [member] = members;
    const report = await audit(backupDir, '--member', member!.email, '--password', member!.password);
    expect(report.member).toEqual({ email: member!.email, found: true, unlocked: true, records: 4, opened: 4 });
    // The member's keys are the control: the attack's counts stay what the backup alone gives.
    expect(report.opened).toBe(0);

    const wrong = await audit(backupDir, '--member', member!.email, '--password', 'not-the-password');
    expect(wrong.member).toEqual({ email: member!.email, found: true, unlocked: false, records: 4, opened: 0 });
  }, 180_000);

  it('reads every file of a data folder, not only those a backup takes: an unprotected key left anywhere is found and used', async () => {
    const stray = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'stray@example.test' }], format: 'armored' });
    await mkdir(path.join(dataDir, 'notes'), { recursive: true });
    await writeFile(path.join(dataDir, 'notes', 'old-key.asc'), stray.privateKey);
    const report = await audit(dataDir);
    // The escrow key (once, though the backup holds a copy of it) and the stray key.
    expect(report.private_keys.filter((k) => k.usable)).toHaveLength(2);
    await rm(path.join(dataDir, 'notes'), { recursive: true });
  }, 120_000);
});
