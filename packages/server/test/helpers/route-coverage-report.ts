import { mkdir, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { routes, type RouteName } from '@healthdeck/contract';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each test worker writes the contract routes its servers answered with success (route-coverage.ts). */
    routeCoverageDir: string;
  }
}

/** Creates the records directory and hands it to the test workers. */
export async function provideRouteCoverageDir(project: TestProject, dir: string): Promise<void> {
  await mkdir(dir, { recursive: true });
  project.provide('routeCoverageDir', dir);
}

export interface RouteCoverage {
  total: number;
  covered: RouteName[];
  /** Contract routes never answered with their success status and a body inside the contract. */
  missing: RouteName[];
  /** For missing routes that did answer success: why the answer was outside the contract. */
  invalid: Map<RouteName, string>;
}

export async function readRouteCoverage(dir: string): Promise<RouteCoverage> {
  const ok = new Set<string>();
  const invalid = new Map<RouteName, string>();
  for (const file of await readdir(dir)) {
    for (const line of (await readFile(path.join(dir, file), 'utf8')).split('\n')) {
      const [kind, name, why] = line.split('\t');
      if (kind === 'ok' && name) ok.add(name);
      else if (kind === 'invalid' && name && name in routes) invalid.set(name as RouteName, why ?? '');
    }
  }
  const names = Object.keys(routes) as RouteName[];
  const missing = names.filter((name) => !ok.has(name));
  for (const name of invalid.keys()) if (ok.has(name)) invalid.delete(name);
  return { total: names.length, covered: names.filter((name) => ok.has(name)), missing, invalid };
}

/**
 * After the last server test file (global setup teardown, when every worker is done), fails
 * the run — exit code 1, which `npm test` (scripts/quickstart.mjs) counts as a failed phase — when a
 * contract route was never answered with its success status. (Vitest 4 only logs an error thrown by a
 * global teardown — Vitest.close — after the reporters have finished, so the check sets the exit code.)
 * Only a run of every server test file with no test-name filter is judged; a run of a few files only
 * says it was not judged.
 */
export async function reportRouteCoverage(project: TestProject, dir: string): Promise<void> {
  const ran = new Set(
    project.vitest.state
      .getTestModules()
      .filter((m) => m.project.name === project.name)
      .map((m) => m.moduleId),
  );
  const { testFiles } = await project.globTestFiles();
  const wholeSuite = testFiles.length > 0 && testFiles.every((file) => ran.has(file)) && !project.config.testNamePattern;
  if (!wholeSuite) {
    process.stdout.write(
      `\nContract route coverage not judged: ${testFiles.filter((f) => ran.has(f)).length} of ${testFiles.length} server test files ran${project.config.testNamePattern ? ', with a test-name filter' : ''}.\n`,
    );
    return;
  }
  const coverage = await readRouteCoverage(dir);
  const header = `Contract route coverage: ${coverage.covered.length} of ${coverage.total} routes answered their success status with a body inside the contract.`;
  if (coverage.missing.length === 0) {
    process.stdout.write(`\n${header}\n`);
    return;
  }
  const lines = coverage.missing.map((name) => {
    const why = coverage.invalid.get(name);
    const def = routes[name];
    return `  ${name} (${def.method} ${def.path}, ${def.successStatus})${why ? ` — answered ${def.successStatus} outside the contract: ${why}` : ''}`;
  });
  process.stdout.write(`\n${header}\nFAILED: ${coverage.missing.length} contract routes never answered with success:\n${lines.join('\n')}\n`);
  process.exitCode = 1;
}
