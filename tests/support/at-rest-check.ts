// The at-rest audit (scripts/at-rest-audit.mjs) over the data folder the journeys' server wrote: what a
// thief with only that folder and the server's environment opens after every journey ran. The run fails
// when any sealed record opens or any private key found is usable without a member's password, and —
// when every journey file ran — when a kind docs/ENCRYPTION.md lists as `sealed` has no record to try
// (a kind without records proves nothing; a run of a few files lists them without failing). Kinds
// listed `server-sealed` open with the server secret the folder holds, by design: the report says how
// many were tried and opened, apart from the zero-knowledge count, and lists those no journey made
// (the Fitbit tokens need a Fitbit application; the journeys' server keeps Fitbit on its sandbox).
// The audit refuses a folder without a database, and a folder with no sealed record or no key fails
// here too, so a wrong or empty path cannot pass.
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { AuditReport } from '../../packages/server/src/ops/at-rest-audit';

const run = promisify(execFile);

/** `table.column` of every row docs/ENCRYPTION.md "Every member-data column" marks `how`. */
function listedColumns(repo: string, how: 'sealed' | 'server-sealed'): string[] {
  const doc = readFileSync(join(repo, 'docs/ENCRYPTION.md'), 'utf8');
  return [...doc.matchAll(/^\| `([a-z0-9_]+)` \| `([a-z0-9_]+)` \| ([a-z-]+) \|/gm)].filter((m) => m[3] === how).map((m) => `${m[1]}.${m[2]}`);
}

/**
 * Audits `dataDir` with the variables the server was configured with (its secrets are in the folder:
 * the shell's PATH, HOME and the like are not the server's, and each value tried costs a passphrase
 * attempt per locked key found); resolves to the printed report and the sealed kinds with no record,
 * throws the report when anything opens, or when every journey file ran (`journeysRun`) and a sealed
 * kind has no record. (A run in shards judges the last across them: scripts/quickstart.mjs.)
 */
export async function auditJourneysDataFolder(
  repo: string,
  dataDir: string,
  serverConfig: Record<string, string | undefined>,
  journeysRun: { ran: number; of: number },
): Promise<{ text: string; untried: string[] }> {
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
  const untried = listedColumns(repo, 'sealed').filter((column) => !tried.has(column));
  const serverSealed = new Map(report.server_sealed.map((k) => [k.kind, k]));
  const serverUntried = listedColumns(repo, 'server-sealed').filter((column) => !serverSealed.get(column)?.records);
  const everyJourneyRan = journeysRun.ran === journeysRun.of;
  const usable = report.private_keys.filter((k) => k.usable);
  const lines = [
    `At-rest audit of the journeys' data folder (${((Date.now() - started) / 1000).toFixed(1)} s):`,
    `  private keys found: ${report.private_keys.length}, usable without a password: ${usable.length}${usable.length ? ` (${usable.map((k) => k.source).join(', ')})` : ''}`,
    `  member data keys unwrapped: ${report.data_keys.unwrapped} of ${report.data_keys.wrapped} (accounts.encrypted_data_key)`,
    ...report.kinds.map((k) => `  ${String(k.opened).padStart(4)} opened of ${String(k.records).padStart(4)} tried  ${k.kind}`),
    `  opened ${report.opened} of ${report.records} sealed records; ${report.members.opened} of ${report.members.total} members' records open`,
    `  sealed kinds (docs/ENCRYPTION.md) with no record after the journeys: ${untried.length ? untried.join(', ') : 'none'}${
      untried.length && !everyJourneyRan ? ` (not failed: ${journeysRun.ran} of ${journeysRun.of} journey files ran)` : ''
    }`,
    '  sealed under the server secret (the server must use them again; the folder holds the secret, so they open by design):',
    ...report.server_sealed.map((k) => `  ${String(k.opened).padStart(4)} opened of ${String(k.records).padStart(4)} tried  ${k.kind}`),
    `  server-sealed kinds with no record after the journeys: ${serverUntried.length ? serverUntried.join(', ') : 'none'}`,
  ];
  const text = lines.join('\n');
  const problems = [
    ...(report.opened > 0 ? [`${report.opened} sealed records opened`] : []),
    ...(usable.length > 0 ? [`${usable.length} private keys usable without a password`] : []),
    ...(report.data_keys.unwrapped > 0 ? [`${report.data_keys.unwrapped} member data keys unwrapped`] : []),
    ...(report.records === 0 ? ['no sealed record was found to try (wrong folder?)'] : []),
    ...(report.private_keys.length === 0 ? ['no key was found to try (wrong folder?)'] : []),
    ...(everyJourneyRan && untried.length > 0 ? [`no journey left a record of ${untried.join(', ')} to try`] : []),
  ];
  const broken = problems.length > (everyJourneyRan && untried.length > 0 ? 1 : 0);
  if (problems.length > 0) throw new Error(`${text}\n${broken ? 'The zero-knowledge promise is broken' : 'The audit proves nothing for some sealed kinds'}: ${problems.join('; ')}.`);
  return { text, untried };
}
