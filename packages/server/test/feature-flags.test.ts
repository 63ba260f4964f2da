import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeatureFlagsResponse } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

// spec 001 §2: the member reads the featureflag records (spec 000 §3.1) by name.
describe('feature flags for the member', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await signedInMember(server);
  });
  afterAll(() => server.close());

  it('answers no flags when none are set, then each record by name', async () => {
    const empty = await server.call<FeatureFlagsResponse>('featureFlags', { token: member.accessToken });
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual({ flags: {} });

    const store = createClassStore(server.db);
    await store.insert('featureflag', { name: 'daily_journal', enabled: false });
    await store.insert('featureflag', { name: 'healthtip', enabled: true });
    // A record an older version wrote in another shape is skipped, not a failure of the member's page.
    await store.insert('featureflag', { title: 'legacy' });

    const flags = await server.call<FeatureFlagsResponse>('featureFlags', { token: member.accessToken });
    expect(flags.body).toEqual({ flags: { daily_journal: false, healthtip: true } });
  });
});
