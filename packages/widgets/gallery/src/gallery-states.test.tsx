import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { createFakeServer } from '@healthdeck/sdk/testing';
import manifest from '../../custom-elements.json';
import { FORCED_ERROR, galleryHandlers } from './gallery-states';
import { readManifest } from './manifest';
import { StatePreview } from './state-preview';

const api = (state: Parameters<typeof galleryHandlers>[0]) => createFakeServer(galleryHandlers(state));
const get = (server: ReturnType<typeof api>, path: string) => server.fetch(path, { headers: { authorization: 'Bearer gallery' } });
const settlesWithin = (promise: Promise<unknown>, ms: number) => Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

describe('the fake server behind each gallery state', () => {
  it('filled: lists of three gallery samples; empty: the same call with an empty list', async () => {
    const filled = await (await get(api('filled'), '/api/client/user/tasks')).json();
    const empty = await (await get(api('empty'), '/api/client/user/tasks')).json();
    expect(filled.tasks).toHaveLength(3);
    expect(JSON.stringify(filled)).toContain('Gallery sample');
    expect(empty.tasks).toEqual([]);
  });

  it("answers a picture route with a picture (a reward's background shows), a download with a document", async () => {
    const picture = await get(api('filled'), '/api/client/rewards/6a11e470-0000-4000-8000-000000000001/background-image');
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toMatch(/^<svg [^>]*width="160" height="90"/);
    const download = await get(api('filled'), '/api/client/program-results/download');
    expect(download.headers.get('content-type')).toBe('application/pdf');
  });

  it('error: every call fails with the server’s 500 body', async () => {
    const res = await get(api('error'), '/api/client/user/tasks');
    expect(res.status).toBe(500);
    expect(await res.json()).toMatchObject({ statusCode: 500, message: FORCED_ERROR });
  });

  it('loading: a call never answers; the session’s account call still does, in every state', async () => {
    const server = api('loading');
    expect(await settlesWithin(get(server, '/api/client/user/tasks'), 50)).toBe(false);
    for (const state of ['loading', 'error', 'empty', 'filled', 'locked'] as const) {
      const account = await (await get(api(state), '/api/client/account')).json();
      expect(account.user.email).toBe('gallery-fixture@example.invalid');
    }
  });
});

describe('StatePreview', () => {
  const hydration = readManifest(manifest).find((e) => e.tag === 'hd-hydration-tracker')!;
  const shadowText = (container: HTMLElement) => container.querySelector('hd-hydration-tracker')?.shadowRoot?.textContent ?? '';

  it('renders the live element on its own client: side by side, one errs and one shows the fixture', async () => {
    const { container } = render(
      <>
        <div data-testid="error">
          <StatePreview element={hydration} state="error" theme="dark" />
        </div>
        <div data-testid="filled">
          <StatePreview element={hydration} state="filled" theme="dark" />
        </div>
      </>,
    );
    const [errored, filled] = [container.querySelector<HTMLElement>('[data-testid=error]')!, container.querySelector<HTMLElement>('[data-testid=filled]')!];
    await waitFor(() => expect(shadowText(errored)).toContain('Failed to get last hydration track, please try again later.'), { timeout: 5000 });
    await waitFor(() => expect(shadowText(filled)).toContain('12 oz'), { timeout: 5000 });
    expect(shadowText(filled)).not.toContain('Failed');
    expect(filled.querySelector('hd-hydration-tracker')?.getAttribute('theme')).toBe('dark');
  });

  it('switches the live element’s theme attribute without remaking it', async () => {
    const { container, rerender } = render(<StatePreview element={hydration} state="empty" theme="light" />);
    await waitFor(() => expect(container.querySelector('hd-hydration-tracker')?.getAttribute('theme')).toBe('light'));
    const live = container.querySelector('hd-hydration-tracker');
    rerender(<StatePreview element={hydration} state="empty" theme="dark" />);
    expect(container.querySelector('hd-hydration-tracker')).toBe(live);
    expect(live?.getAttribute('theme')).toBe('dark');
  });

  it("shows the result page's kit (the gallery's kit-id names a fixture kit), locked without the member's key", async () => {
    const results = readManifest(manifest).find((e) => e.tag === 'hd-kit-results')!;
    const { container } = render(<StatePreview element={results} state="filled" theme="light" />);
    const text = () => container.querySelector('hd-kit-results')?.shadowRoot?.textContent ?? '';
    await waitFor(() => expect(text()).toContain('Your results are locked'), { timeout: 5000 });
    expect(text()).toContain('GALLERY-1');
    expect(text()).not.toContain('We could not find this kit.');
  });

  it('says so when the manifest names an element the registry does not have', async () => {
    const { findByRole } = render(<StatePreview element={{ ...hydration, tag: 'hd-not-registered' }} state="filled" theme="light" />);
    expect((await findByRole('alert')).textContent).toBe('<hd-not-registered> is in custom-elements.json but not in the widget registry.');
  });
});
