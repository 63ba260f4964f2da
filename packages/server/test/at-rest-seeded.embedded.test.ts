// The at-rest audit over a data folder made by today's `npm start` (src/main.ts, demo seed on): the
// demo members with their RSA-4096 keys, the demo organisation's recovery key (locked, granted to the
// demo admin), the records the seed sealed to the members, and one more member who signed up over HTTP
// as the browser does and sealed records of three kinds under their data key. Given the folder alone
// (database, files, the environment the server ran with), the audit must open nothing; given that
// member's password it opens every record of theirs, so a 0 means the keys are missing, not the records.
// Any private key usable without a password written by a start, the seed or a route makes this fail.
import { spawn } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '../src/db/free-port.js';
import { audit } from './helpers/at-rest-audit.js';
import { signUpAsBrowser, type SignedUp } from './helpers/browser-sign-up.js';
import { waitFor } from './helpers/wait-for-output.js';

const onExternalDatabase = Boolean(process.env.DATABASE_URL);
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.resolve(packageDir, '../../node_modules/.bin/tsx');

describe.skipIf(onExternalDatabase)('the at-rest audit of a data folder npm start made and seeded', () => {
  let dataDir = '';
  let member: SignedUp;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'hd-audit-seeded-'));
    const port = await findFreePort();
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'true' };
    delete env.DATABASE_URL;
    delete env.ESCROW_PUBLIC_KEY;
    const child = spawn(tsx, ['src/main.ts'], { cwd: packageDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const output = { text: '' };
    try {
      await waitFor(child, new RegExp(`HealthDeck ready on http://localhost:${port}`), output, 240_000);
      member = await signUpAsBrowser(`http://127.0.0.1:${port}`, 1);
    } finally {
      const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    }
    expect(output.text).not.toContain('An unprotected private key is on disk');
  }, 300_000);

  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('opens 0 sealed records of the seeded members and of a member who signed up; their password opens all of theirs', async () => {
    expect((await readdir(dataDir)).sort()).toEqual(['pg', 'server-secret']);
    const report = await audit(dataDir);
    expect(report.source).toBe('data-folder');
    // Keys are found (the members' own and the organisation recovery key), none usable without a password.
    expect(report.private_keys.length).toBeGreaterThanOrEqual(3);
    expect(report.private_keys.filter((k) => k.usable)).toEqual([]);
    expect(report.data_keys.unwrapped).toBe(0);
    // The seed's records (sealed to the members' keys) and the member's three kinds were all tried.
    for (const kind of ['user_allergies.encrypted_data', 'nutrition_forms.encrypted_data', 'measurements.encrypted_data']) {
      expect(report.kinds.find((k) => k.kind === kind)?.records, kind).toBeGreaterThanOrEqual(1);
    }
    expect(report.records).toBeGreaterThan(3);
    expect(report.members.total).toBeGreaterThanOrEqual(2);
    expect(report.opened).toBe(0);
    expect(report.members.opened).toBe(0);
    expect(report.kinds.filter((k) => k.opened > 0)).toEqual([]);

    const control = await audit(dataDir, '--member', member.email, '--password', member.password);
    expect(control.member).toEqual({ email: member.email, found: true, unlocked: true, records: 3, opened: 3 });
    expect(control.opened).toBe(0);
  }, 240_000);
});
