import { existsSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { registeredFolders } from './registered-folders';

// The embed's entry needs, per registered element, only its tag and how to load its code; the
// descriptor (attributes, events, parts) is read when the element is defined, so it travels in the
// element's own chunk (element.tsx imports it), not in the entry every page pays for
// (every page view: docs/decisions/0007-page-view-size-budgets.md). This virtual module lists `hd-<folder>` → import of
// src/widgets/<folder>/element.tsx for every folder of src/registry/registry.ts (registry.test.ts
// checks each tag is hd-<folder>), and the first data of the folders that have a first-data.ts
// (asked for by the loader while the element's code loads). Each element chunk also imports every
// chunk it needs, not only its direct ones (hoistImports below), so the browser asks for them all
// in one wave (docs/decisions/0112-embed-preload-and-first-data.md).
export const ELEMENT_LOADERS_ID = 'virtual:healthdeck/element-loaders';

const widgetFile = (folder: string, name: string) => fileURLToPath(new URL(`../src/widgets/${folder}/${name}`, import.meta.url));
const ELEMENT_CHUNK = /[\\/]widgets[\\/]([a-z0-9-]+)[\\/]element\.tsx$/;

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
  map: { mappings: string } | null;
}
type Bundle = Record<string, BuiltChunk | { type: 'asset'; source: string | Uint8Array }>;

/** `start`'s static imports, transitively, each after the chunks it imports (without `start`). */
export function staticClosure(bundle: Bundle, start: string): string[] {
  const order: string[] = [];
  const seen = new Set<string>([start]);
  const visit = (file: string) => {
    const chunk = bundle[file];
    if (chunk?.type !== 'chunk') return;
    for (const next of chunk.imports) {
      if (seen.has(next)) continue;
      seen.add(next);
      visit(next);
      order.push(next);
    }
  };
  visit(start);
  return order;
}

/** `to` as an import specifier in `from` (both output file names). */
const specifier = (from: string, to: string) => {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
};

/**
 * What Rollup calls hoisting transitive imports, which Rolldown does not do: each element chunk
 * gets an `import"./chunk.js";` for every chunk it needs beyond its direct imports, on a line of
 * its own before its code (the source map gains an empty first line), so a browser fetches the
 * element's whole code one round trip after the element's chunk, not three or four.
 */
export function hoistImports(bundle: Bundle): void {
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !ELEMENT_CHUNK.test(output.facadeModuleId ?? '')) continue;
    const direct = new Set(output.imports);
    const hoisted = staticClosure(bundle, output.fileName).filter((file) => !direct.has(file));
    if (hoisted.length === 0) continue;
    output.code = `${hoisted.map((file) => `import${JSON.stringify(specifier(output.fileName, file))};`).join('')}\n${output.code}`;
    // The map gains an empty first line: as the bundle's .map asset when the bundler emitted it already, else on the chunk.
    const mapAsset = bundle[`${output.fileName}.map`];
    if (mapAsset?.type === 'asset' && typeof mapAsset.source === 'string') {
      const map = JSON.parse(mapAsset.source) as { mappings: string };
      mapAsset.source = JSON.stringify({ ...map, mappings: `;${map.mappings}` });
    } else if (output.map) {
      output.map = { ...output.map, mappings: `;${output.map.mappings}` };
    }
  }
}

export function elementLoaders(): Plugin {
  const resolved = `\0${ELEMENT_LOADERS_ID}`;
  return {
    name: 'healthdeck:element-loaders',
    resolveId: (id) => (id === ELEMENT_LOADERS_ID ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      const folders = registeredFolders();
      const rows = folders.map((folder) => `  ${JSON.stringify(`hd-${folder}`)}: () => import(${JSON.stringify(widgetFile(folder, 'element.tsx'))}),`);
      const withFirstData = folders.filter((folder) => existsSync(widgetFile(folder, 'first-data.ts')));
      const imports = withFirstData.map((folder, i) => `import { firstData as firstData${i} } from ${JSON.stringify(widgetFile(folder, 'first-data.ts'))};`);
      const firstData = withFirstData.map((folder, i) => `  ${JSON.stringify(`hd-${folder}`)}: firstData${i},`);
      return [...imports, `export default {\n${rows.join('\n')}\n};`, `export const firstData = {\n${firstData.join('\n')}\n};`, ''].join('\n');
    },
    generateBundle(_options, bundle) {
      hoistImports(bundle as unknown as Bundle);
    },
  };
}
