#!/usr/bin/env node
// After `changeset version`: the embed and the elements report @healthdeck/widgets' version
// (packages/widgets/src/version.ts, compared when a second copy defines the same tag); write the
// package's new version there. `npm run version-packages` runs both; version.test.ts checks they agree.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const widgets = join(import.meta.dirname, '..', '..', 'packages', 'widgets');
const { version } = JSON.parse(readFileSync(join(widgets, 'package.json'), 'utf8'));
const file = join(widgets, 'src', 'version.ts');
const source = readFileSync(file, 'utf8');
const pattern = /export const WIDGETS_VERSION = '[^']*';/;
if (!pattern.test(source)) {
  console.error(`${file} no longer declares WIDGETS_VERSION as a string constant`);
  process.exit(1);
}
const updated = source.replace(pattern, `export const WIDGETS_VERSION = '${version}';`);
if (updated !== source) writeFileSync(file, updated);
console.log(`WIDGETS_VERSION = '${version}'`);
