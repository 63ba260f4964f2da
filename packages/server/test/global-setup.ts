import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as openpgp from 'openpgp';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { provideRouteCoverageDir, reportRouteCoverage } from './helpers/route-coverage-report.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database URL whose user may CREATE DATABASE; each test file makes its own database from it. */
    pgAdminUrl: string;
    /** A legacy escrow public key, as a data folder made by an older version holds one (test servers wrap new data keys to it). */
    escrowPublicKey: string;
    /** Where that legacy pair lies, its private half unprotected as older development starts wrote it (the seed, upgrade and audit tests). */
    escrowDir: string;
  }
}

/** Starts ONE PostgreSQL for the whole run: embedded in a temp dir, or the one DATABASE_URL names. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'healthdeck-server-test-'));
  // No start makes an escrow pair any more; the tests of upgrading an older data folder need one.
  const escrowDir = path.join(dir, 'escrow');
  await mkdir(escrowDir, { recursive: true, mode: 0o700 });
  const legacy = await openpgp.generateKey({ type: 'curve25519', userIDs: [{ name: 'HealthDeck escrow', email: 'escrow@healthdeck.test' }], format: 'armored' });
  await writeFile(path.join(escrowDir, 'escrow-private.asc'), legacy.privateKey, { mode: 0o600 });
  await writeFile(path.join(escrowDir, 'escrow-public.asc'), legacy.publicKey, { mode: 0o644 });
  project.provide('escrowPublicKey', legacy.publicKey);
  project.provide('escrowDir', escrowDir);
  const routeCoverageDir = path.join(dir, 'route-coverage');
  await provideRouteCoverageDir(project, routeCoverageDir);

  const external = process.env.DATABASE_URL;
  const embedded = external ? null : await startEmbeddedPostgres({ dir: path.join(dir, 'pg'), quiet: true });
  project.provide('pgAdminUrl', external ?? embedded!.adminUrl);
  return async () => {
    // Runs after the last test file: fails the run listing contract routes no test answered with success.
    await reportRouteCoverage(project, routeCoverageDir);
    await embedded?.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
