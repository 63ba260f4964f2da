// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { WIDGETS_VERSION } from './version';

describe('WIDGETS_VERSION', () => {
  it('is the package version (element definitions compare it)', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(WIDGETS_VERSION).toBe(pkg.version);
  });
});
