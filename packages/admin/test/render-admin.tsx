import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createHealthDeck, memoryStorage, signInWithTokens } from '@healthdeck/sdk';
import { HealthDeckProvider } from '@healthdeck/widgets';
import { accountFixture, createFakeServer, secondFactorFixture, type FakeHandlers } from '@healthdeck/sdk/testing';
import { AdminLayout, adminRoutes, RequireAdmin } from '../src/index.js';

export const NOW = '2026-03-01T10:00:00.000Z';

/** One record of the generic administration as the server answers it. */
export function classRecord(classkey: string, id: string, data: Record<string, unknown>) {
  return { id, classkey, data, created_at: NOW, updated_at: NOW };
}

/**
 * The admin area's routes as the portal mounts them (`/admin`: RequireAdmin, AdminLayout, the lazy
 * screens), in memory at `path`. While the first screen's code loads it shows the portal's first-
 * screen status, as the portal's root route does (without one react-router warns on every render).
 */
export function adminRouter(path: string) {
  return createMemoryRouter(
    [
      {
        path: '/admin',
        element: (
          <RequireAdmin>
            <AdminLayout />
          </RequireAdmin>
        ),
        children: adminRoutes,
        hydrateFallbackElement: <p role="status">Loading…</p>,
      },
    ],
    { initialEntries: [path] },
  );
}

/** The admin area at `path` for a signed-in admin, against the sdk's fake server. */
export async function renderAdminAt(path: string, handlers: FakeHandlers = {}) {
  const api = createFakeServer({
    account: () => ({ status: 200, body: accountFixture({ roles: ['admin'], verified: true }) }),
    secondFactorStatus: () => ({ status: 200, body: secondFactorFixture() }),
    ...handlers,
  });
  const client = createHealthDeck({ fetch: api.fetch, storage: memoryStorage(), onUnauthorized: () => undefined });
  await signInWithTokens(client, { accessToken: 'a', refreshToken: 'r', refreshExpires: Math.floor(Date.now() / 1000) + 86400 });
  const router = adminRouter(path);
  render(
    <HealthDeckProvider client={client}>
      <RouterProvider router={router} />
    </HealthDeckProvider>,
  );
  return { ...api, router, client };
}
