import { defineConfig } from 'tsup';
import { libraryOptions } from '../../scripts/packaging/tsup-base';

// The published build (scripts/packaging/tsup-base.ts): the full contract and its zod-free /light.
export default defineConfig(libraryOptions({ index: 'src/index.ts', light: 'src/light.ts' }));
