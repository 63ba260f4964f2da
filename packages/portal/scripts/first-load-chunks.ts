import { fileURLToPath } from 'node:url';
import type { Plugin, Rolldown } from 'vite';

// The portal's chunks, learnt from a first build (for Lighthouse on a cold /client/home).
// Left to itself the bundler gives every set of importers its own chunk: the code index.html loads
// came as 35 files, and the widgets of the home's first screen as some 38 more, most of a few
// hundred bytes (an sdk call, a route row, one shared card part). Over HTTP/1.1's six connections a
// browser fetches them six at a time, each round a round trip, and every chunk is a modulepreload
// link and a module to instantiate: on Lighthouse's mobile network that was seconds.
//
// So the real build groups two learnt sets of modules:
// - the first load: the modules of the chunks the entry imports statically, recursively (what the
//   bundler decided after tree-shaking: a module a first-load module imports but uses only in code
//   that is shaken out stays in the lazy chunks). Grouping takes a module's static imports along,
//   so a module the first build had left to a lazy chunk can come with it (a few kB);
//   `scripts/measure-first-load.mjs` checks the budget.
// - the widgets' shared small code: modules of ours (and TanStack Query's observers) of at most
//   SHARED_MODULE_MAX_BYTES that two or more widgets' code needs, whose own imports are all first
//   load or in the set too (so grouping takes no library along: a module that needs date-fns, zod
//   or DOMPurify stays with the widgets that need it). One file that any widget's code may load,
//   in place of a file per set of widgets sharing a module.

/** Set in the first build's process, which must not start a first build of its own. */
const FIRST_PASS = 'HEALTHDECK_FIRST_LOAD_PASS';

/** The largest module (rendered, unminified bytes) the widgets' shared chunk takes. */
export const SHARED_MODULE_MAX_BYTES = 4000;

/** What a widget's shared chunk may take from node_modules: TanStack Query's observers. */
const SHAREABLE_LIBRARY = /[\\/]node_modules[\\/].*@tanstack[\\/](query-core|react-query)[\\/]/;

/** A widget's code: the module a registry descriptor loads (`load: () => import('./element')`). */
const WIDGET_ELEMENT = /[\\/]widgets[\\/]src[\\/]widgets[\\/][^\\/]+[\\/]element\.tsx$/;

export function isFirstPass(): boolean {
  return process.env[FIRST_PASS] === '1';
}

export interface LearntChunks {
  /** The modules index.html's first load needs. */
  firstLoad: Set<string>;
  /** The small modules two or more widgets share. */
  widgetShared: Set<string>;
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

/** Each rendered module's static imports (rendered ones only) and its rendered size. */
interface ModuleGraph {
  imports: Map<string, string[]>;
  size: Map<string, number>;
}

/**
 * The small modules of ours two or more widgets' code imports statically (not through the first
 * load), closed under their imports: a module is taken only if everything it imports outside the
 * first load is taken too.
 */
export function widgetSharedModules(graph: ModuleGraph, firstLoad: ReadonlySet<string>): Set<string> {
  const widgets = [...graph.imports.keys()].filter((id) => WIDGET_ELEMENT.test(id));
  const sharedBy = new Map<string, number>();
  for (const widget of widgets) {
    const seen = new Set<string>();
    const queue = [widget];
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (seen.has(id) || firstLoad.has(id)) continue;
      seen.add(id);
      queue.push(...(graph.imports.get(id) ?? []));
    }
    for (const id of seen) sharedBy.set(id, (sharedBy.get(id) ?? 0) + 1);
  }
  const taken = new Set(
    [...sharedBy]
      .filter(([id, count]) => count >= 2 && (graph.size.get(id) ?? Infinity) <= SHARED_MODULE_MAX_BYTES && (!id.includes('node_modules') || SHAREABLE_LIBRARY.test(id)))
      .map(([id]) => id),
  );
  // Drop a module that imports one outside the first load and the set, until none does.
  for (let changed = true; changed; ) {
    changed = false;
    for (const id of taken) {
      if ((graph.imports.get(id) ?? []).some((imported) => !firstLoad.has(imported) && !taken.has(imported))) {
        taken.delete(id);
        changed = true;
      }
    }
  }
  return taken;
}

/** Records the module graph of the first build (static imports between rendered modules). */
function graphRecorder(graph: ModuleGraph): Plugin {
  return {
    name: 'healthdeck-learn-chunks',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue;
        for (const [id, module] of Object.entries(item.modules)) if (module.renderedLength > 0) graph.size.set(id, module.renderedLength);
      }
      // A module with nothing rendered (a barrel of re-exports) is looked through to what it imports.
      const rendered = (id: string, seen = new Set<string>()): string[] => {
        if (seen.has(id)) return [];
        seen.add(id);
        return graph.size.has(id) ? [id] : (this.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => rendered(imported, seen));
      };
      for (const id of graph.size.keys()) graph.imports.set(id, [...new Set((this.getModuleInfo(id)?.importedIds ?? []).flatMap((imported) => rendered(imported)))]);
    },
  };
}

/**
 * Builds the portal in memory with the bundler's own chunking (the config file at `configUrl`, read
 * again with FIRST_PASS set) and answers the modules its first load needs and those the widgets share.
 */
export async function learnChunks(configUrl: string): Promise<LearntChunks> {
  const { build } = await import('vite');
  process.env[FIRST_PASS] = '1';
  const graph: ModuleGraph = { imports: new Map(), size: new Map() };
  try {
    const result = await build({ configFile: fileURLToPath(configUrl), logLevel: 'silent', plugins: [graphRecorder(graph)], build: { write: false, minify: false, sourcemap: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((output) => output.output.filter((item): item is Rolldown.OutputChunk => item.type === 'chunk'));
    const entry = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('index.html'));
    if (!entry) throw new Error('first-load-chunks: the first build has no index.html entry');
    const firstLoad = staticModules(chunks, entry);
    return { firstLoad, widgetShared: widgetSharedModules(graph, firstLoad) };
  } finally {
    delete process.env[FIRST_PASS];
  }
}
