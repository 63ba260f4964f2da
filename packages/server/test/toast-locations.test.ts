import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ToastLocationsResponse } from '@healthdeck/contract';
import { createClassStore } from '../src/admin-classes/class-store.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';

// spec 000 §2: the browser reads the toast_message_locations records (spec 000 §3.1 path, display_status).
describe('toast-message locations for the signed-in user', () => {
  let server: TestServer;
  let member: TestMember;
  beforeAll(async () => {
    server = await startTestServer();
    member = await signedInMember(server);
  });
  afterAll(() => server.close());

  it('needs a session', async () => {
    const answer = await server.call('toastLocations', {});
    expect(answer.status).toBe(401);
  });

  it('answers every entry by path, skipping records of another shape', async () => {
    const store = createClassStore(server.db);
    await store.insert('toast_message_locations', { path: '/client/profile', display_status: true });
    await store.insert('toast_message_locations', { path: '/admin/*', display_status: false });
    await store.insert('toast_message_locations', { title: 'legacy' });

    const answer = await server.call<ToastLocationsResponse>('toastLocations', { token: member.accessToken });
    expect(answer.status).toBe(200);
    expect(answer.body.locations).toEqual([
      { path: '/admin/*', display_status: false },
      { path: '/client/profile', display_status: true },
    ]);
  });
});
