import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataKey, encryptForMember, openRecord, unlockPrivateKey, wrapDataKey } from '../src/index.js';
import type { PrivateKey } from '../src/index.js';
import { identity, type TestIdentity } from './fixtures.js';

// Keys stay readable by GnuPG, tested both ways, so a member can take their data elsewhere.
const hasGpg = spawnSync('gpg', ['--version']).status === 0;
if (!hasGpg) {
  console.warn('SKIPPED GnuPG interoperability tests: gpg is not installed (apt-get install -y gnupg; CI installs it).');
}

const GPG_EMAIL = 'gpg-user@healthdeck.test';
const GPG_PASSPHRASE = 'gpg user passphrase';

describe.skipIf(!hasGpg)('GnuPG interoperability', () => {
  let home: string;
  let member: TestIdentity;
  let memberKey: PrivateKey;

  const gpg = (args: string[], input?: string | Uint8Array): Buffer =>
    execFileSync('gpg', ['--batch', '--yes', '--no-tty', '--quiet', '--trust-model', 'always', ...args], {
      env: { ...process.env, GNUPGHOME: home },
      input,
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: 120_000,
    });
  const loopback = (passphrase: string) => ['--pinentry-mode', 'loopback', '--passphrase', passphrase];

  beforeAll(async () => {
    home = mkdtempSync(join(tmpdir(), 'hd-gnupg-'));
    member = await identity('gnupg-member');
    memberKey = await unlockPrivateKey(member.encrptedPrivateKey, member.passphrase);
    // A key made by GnuPG itself: RSA-4096 certification key plus an RSA-4096 encryption subkey.
    gpg([...loopback(GPG_PASSPHRASE), '--quick-gen-key', `GnuPG User <${GPG_EMAIL}>`, 'rsa4096', 'cert', 'never']);
    const fingerprint = /^fpr:+([0-9A-F]{40}):/m.exec(gpg(['--with-colons', '--list-keys', GPG_EMAIL]).toString())?.[1];
    if (!fingerprint) throw new Error('GnuPG did not report the fingerprint of the key it generated');
    gpg([...loopback(GPG_PASSPHRASE), '--quick-add-key', fingerprint, 'rsa4096', 'encr', 'never']);
  });

  afterAll(() => {
    // Stop the agent this GNUPGHOME started, then remove the home.
    spawnSync('gpgconf', ['--kill', 'gpg-agent'], { env: { ...process.env, GNUPGHOME: home } });
    rmSync(home, { recursive: true, force: true });
  });

  it('GnuPG encrypts to our public key and our code decrypts it', async () => {
    gpg(['--import'], member.publicKey);
    const result = { glucose: 5.4, unit: 'mmol/L', lab: 'Spot' };
    const armored = gpg(['--armor', '--encrypt', '--recipient', member.email], JSON.stringify(result)).toString();
    expect(armored).toContain('-----BEGIN PGP MESSAGE-----');
    expect(await openRecord(armored, { privateKey: memberKey })).toEqual(result);
  });

  it('our code encrypts to a GnuPG-generated key and gpg --decrypt reads it', async () => {
    const publicKey = gpg(['--armor', '--export', GPG_EMAIL]).toString();
    expect(publicKey).toContain('-----BEGIN PGP PUBLIC KEY BLOCK-----');

    const value = { hr: 61, note: 'from HealthDeck' };
    const message = await encryptForMember(value, publicKey);
    expect(JSON.parse(gpg([...loopback(GPG_PASSPHRASE), '--decrypt'], message).toString())).toEqual(value);

    // A data key wrapped to the member and to the GnuPG key: GnuPG gets the exact 32 bytes back.
    const raw = createDataKey();
    const wrapped = await wrapDataKey(raw, [member.publicKey, publicKey]);
    const unwrapped = gpg([...loopback(GPG_PASSPHRASE), '--decrypt'], wrapped);
    expect(new Uint8Array(unwrapped)).toEqual(raw);
  });

  it('our passphrase-protected private key imports into GnuPG and decrypts there', async () => {
    const keyFile = join(home, 'member-secret.asc');
    writeFileSync(keyFile, member.encrptedPrivateKey);
    gpg([...loopback(member.passphrase), '--import', keyFile]);
    const secretKeys = gpg(['--with-colons', '--list-secret-keys', member.email]).toString();
    expect(secretKeys).toContain(memberKey.getFingerprint().toUpperCase());

    const value = { sleep_hours: 7.5 };
    const message = await encryptForMember(value, member.publicKey);
    expect(JSON.parse(gpg([...loopback(member.passphrase), '--decrypt'], message).toString())).toEqual(value);
    // And GnuPG still wants the passphrase: with the agent's cache emptied, the wrong one fails.
    execFileSync('gpgconf', ['--reload', 'gpg-agent'], { env: { ...process.env, GNUPGHOME: home } });
    expect(() => gpg([...loopback('wrong passphrase'), '--decrypt'], message)).toThrow();
  });
});
