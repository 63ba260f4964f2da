import * as openpgp from 'openpgp';

let cached: Promise<{ encrptedPrivateKey: string; publicKey: string; encryptedDataKey: string }> | null = null;

/**
 * Real armored OpenPGP material for set-keys (the server only stores it). A small curve25519 key
 * keeps the tests fast; the RSA-4096 path is exercised by the seed test.
 */
export function keyMaterial(): Promise<{ encrptedPrivateKey: string; publicKey: string; encryptedDataKey: string }> {
  cached ??= (async () => {
    const { privateKey, publicKey } = await openpgp.generateKey({
      type: 'curve25519',
      userIDs: [{ email: 'keys@example.test' }],
      passphrase: 'test passphrase',
      format: 'armored',
    });
    const message = await openpgp.createMessage({ binary: new Uint8Array(32).fill(7) });
    const encryptedDataKey = (await openpgp.encrypt({ message, encryptionKeys: await openpgp.readKey({ armoredKey: publicKey }) })) as string;
    return { encrptedPrivateKey: privateKey, publicKey, encryptedDataKey };
  })();
  return cached;
}

/** The unlocked private key of keyMaterial(): reads what the server encrypted to a test member. */
export async function testPrivateKey(): Promise<openpgp.PrivateKey> {
  const keys = await keyMaterial();
  return openpgp.decryptKey({ privateKey: await openpgp.readPrivateKey({ armoredKey: keys.encrptedPrivateKey }), passphrase: 'test passphrase' });
}

/** An OpenPGP message the server encrypted to keyMaterial()'s key, read as JSON. */
export async function openWithTestKey(encrypted: string | null): Promise<unknown> {
  if (!encrypted?.startsWith('-----BEGIN PGP MESSAGE-----')) throw new Error(`Not an OpenPGP message: ${String(encrypted).slice(0, 40)}`);
  const { data } = await openpgp.decrypt({ message: await openpgp.readMessage({ armoredMessage: encrypted }), decryptionKeys: await testPrivateKey() });
  return JSON.parse(data as string) as unknown;
}
