import { defineConfig } from 'tsup';
import { libraryOptions } from '../../scripts/packaging/tsup-base';

// The published build (scripts/packaging/tsup-base.ts): the client, and /testing (the fake server
// and fixtures a host's component tests use), and /summary-pdf (the record's PDF summary, with pdf-lib).
export default defineConfig(libraryOptions({ index: 'src/index.ts', 'testing/index': 'src/testing/index.ts', 'summary-pdf': 'src/fhir/summary-pdf.ts' }));
