import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createHealthDeck, memoryStorage } from '@healthdeck/sdk';
import { HealthDeckProvider } from '@healthdeck/widgets';
import { ERROR_MESSAGES, type RouteName } from '@healthdeck/contract';
import { AdminLayout, adminRoutes, RequireAdmin } from '../src/index.js';
import { accountFixture, fakeApi, usersHandler, type FakeHandler } from './fake-api.js';

async function renderAdmin(handlers: Partial<Record<RouteName, FakeHandler>> = {}, roles: ('admin' | 'member')[] = ['admin']) {
  const api = fakeApi({ account: () => ({ status: 200, body: accountFixture(roles) }), adminUsers: usersHandler, ...handlers });
  const client = createHealthDeck({ fetch: api.fetch, storage: memoryStorage(), onUnauthorized: () => undefined });
  await client.auth.useTokens({ accessToken: 'a', refreshToken: 'r', refreshExpires: Math.floor(Date.now() / 1000) + 86400 });
  const router = createMemoryRouter(
    [{ path: '/admin', element: <RequireAdmin><AdminLayout /></RequireAdmin>, children: adminRoutes }],
    { initialEntries: ['/admin'] },
  );
  render(
    <HealthDeckProvider client={client}>
      <RouterProvider router={router} />
    </HealthDeckProvider>,
  );
  return api;
}

/** Lets fetches resolve and React/TanStack Query commit, moving the fake clock by `ms`. */
async function advance(ms = 0) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}
async function settle() {
  for (let i = 0; i < 5; i++) await advance(0);
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1); // minus the header
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const searchBox = () => screen.getByLabelText('Search users') as HTMLInputElement;
const lastUsersQuery = (api: ReturnType<typeof fakeApi>) => api.called('adminUsers').at(-1)?.query;

describe('users table', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a loading state, then page 1 of 3 with ten rows', async () => {
    let open: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    await renderAdmin({
      adminUsers: async (call) => {
        await gate;
        return usersHandler(call);
      },
    });
    await settle();
    expect(screen.getByText('Loading Users')).toBeTruthy();
    open();
    await settle();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(within(rows()[0]!).getByText('user01@example.com')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages with Next, Last Page, Previous and First Page, disabled at the ends', async () => {
    const api = await renderAdmin();
    await settle();
    expect(button('First Page').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(true);

    fireEvent.click(button('Next'));
    await settle();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(lastUsersQuery(api)?.get('page')).toBe('2');
    expect(lastUsersQuery(api)?.get('take')).toBe('10');
    expect(within(rows()[0]!).getByText('user11@example.com')).toBeTruthy();

    fireEvent.click(button('Last Page'));
    await settle();
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(rows()).toHaveLength(5);
    expect(button('Next').disabled).toBe(true);
    expect(button('Last Page').disabled).toBe(true);

    fireEvent.click(button('Previous'));
    await settle();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    fireEvent.click(button('First Page'));
    await settle();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(lastUsersQuery(api)?.get('page')).toBe('1');
  });

  it('debounces the search 400 ms and starts again at page 1', async () => {
    const api = await renderAdmin();
    await settle();
    fireEvent.click(button('Next'));
    await settle();
    const before = api.called('adminUsers').length;

    fireEvent.change(searchBox(), { target: { value: 'user' } });
    await advance(200);
    fireEvent.change(searchBox(), { target: { value: 'user1' } });
    await advance(399);
    // Still typing as far as the table knows: no request yet.
    expect(api.called('adminUsers')).toHaveLength(before);
    expect(searchBox().value).toBe('user1');

    await advance(1);
    await settle();
    const searches = api.called('adminUsers').slice(before);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.get('search')).toBe('user1');
    expect(searches[0]?.query.get('page')).toBe('1');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
    expect(rows()).toHaveLength(10); // user10 … user19
  });

  it('filters by role at once', async () => {
    const api = await renderAdmin();
    await settle();
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    await settle();
    expect(lastUsersQuery(api)?.get('role')).toBe('admin');
    expect(rows()).toHaveLength(5);
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'all' } });
    await settle();
    expect(lastUsersQuery(api)?.has('role')).toBe(false);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });

  it("says 'No Results Found.' when nothing matches", async () => {
    await renderAdmin();
    await settle();
    fireEvent.change(searchBox(), { target: { value: 'nobody-by-that-name' } });
    await advance(400);
    await settle();
    expect(screen.getByText('No Results Found.')).toBeTruthy();
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('shows the failure in the page with a way to retry', async () => {
    let fail = true;
    await renderAdmin({
      adminUsers: (call) =>
        fail ? { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'boom' } } : usersHandler(call),
    });
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('Failed to load users');
    fail = false;
    fireEvent.click(button('Try again'));
    await settle();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
  });
});

describe('admin guard', () => {
  it('tells a member they are not authorized and never asks for users', async () => {
    const api = await renderAdmin({}, ['member']);
    expect(await screen.findByText(ERROR_MESSAGES.Unauthorized)).toBeTruthy();
    expect(api.called('adminUsers')).toHaveLength(0);
  });
});
