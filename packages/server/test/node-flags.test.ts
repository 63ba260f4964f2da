// The server's Node flags (packages/server/node-flags.json) are on every way it starts: the scripts
// read the list (scripts/start-until-ready.mjs); package.json's start script cannot, so it is checked here.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const read = (file: string) => JSON.parse(readFileSync(new URL(file, import.meta.url), 'utf8'));

describe('node flags of the server', () => {
  it("are the ones `npm start` passes (package.json's start script)", () => {
    const { flags } = read('../node-flags.json') as { flags: string[] };
    const start: string = read('../package.json').scripts.start;
    expect(flags.length).toBeGreaterThan(0);
    expect(start).toBe(`tsx ${flags.join(' ')} src/main.ts`);
  });
});
