import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RouterProvider } from 'react-router';
import { HealthDeckProvider } from '@healthdeck/widgets';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { adminRouter } from './render-admin.js';
import { accountFixture, createFakeClient, createFakeServer, secondFactorFixture, type FakeHandlers, type FakeServer } from '@healthdeck/sdk/testing';
import { usersHandler } from './users-fixture.js';

async function renderAdmin(handlers: FakeHandlers = {}, roles: ('admin' | 'member')[] = ['admin']) {
  const api = createFakeServer({
    account: () => ({ status: 200, body: accountFixture({ id: 'admin-1', email: 'admin@example.com', verified: true, roles }) }),
    adminUsers: usersHandler,
    secondFactorStatus: () => ({ status: 200, body: secondFactorFixture() }),
    ...handlers,
  });
  const client = await createFakeClient(api);
  const router = adminRouter('/admin');
  render(
    <HealthDeckProvider client={client}>
      <RouterProvider router={router} />
    </HealthDeckProvider>,
  );
  return api;
}

const realSetTimeout = globalThis.setTimeout; // taken before any test fakes the timers

/**
 * With the clock faked: flush zero-delay timers and give real time to the rest until `assertion`
 * passes (up to 3 s). The fake clock does not move, so the debounce stays under the test's control.
 */
async function eventually(assertion: () => void): Promise<void> {
  const deadline = Date.now() + 3000;
  for (;;) {
    await advance(0);
    try {
      assertion();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await act(() => new Promise<void>((resolve) => realSetTimeout(resolve, 10)));
    }
  }
}

/** Moves the fake clock by `ms` inside act, so React commits what the timers set off. */
async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1); // minus the header
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const searchBox = () => screen.getByLabelText('Search users') as HTMLInputElement;
const lastUsersQuery = (api: FakeServer) => api.called('adminUsers').at(-1)?.query;

describe('users table', () => {
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
    expect(await screen.findByText('Loading Users')).toBeTruthy();
    open();
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    expect(rows()).toHaveLength(10);
    expect(within(rows()[0]!).getByText('user01@example.com')).toBeTruthy();
    expect(within(rows()[0]!).getByText('User 01')).toBeTruthy();
    // No name is shown as such, never made from the email.
    expect(within(rows()[1]!).getByText('No name given')).toBeTruthy();
    expect(within(screen.getByRole('table')).getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByText('25 users')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Users' }).getAttribute('aria-current')).toBe('page');
  });

  it('pages with Next, Last Page, Previous and First Page, disabled at the ends', async () => {
    const api = await renderAdmin();
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    expect(button('First Page').disabled).toBe(true);
    expect(button('Previous').disabled).toBe(true);

    fireEvent.click(button('Next'));
    await waitFor(() => expect(within(rows()[0]!).getByText('user11@example.com')).toBeTruthy());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(lastUsersQuery(api)?.get('page')).toBe('2');
    expect(lastUsersQuery(api)?.get('take')).toBe('10');

    fireEvent.click(button('Last Page'));
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect(button('Next').disabled).toBe(true);
    expect(button('Last Page').disabled).toBe(true);

    fireEvent.click(button('Previous'));
    await waitFor(() => expect(within(rows()[0]!).getByText('user11@example.com')).toBeTruthy());
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    fireEvent.click(button('First Page'));
    await waitFor(() => expect(within(rows()[0]!).getByText('user01@example.com')).toBeTruthy());
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(lastUsersQuery(api)?.get('page')).toBe('1');
  });

  it('debounces the search 400 ms and starts again at page 1', async () => {
    const api = await renderAdmin();
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    fireEvent.click(button('Next'));
    await waitFor(() => expect(within(rows()[0]!).getByText('user11@example.com')).toBeTruthy());
    const before = api.called('adminUsers').length;

    // The clock is ours from here: only the debounce and TanStack Query's timers are faked.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchBox(), { target: { value: 'user' } });
    await advance(200);
    fireEvent.change(searchBox(), { target: { value: 'user1' } });
    await advance(399);
    // 599 ms after the first keystroke but only 399 ms after the last: no request yet.
    expect(api.called('adminUsers')).toHaveLength(before);
    expect(searchBox().value).toBe('user1');

    await advance(1);
    await eventually(() => expect(screen.getByText('Page 1 of 1')).toBeTruthy());
    const searches = api.called('adminUsers').slice(before);
    expect(searches).toHaveLength(1);
    expect(searches[0]?.query.get('search')).toBe('user1');
    expect(searches[0]?.query.get('page')).toBe('1');
    expect(rows()).toHaveLength(10); // user10 … user19
    expect(within(rows()[0]!).getByText('user10@example.com')).toBeTruthy();
  });

  it('filters by role at once', async () => {
    const api = await renderAdmin();
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'admin' } });
    await waitFor(() => expect(rows()).toHaveLength(5));
    expect(lastUsersQuery(api)?.get('role')).toBe('admin');
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'all' } });
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    expect(lastUsersQuery(api)?.has('role')).toBe(false);
  });

  it("says 'No Results Found.' when nothing matches", async () => {
    await renderAdmin();
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fireEvent.change(searchBox(), { target: { value: 'nobody-by-that-name' } });
    await advance(400);
    await eventually(() => expect(screen.getByText('No Results Found.')).toBeTruthy());
    expect(screen.getByText('Page 1 of 1')).toBeTruthy();
  });

  it('shows the failure in the page with a way to retry', async () => {
    let fail = true;
    await renderAdmin({
      adminUsers: (call) => (fail ? { status: 500, body: { statusCode: 500, error_code: 'INTERNAL', message: 'boom' } } : usersHandler(call)),
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Failed to load users'));
    fail = false;
    fireEvent.click(button('Try again'));
    await waitFor(() => expect(screen.getByText('Page 1 of 3')).toBeTruthy());
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('admin guard', () => {
  it('tells a member they are not authorized and never asks for users', async () => {
    const api = await renderAdmin({}, ['member']);
    expect(await screen.findByText(ERROR_MESSAGES.Unauthorized)).toBeTruthy();
    expect(api.called('adminUsers')).toHaveLength(0);
  });
});
