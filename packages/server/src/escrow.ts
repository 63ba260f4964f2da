import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import * as openpgp from 'openpgp';

/** Written into DATA_DIR/escrow/ by the upgrade step that retires the escrow key. */
export const ESCROW_RETIRED_FILE = 'retired';

/**
 * The organisation escrow key: every member data key is also wrapped
 * to it, for support impersonation and account recovery. For development the pair is generated on
 * first start into `${DATA_DIR}/escrow/`; in production only the public half is given to the server
 * (ESCROW_PUBLIC_KEY) and staff hold the private half offline.
 */
export async function ensureEscrowKey(dataDir: string, fromEnv?: string, production = false): Promise<{ publicKey: string | null; generated: boolean; dir: string }> {
  const dir = path.join(dataDir, 'escrow');
  // After the upgrade step (ops/retire-escrow-key.ts) there is no escrow key, and none is made again.
  if (existsSync(path.join(dir, ESCROW_RETIRED_FILE))) return { publicKey: null, generated: false, dir };
  if (fromEnv && fromEnv.trim().length > 0) {
    await openpgp.readKey({ armoredKey: fromEnv }); // fail at start, not at the first sign-up
    return { publicKey: fromEnv, generated: false, dir };
  }
  const publicFile = path.join(dir, 'escrow-public.asc');
  if (existsSync(publicFile)) return { publicKey: await readFile(publicFile, 'utf8'), generated: false, dir };
  // The generated private half is unprotected on disk: production never writes one.
  if (production) throw new Error(`NODE_ENV=production: no escrow public key (set ESCROW_PUBLIC_KEY, or place ${publicFile}); a production start never writes an unprotected private key.`);

  await mkdir(dir, { recursive: true, mode: 0o700 });
  const { publicKey, privateKey } = await openpgp.generateKey({
    type: 'rsa',
    rsaBits: 4096,
    userIDs: [{ name: 'HealthDeck escrow', email: 'escrow@healthdeck.test' }],
    format: 'armored',
  });
  await writeFile(path.join(dir, 'escrow-private.asc'), privateKey, { mode: 0o600 });
  await writeFile(publicFile, publicKey, { mode: 0o644 });
  return { publicKey, generated: true, dir };
}
