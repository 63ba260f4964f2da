// What any device authorizer must do, the sandbox included: connecting answers either "connected
// now" (null) or the vendor's consent page to open; disconnecting a member twice, or one who never
// connected, is no error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceAuthorizerAdapter } from '../../src/vendors/device-authorizer.js';

export interface AuthorizerUnderTest {
  authorizer: DeviceAuthorizerAdapter;
  /** A member who may connect (a users row where the adapter keeps state). */
  userId: string;
  close?(): Promise<void>;
}

export function deviceAuthorizerContract(label: string, setup: () => Promise<AuthorizerUnderTest>): void {
  describe(`device-authorizer adapter contract: ${label}`, () => {
    let under: AuthorizerUnderTest;
    beforeAll(async () => {
      under = await setup();
    });
    afterAll(async () => {
      await under.close?.();
    });

    it('answers null (connected now) or an absolute address of the consent page, a new one each time', async () => {
      const first = (await under.authorizer.authorize({ userId: under.userId, dataSource: 'fitbit' })).authorizationUrl;
      const second = (await under.authorizer.authorize({ userId: under.userId, dataSource: 'fitbit' })).authorizationUrl;
      if (first === null) {
        expect(second).toBeNull();
        return;
      }
      expect(new URL(first).protocol).toMatch(/^https?:$/);
      // A consent address carries its own one-time state: two attempts never share one.
      expect(second).not.toBe(first);
    });

    it('disconnects a member who never connected, and the same member twice, without an error', async () => {
      await under.authorizer.revoke({ userId: under.userId, dataSource: 'fitbit' });
      await under.authorizer.revoke({ userId: under.userId, dataSource: 'fitbit' });
    });

    it('names the integration it records its calls under', () => {
      expect(under.authorizer.integration).toMatch(/^[a-z_]+$/);
    });
  });
}
