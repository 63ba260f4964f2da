// The at-rest audit (scripts/at-rest-audit.mjs) over the data folder the journeys' server wrote: what a
// thief with only that folder and the server's environment opens after every journey ran. The run fails
// when any sealed record opens or any private key found is usable without a member's password; the
// report says, per sealed kind, how many records were tried, and which kinds docs/ENCRYPTION.md lists as
// sealed that no journey left a record of (listed, not failed: a kind without records proves nothing).
// The audit refuses a folder without a database, and a folder with no sealed record or no key fails
// here too, so a wrong or empty path cannot pass.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AuditReport } from '../../packages/server/src/ops/at-rest-audit';

const run = promisify(execFile);

/** `table.column` of every row docs/ENCRYPTION.md "Every member-data column" marks sealed. */
function sealedColumns(repo: string): string[] {
  const doc = readFileSync(join(repo, 'docs/ENCRYPTION.md'), 'utf8');
  return [...doc.matchAll(/^\| `([a-z0-9_]+)` \| `([a-z0-9_]+)` \| sealed \|/gm)].map((m) => `${m[1]}.${m[2]}`);
}

/**
 * Audits `dataDir` with the variables the server was configured with (its secrets are in the folder:
 * the shell's PATH, HOME and the like are not the server's, and each value tried costs a passphrase
 * attempt per locked key found); resolves to the printed report, throws it when anything opens.
 */
export async function auditJourneysDataFolder(repo: string, dataDir: string, serverConfig: Record<string, string | undefined>): Promise<string> {
  const started = Date.now();
  // Without DATABASE_URL: the folder's own embedded database is the one audited.
  const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...serverConfig, DATABASE_URL: '' };
  let report: AuditReport;
  try {
    const { stdout } = await run(process.execPath, [join(repo, 'scripts/at-rest-audit.mjs'), dataDir, '--json'], { cwd: repo, env, maxBuffer: 64 * 1024 * 1024 });
    report = JSON.parse(stdout) as AuditReport;
  } catch (error) {
    const failed = error as { message: string; stderr?: string };
    throw new Error(`At-rest audit of the journeys' data folder could not run: ${failed.stderr?.trim() || failed.message}`);
  }
  // Tried: the kinds of sealed records, and the columns keys were found in (a private key's, and the wrapped data keys).
  const tried = new Set([
    ...report.kinds.filter((k) => k.records > 0).map((k) => k.kind.split(' ')[0]),
    ...report.private_keys.map((k) => k.source),
    ...(report.data_keys.wrapped > 0 ? ['accounts.encrypted_data_key'] : []),
  ]);
  const untried = sealedColumns(repo).filter((column) => !tried.has(column));
  const usable = report.private_keys.filter((k) => k.usable);
  const lines = [
    `At-rest audit of the journeys' data folder (${((Date.now() - started) / 1000).toFixed(1)} s):`,
    `  private keys found: ${report.private_keys.length}, usable without a password: ${usable.length}${usable.length ? ` (${usable.map((k) => k.source).join(', ')})` : ''}`,
    `  member data keys unwrapped: ${report.data_keys.unwrapped} of ${report.data_keys.wrapped} (accounts.encrypted_data_key)`,
    ...report.kinds.map((k) => `  ${String(k.opened).padStart(4)} opened of ${String(k.records).padStart(4)} tried  ${k.kind}`),
    `  opened ${report.opened} of ${report.records} sealed records; ${report.members.opened} of ${report.members.total} members' records open`,
    `  sealed kinds (docs/ENCRYPTION.md) with no record after the journeys: ${untried.length ? untried.join(', ') : 'none'}`,
  ];
  const text = lines.join('\n');
  const problems = [
    ...(report.opened > 0 ? [`${report.opened} sealed records opened`] : []),
    ...(usable.length > 0 ? [`${usable.length} private keys usable without a password`] : []),
    ...(report.data_keys.unwrapped > 0 ? [`${report.data_keys.unwrapped} member data keys unwrapped`] : []),
    ...(report.records === 0 ? ['no sealed record was found to try (wrong folder?)'] : []),
    ...(report.private_keys.length === 0 ? ['no key was found to try (wrong folder?)'] : []),
  ];
  if (problems.length > 0) throw new Error(`${text}\nThe zero-knowledge promise is broken: ${problems.join('; ')}.`);
  return text;
}
