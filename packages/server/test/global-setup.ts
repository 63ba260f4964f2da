import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { ensureEscrowKey } from '../src/escrow.js';
import { provideRouteCoverageDir, reportRouteCoverage } from './helpers/route-coverage-report.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A database URL whose user may CREATE DATABASE; each test file makes its own database from it. */
    pgAdminUrl: string;
    escrowPublicKey: string;
    /** Where the escrow pair was generated (the seed test opens data keys with the private half). */
    escrowDir: string;
  }
}

/** Starts ONE PostgreSQL for the whole run: embedded in a temp dir, or the one DATABASE_URL names. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'healthdeck-server-test-'));
  const escrow = await ensureEscrowKey(dir);
  if (!escrow.publicKey) throw new Error(`No escrow key generated in ${escrow.dir}`);
  project.provide('escrowPublicKey', escrow.publicKey);
  project.provide('escrowDir', escrow.dir);
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
