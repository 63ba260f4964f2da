import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import * as openpgp from 'openpgp';

/** Written into DATA_DIR/escrow/ by the upgrade step that retires the escrow key. */
export const ESCROW_RETIRED_FILE = 'retired';

/**
 * The legacy escrow public key, when a deployment still has one: earlier versions wrapped every
 * member's data key to it as well, and wrote its private half unprotected into `${DATA_DIR}/escrow/`
 * on a development start. No start makes one any more — the organisation recovery keys replace it
 * (docs/decisions/0076-organisation-recovery-keys.md) — so a fresh data folder has none; a folder
 * that has one keeps working until the upgrade step (ops/retire-escrow-key.ts) takes custody of it.
 */
export async function legacyEscrowPublicKey(dataDir: string, fromEnv?: string): Promise<{ publicKey: string | null; dir: string }> {
  const dir = path.join(dataDir, 'escrow');
  if (existsSync(path.join(dir, ESCROW_RETIRED_FILE))) return { publicKey: null, dir };
  if (fromEnv && fromEnv.trim().length > 0) {
    await openpgp.readKey({ armoredKey: fromEnv }); // fail at start, not at the first sign-up
    return { publicKey: fromEnv, dir };
  }
  const publicFile = path.join(dir, 'escrow-public.asc');
  return { publicKey: existsSync(publicFile) ? await readFile(publicFile, 'utf8') : null, dir };
}
