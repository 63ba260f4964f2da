// Elements on one page share one client: one session and one query cache. Every
// registered element is placed twice; the member signs in once; every data call is held in flight,
// so two requests for the same data would both be seen. Each is made once, with the one session.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { componentProps, holdEveryRoute, installFakeServer, loadEmbed, mount, signIn, waitFor, WIDGETS } from './support';
import { accountKeys } from '@healthdeck/sdk';

const fake = installFakeServer({ ...holdEveryRoute(), account: () => json(accountFixture({ verified: true })), logout: () => ({ status: 204 }) });
await loadEmbed();
await signIn();

/** Resolves once no new request has come in for `quiet` ms. */
async function settled(quiet = 600): Promise<void> {
  let seen = -1;
  while (seen !== fake.requests.length) {
    seen = fake.requests.length;
    await new Promise((resolve) => setTimeout(resolve, quiet));
  }
}

describe('elements on one page share one client', () => {
  it(`two of each of the ${WIDGETS.length} elements: one session, one request for each piece of data`, async () => {
    const elements = await Promise.all(WIDGETS.flatMap((w) => [mount(w.tag), mount(w.tag)]));
    // Every element renders inside the provider of the page's one client (componentProps finds it by identity).
    for (const element of elements) await waitFor(() => componentProps(element), `<${element.localName}> to render with the page's client`);
    await settled();

    expect(fake.called('account'), 'the session is opened once').to.have.length(1);
    expect(
      fake.requests.filter((r) => r.includes('/auth/')),
      'no second sign-in or refresh',
    ).to.deep.equal([]);
    const tokens = new Set(fake.calls.map((c) => c.authorization));
    expect([...tokens], 'every call carries the one session').to.deep.equal(['Bearer access-token']);

    const reads = new Map<string, number>();
    for (const call of fake.calls.filter((c) => c.method === 'GET')) {
      const key = `${call.path}?${call.query}`;
      reads.set(key, (reads.get(key) ?? 0) + 1);
    }
    expect(reads.size, 'the elements asked for data').to.be.greaterThan(10);
    const twice = [...reads].filter(([, count]) => count > 1).map(([key, count]) => `${key} ×${count}`);
    expect(twice, 'data requested more than once').to.deep.equal([]);
  });

  it('signing out once signs every element out: one session, one cache emptied', async () => {
    const client = window.HealthDeck?.client;
    expect(client?.queryClient.getQueryData(accountKeys.all), 'the account is in the shared cache').to.not.equal(undefined);
    await window.HealthDeck?.signOut();
    expect(client?.$session.get()).to.equal(null);
    expect(fake.called('logout'), 'the server is told once').to.have.length(1);
    const left = client?.queryClient
      .getQueryCache()
      .getAll()
      .filter((q) => q.state.data !== undefined);
    expect(
      left?.map((q) => q.queryKey),
      'member data left in the shared cache',
    ).to.deep.equal([]);
  });
});
