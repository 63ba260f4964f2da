// What any human-check adapter must do, the sandbox included: a real adapter passes the same tests.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HumanCheckAdapter } from '../../src/vendors/human-check.js';

export interface HumanCheckUnderTest {
  adapter: HumanCheckAdapter;
  /** A token the adapter's widget would hand the page for a solved check. */
  goodToken(): string;
  close?(): Promise<void>;
}

export function humanCheckContract(label: string, setup: () => Promise<HumanCheckUnderTest>): void {
  describe(`human-check adapter contract: ${label}`, () => {
    let under: HumanCheckUnderTest;
    beforeAll(async () => {
      under = await setup();
    });
    afterAll(async () => {
      await under.close?.();
    });

    it('passes a solved token', async () => {
      expect(await under.adapter.verify(under.goodToken(), '203.0.113.7')).toEqual({ ok: true, reasons: [] });
    });

    it('refuses a token no widget made, and says why', async () => {
      const verdict = await under.adapter.verify('made-up-by-a-script');
      expect(verdict.ok).toBe(false);
      expect(verdict.reasons.length).toBeGreaterThan(0);
    });

    it('names its provider; a site key exactly when a widget needs one; a token required exactly when it checks something real', () => {
      const { provider, siteKey, required } = under.adapter;
      expect(siteKey === null).toBe(provider === 'sandbox');
      expect(required).toBe(provider !== 'sandbox');
    });
  });
}
