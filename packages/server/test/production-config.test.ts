import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as openpgp from 'openpgp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPlaintextPrivateKeys, plaintextPrivateKeyProblem } from '../src/plaintext-private-keys.js';
import { PRODUCTION_CHECKS, productionProblems, productionRefusal, type ProductionCheck } from '../src/production-config.js';
import { SAFE_PRODUCTION_ENV } from './helpers/production-env.js';

let work: string;
let emptyDataDir: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'hd-production-config-'));
  emptyDataDir = path.join(work, 'empty-data');
  await mkdir(emptyDataDir);
  SAFE.DATA_DIR = emptyDataDir;
});
afterAll(async () => {
  if (work) await rm(work, { recursive: true, force: true });
});

/** Every setting production asks for, set safely (DATA_DIR: an empty folder, set above). */
const SAFE: NodeJS.ProcessEnv = SAFE_PRODUCTION_ENV;

describe('production configuration check', () => {
  it('checks nothing outside production', async () => {
    expect(await productionProblems({})).toEqual([]);
    expect(await productionProblems({ NODE_ENV: 'development' })).toEqual([]);
    expect(await productionRefusal({ NODE_ENV: 'test' })).toBeNull();
  });

  it('starts when every setting is safe', async () => {
    expect(await productionProblems(SAFE)).toEqual([]);
    expect(await productionRefusal(SAFE)).toBeNull();
    expect(await productionProblems({ ...SAFE, TRUST_PROXY: 'false' })).toEqual([]);
  });

  it('names each problem once, in one message: the defaults of npm start', async () => {
    const problems = await productionProblems({ NODE_ENV: 'production', DATA_DIR: emptyDataDir });
    expect(problems).toHaveLength(7);
    expect(problems[0]).toMatch(/^SMTP_URL is not set/);
    expect(problems[1]).toMatch(/^PUBLIC_URL is not set/);
    expect(problems[2]).toMatch(/^DATABASE_URL is not set/);
    expect(problems[3]).toMatch(/^DATABASE_DIRECT_URL is not set/);
    expect(problems[4]).toMatch(/^TRUST_PROXY is not set/);
    expect(problems[5]).toMatch(/^SEED is not false/);
    expect(problems[6]).toMatch(/ALLOW_SANDBOX_VENDORS=spot,namida,3d-look,fitness,telehealth,smartlink,geocoding,human-check,more-active,shop\.$/);
    const refusal = (await productionRefusal({ NODE_ENV: 'production', DATA_DIR: emptyDataDir }))!;
    expect(refusal.split('\n')[0]).toBe('NODE_ENV=production: refusing to start (7 unsafe settings):');
    for (const problem of problems) expect(refusal).toContain(`  - ${problem}`);
  });

  it.each([
    [{ SMTP_URL: '' }, /^SMTP_URL is not set/],
    [{ SMTP_URL: undefined }, /^SMTP_URL is not set/],
    [{ PUBLIC_URL: undefined }, /^PUBLIC_URL is not set/],
    [{ PUBLIC_URL: 'http://health.example' }, /^PUBLIC_URL must be an https:\/\/ address \(it is http:\/\/health\.example\)/],
    [{ PUBLIC_URL: 'health.example' }, /^PUBLIC_URL must be an https:\/\//],
    [{ TRUST_PROXY: '' }, /^TRUST_PROXY is not set/],
    [{ SEED: undefined }, /^SEED is not false/],
    [{ SEED: 'true' }, /^SEED is not false/],
    [{ DATABASE_URL: undefined }, /^DATABASE_URL is not set: the server would run its embedded PostgreSQL/],
    [{ DATABASE_URL: 'pgbouncer:6432' }, /^DATABASE_URL is not a postgres:\/\/ address/],
    [{ DATABASE_URL: 'postgres://user:pass@host:6432' }, /^DATABASE_URL is not a postgres:\/\/ address with a host and a database/],
    [{ DATABASE_DIRECT_URL: '' }, /^DATABASE_DIRECT_URL is not set/],
    [{ DATABASE_DIRECT_URL: 'http://db.internal/healthdeck' }, /^DATABASE_DIRECT_URL is not a postgres:\/\/ address/],
    [{ ALLOW_SANDBOX_VENDORS: undefined }, /^Sandbox vendors are enabled \(spot, namida, .*more-active, shop\)/],
    [{ ALLOW_SANDBOX_VENDORS: 'spot,namida' }, /^Sandbox vendors are enabled \(3d-look, fitness, .*\).*ALLOW_SANDBOX_VENDORS=3d-look,fitness,/],
    [{ ALLOW_SANDBOX_VENDORS: 'spot,namida,3d-look,fitness,telehealth,smartlink,geocoding,human-check,more-active' }, /^Sandbox vendors are enabled \(shop\).*ALLOW_SANDBOX_VENDORS=shop\.$/],
    [{ ALLOW_SANDBOX_VENDORS: 'spot,namida,3d-look,fitness,telehealth,smartlink,geocoding,human-check,more-active,shop,labcorp' }, /^ALLOW_SANDBOX_VENDORS names no vendor labcorp/],
  ] as [NodeJS.ProcessEnv, RegExp][])('%o alone: that one problem', async (change, message) => {
    const problems = await productionProblems({ ...SAFE, ...change });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(message);
  });

  it('ALLOW_SANDBOX_VENDORS: each sandbox enabled allowed by name, in any case and spacing', async () => {
    expect(await productionProblems({ ...SAFE, ALLOW_SANDBOX_VENDORS: ' SPOT , namida,3d-look,fitness,telehealth,smartlink,geocoding,human-check,saml,more-active,shop ' })).toEqual([]);
    const [problem] = await productionProblems({ ...SAFE, ALLOW_SANDBOX_VENDORS: 'spot,namida,3d-look,fitness,telehealth,smartlink,geocoding,human-check,saml,shop' });
    expect(problem).toBe(
      'Sandbox vendors are enabled (more-active): they make up what they answer and members see it marked as demo data. Configure a real adapter, or allow each by name: ALLOW_SANDBOX_VENDORS=more-active.',
    );
  });

  it('a new check is one entry: its message joins the others', async () => {
    const checks: ProductionCheck[] = [...PRODUCTION_CHECKS, (env) => (env.ESCROW_PUBLIC_KEY ? null : 'ESCROW_PUBLIC_KEY is not set.')];
    expect(await productionProblems(SAFE, checks)).toEqual(['ESCROW_PUBLIC_KEY is not set.']);
  });
});

describe('no unprotected private key on disk', () => {
  const userIDs = [{ name: 'Test', email: 'key@healthdeck.test' }];

  it('production refuses while a plaintext private key lies under DATA_DIR (the old escrow key), naming the file and the upgrade step', async () => {
    const dataDir = path.join(work, 'with-escrow');
    await mkdir(path.join(dataDir, 'escrow'), { recursive: true });
    const { privateKey, publicKey } = await openpgp.generateKey({ type: 'curve25519', userIDs, format: 'armored' });
    const keyFile = path.join(dataDir, 'escrow', 'escrow-private.asc');
    await writeFile(keyFile, privateKey);
    await writeFile(path.join(dataDir, 'escrow', 'escrow-public.asc'), publicKey);
    await writeFile(path.join(dataDir, 'server-secret'), 'secret\n');

    const problems = await productionProblems({ ...SAFE, DATA_DIR: dataDir });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(keyFile);
    expect(problems[0]).toContain('node scripts/retire-escrow-key.mjs --data-dir <DATA_DIR> --admin');
    expect(problems[0]).toContain('docs/OPERATIONS.md');
    expect((await productionRefusal({ ...SAFE, DATA_DIR: dataDir }))?.split('\n')[0]).toBe('NODE_ENV=production: refusing to start (1 unsafe setting):');

    // A development start is not refused: main.ts prints the same sentence once as a warning.
    expect(await productionProblems({ ...SAFE, NODE_ENV: 'development', DATA_DIR: dataDir })).toEqual([]);
    expect(plaintextPrivateKeyProblem(await findPlaintextPrivateKeys(dataDir))).toBe(problems[0]);
  });

  it('a key hidden deeper, or several keys in one file, is found; a passphrase-protected key and the database directory are not', async () => {
    const dataDir = path.join(work, 'mixed');
    await mkdir(path.join(dataDir, 'uploads', 'media'), { recursive: true });
    await mkdir(path.join(dataDir, 'pg'), { recursive: true });
    await mkdir(path.join(dataDir, 'keys'), { recursive: true });
    const plain = await openpgp.generateKey({ type: 'curve25519', userIDs, format: 'armored' });
    const locked = await openpgp.generateKey({ type: 'curve25519', userIDs, passphrase: 'a long passphrase', format: 'armored' });
    await writeFile(path.join(dataDir, 'keys', 'protected.asc'), locked.privateKey);
    await writeFile(path.join(dataDir, 'keys', 'public.asc'), plain.publicKey);
    await writeFile(path.join(dataDir, 'uploads', 'media', 'note.txt'), `${locked.privateKey}\n${plain.privateKey}`);
    await writeFile(path.join(dataDir, 'pg', 'ignored.asc'), plain.privateKey);
    await writeFile(path.join(dataDir, 'keys', 'broken.asc'), '-----BEGIN PGP PRIVATE KEY BLOCK-----\nnot a key\n-----END PGP PRIVATE KEY BLOCK-----\n');

    expect(await findPlaintextPrivateKeys(dataDir)).toEqual([path.join(dataDir, 'uploads', 'media', 'note.txt')]);
    await rm(path.join(dataDir, 'uploads'), { recursive: true });
    expect(await findPlaintextPrivateKeys(dataDir)).toEqual([]);
    expect(await productionProblems({ ...SAFE, DATA_DIR: dataDir })).toEqual([]);
    expect(await findPlaintextPrivateKeys(path.join(work, 'no-such-folder'))).toEqual([]);
  });
});
