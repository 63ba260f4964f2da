import { fileURLToPath } from 'node:url';
import type { Rolldown } from 'vite';

// The portal's first load in one file (issue 14: Lighthouse on a cold /client/home). Left to
// itself the bundler gives every set of importers its own chunk, so the code index.html loads came
// as 35 files, most of a few hundred bytes (an sdk call, a route table, one store). Over HTTP/1.1's
// six connections a browser fetches them in six rounds, each a round trip: on Lighthouse's mobile
// network that was about a second before the first paint.
//
// Which modules the first load needs is what the bundler decides after tree-shaking (a module a
// first-load module imports but uses only in code that is shaken out stays in the lazy chunks), so
// it is learnt from a first build with the bundler's own chunking, made in memory: the modules of
// the chunks the entry imports statically, recursively. The real build then groups exactly those
// into one chunk. Grouping takes a module's static imports along, so a module the first build had
// left to a lazy chunk can come with it (a few kB); `scripts/measure-first-load.mjs` checks the
// budget.

/** Set in the first build's process, which must not start a first build of its own. */
const FIRST_PASS = 'HEALTHDECK_FIRST_LOAD_PASS';

export function isFirstPass(): boolean {
  return process.env[FIRST_PASS] === '1';
}

/** The modules in `entry`'s chunk and the chunks it imports statically, recursively. */
function staticModules(chunks: readonly Rolldown.OutputChunk[], entry: Rolldown.OutputChunk): Set<string> {
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const modules = new Set<string>();
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const chunk = queue.pop() as Rolldown.OutputChunk;
    if (seen.has(chunk.fileName)) continue;
    seen.add(chunk.fileName);
    for (const id of chunk.moduleIds) modules.add(id);
    for (const file of chunk.imports) {
      const imported = byFile.get(file);
      if (imported) queue.push(imported);
    }
  }
  return modules;
}

/**
 * Builds the portal in memory with the bundler's own chunking (the config file at `configUrl`, read
 * again with FIRST_PASS set) and answers the modules its first load needs.
 */
export async function firstLoadModules(configUrl: string): Promise<Set<string>> {
  const { build } = await import('vite');
  process.env[FIRST_PASS] = '1';
  try {
    const result = await build({ configFile: fileURLToPath(configUrl), logLevel: 'silent', build: { write: false, minify: false, sourcemap: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((output) => output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
    if (!entry) throw new Error('first-load-chunks: the first build has no index.html entry');
    return staticModules(chunks, entry);
  } finally {
    delete process.env[FIRST_PASS];
  }
}
