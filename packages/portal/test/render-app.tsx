import { render, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { createMemoryRouter } from 'react-router';
import { createHealthDeck, memoryStorage, type HealthDeck } from '@healthdeck/sdk';
import { App } from '../src/app.js';
import { appRoutes, routerOptions } from '../src/routes.js';
import { createFakeServer, userFlowActivityFake, type FakeHandlers } from '@healthdeck/sdk/testing';
import { homePage } from './page-fixture.js';

/**
 * A real sdk client whose fetch is the one fake server (@healthdeck/sdk/testing); unauthorized ends
 * are recorded, not navigated; with `dataKey` this browser holds the member's data key (sealed writes). Pages answer the demo home page, and the page menu nothing, unless the test answers clientPage or clientPagesMenu itself; user-flow events are recorded (recordedUserFlow).
 */
export function testClient(handlers: FakeHandlers, options: { dataKey?: CryptoKey } = {}) {
  const api = createFakeServer({
    clientPage: homePage,
    clientPagesMenu: () => ({ status: 200, body: { pages: [], member_programs: [] } }),
    userFlowActivity: userFlowActivityFake,
    // The server's default human check: the sandbox checkbox.
    humanCheckConfig: () => ({ status: 200, body: { provider: 'sandbox', site_key: null } }),
    ...handlers,
  });
  const unauthorized: number[] = [];
  const client = createHealthDeck({
    fetch: api.fetch,
    storage: memoryStorage(),
    onUnauthorized: () => void unauthorized.push(Date.now()),
    // The member's data key held by this browser (what sealed writes need), restored once signed in.
    ...(options.dataKey ? { keyStore: { save: async () => {}, load: async () => options.dataKey ?? null, clear: async () => {} } } : {}),
  });
  return { client, api, unauthorized };
}

/**
 * The whole portal (same route table as the browser) in a memory router at `path`. Screens load
 * lazily (route-level code splitting): query with findBy…, or await `renderAppReady`.
 */
export function renderApp(path: string, client: HealthDeck) {
  const router = createMemoryRouter(appRoutes, { ...routerOptions, initialEntries: [path] });
  const utils = render(<App client={client} router={router} />);
  return { ...utils, router };
}

/** renderApp, resolved once the first route's lazy screen has loaded and rendered. */
export async function renderAppReady(path: string, client: HealthDeck) {
  const rendered = renderApp(path, client);
  // App renders the route's screen beside the toast viewport: ready when the screen is there too,
  // not the router's fallback while its code loads (FirstScreenLoading, which is an element beside
  // the viewport as well: on a loaded machine the first test of a file saw it and no form).
  await waitFor(() => {
    expect(rendered.router.state.initialized).toBe(true);
    expect(rendered.container.childElementCount).toBeGreaterThan(1);
    expect(rendered.container.querySelector(':scope > p.hd-visually-hidden[role="status"]')).toBeNull();
  });
  return rendered;
}
