// The member's page list is read once per page: the sidebar and the health assessment widget
// (mounted later, as the member scrolls) share one answer for PAGES_MENU_FRESH_MS; an admin's layout
// save (an invalidation of ['pages']) reads it again at once.
import { afterEach, describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/query-core';
import type { ClientPagesMenuResponse } from '@healthdeck/contract';
import { createHealthDeck, pagesKeys, pagesMenuQuery } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(() => server?.close());

describe('pages menu: one read serves the page', () => {
  it('a second reader mounted later is answered from the first read; an invalidation of the pages reads it again', async () => {
    let reads = 0;
    const menu: ClientPagesMenuResponse = { pages: [], member_programs: [] };
    server = await startContractServer({
      handlers: {
        clientPagesMenu: () => {
          reads += 1;
          return { status: 200, body: menu };
        },
      },
    });
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
    type Settled = { isSuccess: boolean; isFetching: boolean };
    const answered = (observer: { subscribe(listener: (result: Settled) => void): () => void; getCurrentResult(): Settled }) =>
      new Promise<void>((resolve) => {
        const done = (result: Settled) => result.isSuccess && !result.isFetching;
        const stop = observer.subscribe((result) => {
          if (done(result)) {
            stop();
            resolve();
          }
        });
        if (done(observer.getCurrentResult())) {
          stop();
          resolve();
        }
      });

    const sidebar = new QueryObserver(hd.queryClient, pagesMenuQuery(hd));
    const keepSidebar = sidebar.subscribe(() => undefined);
    await answered(sidebar);
    const widget = new QueryObserver(hd.queryClient, pagesMenuQuery(hd));
    await answered(widget);
    expect(reads).toBe(1);

    await hd.queryClient.invalidateQueries({ queryKey: pagesKeys.all });
    expect(reads).toBe(2);
    keepSidebar();
  });
});
