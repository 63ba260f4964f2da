import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { seedDemoContent } from '../src/seed/demo-content.js';
import { translationReport } from '../src/domain/translations/translation-report.js';

// The demo's translation report (docs/decisions/0107-content-translations.md): every text the demo
// member can read is said in es, fr, de and pt; Marshallese is left to a Marshallese speaker, so the
// report lists all of it as missing.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  await seedDemoContent({ db: server.db });
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('the demo content in each language', () => {
  it('misses nothing in es, fr, de and pt, and lists every Marshallese text as missing', async () => {
    const report = await translationReport(server.db);
    const missing = Object.fromEntries(report.map((entry) => [entry.language, entry.kinds.flatMap((kind) => kind.missing.map((m) => `${kind.kind}: ${m.label} (${m.fields.join(', ')})`))]));
    expect({ es: missing.es, fr: missing.fr, de: missing.de, pt: missing.pt }).toEqual({ es: [], fr: [], de: [], pt: [] });
    const marshallese = report.find((entry) => entry.language === 'mh')!;
    expect(marshallese.fields).toBeGreaterThan(100);
    expect(marshallese.missing).toBe(marshallese.fields);
  });
});
