import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import * as openpgp from 'openpgp';

// Whoever copies the data folder or a backup must not find a private key they can use without a
// password: such a key (the development escrow key above all) unwraps every member's data key.
// OpenPGP decides what "usable" means: a private key whose secret material is not encrypted.

const PRIVATE_KEY_BLOCK = /-----BEGIN PGP PRIVATE KEY BLOCK-----[\s\S]*?-----END PGP PRIVATE KEY BLOCK-----/g;
/** Larger files are uploads or database pages, never an armored key. */
const MAX_KEY_FILE_BYTES = 1024 * 1024;

/** The one-off step that takes custody of the escrow key and removes it (docs/OPERATIONS.md). */
export const RETIRE_ESCROW_KEY_STEP =
  'run the upgrade step "Retire the escrow key" (docs/OPERATIONS.md): node scripts/retire-escrow-key.mjs --data-dir <DATA_DIR> --admin <administrator email>';

/** True when the file holds an armored OpenPGP private key with any secret material unprotected. */
export async function holdsPlaintextPrivateKey(file: string): Promise<boolean> {
  const info = await stat(file);
  if (!info.isFile() || info.size > MAX_KEY_FILE_BYTES) return false;
  const text = await readFile(file, 'utf8');
  for (const [armoredKey] of text.matchAll(PRIVATE_KEY_BLOCK)) {
    try {
      const key = await openpgp.readPrivateKey({ armoredKey });
      if (key.isDecrypted()) return true;
    } catch {
      // Not a key OpenPGP can read: nothing anyone could use either.
    }
  }
  return false;
}

/**
 * Every file under dataDir holding a plaintext private key. The database directory (pg/) is left
 * out: keys in the database are stored wrapped, and the at-rest audit reads the database itself.
 */
export async function findPlaintextPrivateKeys(dataDir: string): Promise<string[]> {
  const found: string[] = [];
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!(dir === dataDir && entry.name === 'pg')) await walk(full);
      } else if (entry.isFile() && (await holdsPlaintextPrivateKey(full))) {
        found.push(full);
      }
    }
  };
  if (existsSync(dataDir)) await walk(dataDir);
  return found.sort();
}

/** One sentence naming the files and the upgrade step, or null when none is on disk. */
export function plaintextPrivateKeyProblem(files: readonly string[]): string | null {
  if (files.length === 0) return null;
  return `An unprotected private key is on disk (${files.join(', ')}): it opens every member's data key; ${RETIRE_ESCROW_KEY_STEP}.`;
}
