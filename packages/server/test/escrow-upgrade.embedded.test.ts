// The upgrade without loss (docs/OPERATIONS.md "Retire the escrow key"), end to end on a real server
// process: a data folder made the old way — the escrow pair in DATA_DIR with the private half
// unprotected, three members who signed up as the browser did then (data key wrapped to their own key
// and the escrow key) with sealed records of three kinds, an administrator whose key pair opens only
// with their password, the members linked to an organisation. The new server (src/main.ts) starts on
// it and warns; the administrator makes the organisation's recovery key as their browser does; the
// documented step runs with the administrator's password on its standard input; after a restart no
// plaintext private key is on disk (the at-rest audit finds none usable and opens nothing), and every
// member's records open with the member's own password and through the organisation recovery key.
// Own embedded PostgreSQL in the data folder (it is what is upgraded), whatever DATABASE_URL says.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_KDF, createDataKey, deriveSecrets, openRecord, openRecoveryKey, unlockPrivateKey, unwrapDataKey, wrapDataKey } from '@healthdeck/crypto';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { buildApp } from '../src/app.js';
import { REPO_ROOT } from '../src/config.js';
import { connectDatabase } from '../src/db/connect.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { findFreePort } from '../src/db/free-port.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { findPlaintextPrivateKeys } from '../src/plaintext-private-keys.js';
import { signedInAdmin, type TestMember } from './helpers/accounts.js';
import { audit } from './helpers/at-rest-audit.js';
import { signUpAsBrowser, type SignedUp } from './helpers/browser-sign-up.js';
import { contractClient, testServerConfig, type TestServer } from './helpers/test-server.js';
import { waitFor } from './helpers/wait-for-output.js';

const onExternalDatabase = Boolean(process.env.DATABASE_URL);
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(packageDir, '../../node_modules/.bin/tsx');
const SEALED_KINDS = ['user_allergies', 'nutrition_forms', 'measurements'] as const;
const ADMIN_PASSWORD = `Admin-${randomBytes(6).toString('hex')}`;

/** The real server on the folder until `stop`; stop expects a clean exit and answers everything it printed. */
async function startServer(dataDir: string): Promise<{ url: string; output: { text: string }; stop(): Promise<string> }> {
  const port = await findFreePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'false' };
  delete env.DATABASE_URL;
  delete env.ESCROW_PUBLIC_KEY;
  const child: ChildProcess = spawn(tsx, ['src/main.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = { text: '' };
  const stop = async () => {
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    return output.text;
  };
  try {
    await waitFor(child, new RegExp(`HealthDeck ready on http://localhost:${port}`), output, 120_000);
  } catch (error) {
    child.kill('SIGTERM');
    throw error;
  }
  return { url: `http://127.0.0.1:${port}`, output, stop };
}

describe.skipIf(onExternalDatabase)('upgrading a data folder that holds a plaintext escrow key', () => {
  let work = '';
  let dataDir = '';
  const members: SignedUp[] = [];
  let admin: TestMember;
  let adminKey: openpgp.PrivateKey;
  let organizationId = '';

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'hd-escrow-upgrade-'));
    dataDir = path.join(work, 'data');
    // DATA_DIR as an older development start left it: the escrow pair (private half unprotected), the server secret.
    await cp(inject('escrowDir'), path.join(dataDir, 'escrow'), { recursive: true });
    const secret = randomBytes(32).toString('base64url');
    await writeFile(path.join(dataDir, 'server-secret'), secret, { mode: 0o600 });
    const embedded = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), quiet: true });
    const db = connectDatabase(embedded.urlFor('postgres'), 5, { quiet: true });
    try {
      await migrateToLatest(db);
      const config = { ...testServerConfig(() => new Date()), dataDir, secret };
      const app = await buildApp({ db, config });
      try {
        await app.listen({ port: 0, host: '127.0.0.1' });
        const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        const server = { ...contractClient(url), db, config } as unknown as TestServer;
        for (let n = 1; n <= 3; n += 1) members.push(await signUpAsBrowser(url, n, [inject('escrowPublicKey')]));
        // The administrator's key pair, locked under the passphrase their password derives (as the browser makes it).
        admin = await signedInAdmin(server);
        const { passphrase } = await deriveSecrets(ADMIN_PASSWORD, admin.keySalt, DEFAULT_KDF);
        const pair = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: admin.email }], passphrase, format: 'armored' });
        const keys = { publicKey: pair.publicKey, encrptedPrivateKey: pair.privateKey, encryptedDataKey: await wrapDataKey(createDataKey(), [pair.publicKey]) };
        expect((await server.call('setKeys', { token: admin.accessToken, body: keys })).status).toBe(204);
        adminKey = await openpgp.decryptKey({ privateKey: await openpgp.readPrivateKey({ armoredKey: pair.privateKey }), passphrase });
        organizationId = (await createClassStore(db).insert('organizations', { name: 'Upgrade Clinic', code: `upgrade-${randomBytes(3).toString('hex')}`, logo_variants: [] })).id;
        for (const member of members) {
          const linked = await server.call('linkUserOrganization', { token: admin.accessToken, body: { organization_id: organizationId, user_id: member.id } });
          expect(linked.status).toBe(204);
        }
      } finally {
        await app.close();
      }
    } finally {
      await db.destroy();
      await embedded.stop();
    }
  }, 240_000);

  afterAll(async () => {
    if (work) await rm(work, { recursive: true, force: true });
  });

  it('the documented step retires the key: after a restart none is on disk and every member opens with their password and through the recovery key', async () => {
    const escrowPrivate = path.join(dataDir, 'escrow', 'escrow-private.asc');
    // The new server starts on the old folder, says what to do, and the administrator makes the recovery key.
    const first = await startServer(dataDir);
    let copies: { id: string; encrypted_data_key: string; locked_private_key: string; grant: string }[] = [];
    try {
      expect(first.output.text).toContain(`An unprotected private key is on disk (${escrowPrivate})`);
      const api = contractClient(first.url);
      const recoveryPassphrase = randomBytes(16).toString('hex');
      const recovery = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ email: 'recovery@healthdeck.test' }], passphrase: recoveryPassphrase, format: 'armored' });
      const grant = await openpgp.encrypt({ message: await openpgp.createMessage({ text: recoveryPassphrase }), encryptionKeys: adminKey.toPublic(), format: 'armored' });
      const created = await api.call('adminRecoveryKeyCreate', {
        token: admin.accessToken,
        params: { id: organizationId },
        body: { public_key: recovery.publicKey, locked_private_key: recovery.privateKey, grant },
      });
      expect(created.status).toBe(201);

      // The step, as documented, while the server runs: the password arrives on standard input.
      const step = await new Promise<{ code: number | null; text: string }>((resolve) => {
        const child = execFile(process.execPath, [path.join(REPO_ROOT, 'scripts/retire-escrow-key.mjs'), '--data-dir', dataDir, '--admin', admin.email], {
          cwd: REPO_ROOT,
          env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' },
        });
        let text = '';
        child.stdout?.on('data', (d) => (text += String(d)));
        child.stderr?.on('data', (d) => (text += String(d)));
        child.on('exit', (code) => resolve({ code, text }));
        child.stdin?.end(`${ADMIN_PASSWORD}\n`);
      });
      expect(step.text).toContain(`Organisation ${organizationId}: 3 member data keys re-wrapped to its recovery key`);
      expect(step.text).toContain(`Removed ${escrowPrivate}: no plaintext private key is left in ${dataDir}.`);
      expect(step.code).toBe(0);
    } finally {
      await first.stop();
    }

    // Restarted: no warning, no escrow key handed out, no plaintext private key anywhere in the folder.
    const second = await startServer(dataDir);
    try {
      expect(second.output.text).not.toContain('An unprotected private key is on disk');
      expect(await (await fetch(`${second.url}/api/auth/pgp/config`)).json()).toEqual({ escrowPublicKey: null });
      expect(await findPlaintextPrivateKeys(dataDir)).toEqual([]);
      expect(await readdir(path.join(dataDir, 'escrow'))).toEqual(['retired']);
      // What a staff browser is given for each member: the recovery wrap, the locked recovery key and the grant.
      const api = contractClient(second.url);
      copies = [];
      for (const member of members) {
        const res = await api.call<{ copies: typeof copies }>('adminUserRecoveryKey', { token: admin.accessToken, params: { id: member.id } });
        expect(res.status).toBe(200);
        expect(res.body.copies).toHaveLength(1);
        copies.push(res.body.copies[0]!);
      }
    } finally {
      await second.stop();
    }

    // The thief's view of the upgraded folder: keys found, none usable, nothing opens.
    const report = await audit(dataDir);
    expect(report.private_keys.length).toBeGreaterThanOrEqual(4);
    expect(report.private_keys.filter((k) => k.usable)).toEqual([]);
    expect(report.data_keys.unwrapped).toBe(0);
    for (const table of SEALED_KINDS) expect(report.kinds.find((k) => k.kind === `${table}.encrypted_data`)?.records, table).toBeGreaterThanOrEqual(3);
    expect(report.opened).toBe(0);

    // Every member's records, from the folder's database: each opens with the member's own password
    // (their key as the browser unlocks it) and with the data key the organisation recovery key unwraps.
    const embedded = await startEmbeddedPostgres({ dir: path.join(dataDir, 'pg'), quiet: true });
    const db = connectDatabase(embedded.urlFor('postgres'), 2, { quiet: true });
    try {
      for (const [n, member] of members.entries()) {
        const account = await db.selectFrom('accounts').select(['encrypted_private_key', 'key_salt', 'encrypted_data_key']).where('user_id', '=', member.id).executeTakeFirstOrThrow();
        const { passphrase } = await deriveSecrets(member.password, account.key_salt!, DEFAULT_KDF);
        const own = await unwrapDataKey(account.encrypted_data_key!, await unlockPrivateKey(account.encrypted_private_key!, passphrase));
        const copy = copies[n]!;
        const recovered = await unwrapDataKey(copy.encrypted_data_key, await openRecoveryKey(copy.locked_private_key, copy.grant, adminKey));
        const opened: unknown[] = [];
        for (const table of SEALED_KINDS) {
          const rows = await db.selectFrom(table).select('encrypted_data').where('user_id', '=', member.id).execute();
          expect(rows, `${table} of member ${n + 1}`).toHaveLength(1);
          const sealed = String(rows[0]!.encrypted_data);
          const value = await openRecord(sealed, { dataKey: own });
          expect(await openRecord(sealed, { dataKey: recovered })).toEqual(value);
          opened.push(value);
        }
        expect(opened).toEqual([
          { allergy_id: 'a', name: `pollen ${n + 1}`, category: 'environmental', severity: 'mild', reaction: 'sneezing' },
          { diet: `member ${n + 1} eats fish` },
          { bmi: 22 + n },
        ]);
      }
    } finally {
      await db.destroy();
      await embedded.stop();
    }
  }, 420_000);
});
