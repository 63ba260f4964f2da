// The widgets fire their hd-* events themselves: hd-change after a real click the fake server
// confirms, and hd-error from every registered element that documents it when its data cannot load.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json, type FakeHandlers } from '@healthdeck/sdk/testing';
import { installFakeServer, loadEmbed, mount, signIn, waitFor, WIDGETS } from './support';

let totalOunces = 5;
// Mutable: the fake reads a route's handler when the call comes in.
const handlers: FakeHandlers = {
  account: () => json(accountFixture({ verified: true })),
  hydrationLast: () => json({ hydration: { total_ounces: totalOunces, date: '2026-11-21' } }),
  hydrationIncrement: () => {
    totalOunces += 1;
    return json({ hydration: { total_ounces: totalOunces, date: '2026-11-21' } });
  },
};
const fake = installFakeServer(handlers);
const api = await loadEmbed();
await signIn();

describe('hd-* events fired by the widgets', () => {
  it('<hd-hydration-tracker> fires hd-change with the confirmed total after a click on plus', async () => {
    const heard: CustomEvent[] = [];
    document.addEventListener('hd-change', (e) => heard.push(e as CustomEvent));
    const element = await mount('hd-hydration-tracker');
    const plus = await waitFor(() => element.shadowRoot?.querySelector<HTMLButtonElement>('[part~="increment"]:not(:disabled)'), 'the plus button');
    plus.click();
    await waitFor(() => heard.length > 0, 'hd-change');
    expect(fake.called('hydrationIncrement')).to.have.length(1);
    expect(heard[0].detail).to.deep.equal({ totalOunces: 6, goal: 96 });
    expect(heard[0].target).to.equal(element);
    expect([heard[0].bubbles, heard[0].composed]).to.deep.equal([true, true]);
    element.remove();
  });

  // The elements whose hd-error documents a failed load or check (the others report a failed
  // action, e.g. 'Sending failed', which needs that action: events.test.ts covers their wiring).
  const reporting = WIDGETS.filter((w) => w.events.some((e) => e.name === 'hd-error' && /load|checking/i.test(e.description)));

  it(`${reporting.length} elements fire hd-error on their own when their data cannot load`, async () => {
    // Every route but the account now answers 500; the client does not retry, so failures come at once.
    for (const name of Object.keys(handlers)) if (name !== 'account') delete handlers[name as keyof FakeHandlers];
    api.client.queryClient.clear();
    api.client.queryClient.setDefaultOptions({ queries: { retry: false } });
    const failed = new Map<string, unknown>();
    document.addEventListener('hd-error', (e) => {
      const target = e.target as HTMLElement;
      if (!failed.has(target.localName)) failed.set(target.localName, (e as CustomEvent).detail);
    });
    // The widgets log each failed load for the page's developer; expected here, so kept out of the run's output.
    const logged: unknown[][] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => logged.push(args);
    const expected = reporting.map((w) => w.tag).sort();
    try {
      await Promise.all(reporting.map((w) => mount(w.tag)));
      await waitFor(() => failed.size >= expected.length, `hd-error from ${expected.filter((t) => !failed.has(t)).join(', ')}`, 10_000).catch(() => undefined);
    } finally {
      console.error = consoleError;
    }
    expect(logged.length, 'failed loads logged').to.be.greaterThan(0);
    expect([...failed.keys()].sort()).to.deep.equal(expected);
    for (const [tag, detail] of failed) {
      expect((detail as { message?: unknown }).message, tag)
        .to.be.a('string')
        .and.not.equal('');
    }
  });
});
