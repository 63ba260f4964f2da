import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The server secret (JWT signing, fake pre-login salts): SERVER_SECRET, or one generated on first
 * start into `${DATA_DIR}/server-secret` so sessions and fake salts survive a restart.
 */
export async function ensureServerSecret(dataDir: string, fromEnv?: string): Promise<string> {
  if (fromEnv && fromEnv.length > 0) {
    if (fromEnv.length < 32) throw new Error('SERVER_SECRET must be at least 32 characters');
    return fromEnv;
  }
  const file = path.join(dataDir, 'server-secret');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}
