// Administered content comes in the language the client shows (docs/decisions/0107-content-translations.md):
// every call says it in Accept-Language, and a switch of language reads the cached answers again.
import { afterEach, describe, expect, it } from 'vitest';
import { QueryObserver } from '@tanstack/query-core';
import type { ClientPagesMenuResponse } from '@healthdeck/contract';
import { $language, createHealthDeck, pagesMenuQuery, setLanguage } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(() => {
  server?.close();
  server = undefined;
  $language.set('en');
});

describe('content language', () => {
  it('asks in the language shown and reads the page list again when it changes', async () => {
    const titles = { en: 'Orders', es: 'Pedidos' } as Record<string, string>;
    server = await startContractServer({
      handlers: {
        clientPagesMenu: (request) => {
          const language = String(request.headers['accept-language']);
          const menu: ClientPagesMenuResponse = {
            pages: [{ id: 'p1', title: titles[language] ?? 'Orders', slug: 'orders', parent_slug: null, page_type: null, content_display: 'default', programs: [] }],
            member_programs: [],
          };
          return { status: 200, body: menu };
        },
      },
    });
    const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
    const observer = new QueryObserver(hd.queryClient, pagesMenuQuery(hd));
    const titleOnceSettled = () =>
      new Promise<string | undefined>((resolve) => {
        const check = () => {
          const result = observer.getCurrentResult();
          if (result.isSuccess && !result.isFetching) {
            stop();
            resolve(result.data.pages[0]?.title);
          }
        };
        const stop = observer.subscribe(check);
        check();
      });
    expect(await titleOnceSettled()).toBe('Orders');
    expect(server.requests.find((r) => r.route === 'clientPagesMenu')?.headers['accept-language']).toBe('en');
    setLanguage('es');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await titleOnceSettled()).toBe('Pedidos');
    expect(server.hits('clientPagesMenu')).toBe(2);
  });
});

describe("a translated 'None of these'", () => {
  it('keeps the rule by the server’s word, whatever the name reads', async () => {
    const { withSymptomStatus } = await import('../src/index.js');
    const list = [
      { id: 1, name: 'Dolor de cabeza', status: 'Logged' as const, none_of_these: false },
      { id: 2, name: 'Ninguno de estos', status: null, none_of_these: true },
    ];
    expect(withSymptomStatus(list, 2, true).map((s) => s.status)).toEqual([null, 'Logged']);
  });
});
