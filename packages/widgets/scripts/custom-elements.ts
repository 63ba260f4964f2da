// Writes packages/widgets/custom-elements.json from the widget registry (run after adding or
// changing a widget: `node --import tsx packages/widgets/scripts/custom-elements.ts`). The
// registry test fails while the committed file is behind.
import { writeFileSync } from 'node:fs';
import { customElementsManifestText } from '../src/registry/manifest';
import { WIDGETS } from '../src/registry/widgets';

const target = new URL('../custom-elements.json', import.meta.url);
writeFileSync(target, customElementsManifestText(WIDGETS));
console.log(`custom-elements.json: ${WIDGETS.length} elements`);
