import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { packLibraries, repoRoot } from './libraries';

declare module 'vitest' {
  export interface ProvidedContext {
    tarballs: Record<string, string>;
  }
}

// Packs the libraries once for the run (about a minute: tsup, then tsc for the declarations).
export default function setup(project: TestProject): void {
  project.provide('tarballs', packLibraries(join(repoRoot, '.tmp', 'packs')));
}
