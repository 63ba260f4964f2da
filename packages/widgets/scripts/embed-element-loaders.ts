import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { registeredFolders } from './registered-folders';

// The embed's entry needs, per registered element, only its tag and how to load its code; the
// descriptor (attributes, events, parts) is read when the element is defined, so it travels in the
// element's own chunk (element.tsx imports it), not in the entry every page pays for
// (every page view: docs/decisions/0007-page-view-size-budgets.md). This virtual module lists `hd-<folder>` → import of
// src/widgets/<folder>/element.tsx for every folder of src/registry/registry.ts (registry.test.ts
// checks each tag is hd-<folder>).
export const ELEMENT_LOADERS_ID = 'virtual:healthdeck/element-loaders';

export function elementLoaders(): Plugin {
  const resolved = `\0${ELEMENT_LOADERS_ID}`;
  return {
    name: 'healthdeck:element-loaders',
    resolveId: (id) => (id === ELEMENT_LOADERS_ID ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      const rows = registeredFolders().map((folder) => {
        const file = fileURLToPath(new URL(`../src/widgets/${folder}/element.tsx`, import.meta.url));
        return `  ${JSON.stringify(`hd-${folder}`)}: () => import(${JSON.stringify(file)}),`;
      });
      return `export default {\n${rows.join('\n')}\n};\n`;
    },
  };
}
