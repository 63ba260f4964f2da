import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetFeatureFlags, setFeatureFlags } from '@healthdeck/sdk';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../provider/health-deck-provider';
import { namedWidgetConfig } from '../widgets/shared/placed-test-utils';
import { loadAwayWidgetsWhenIdle, NEAR_VIEWPORT_MARGIN } from './near-viewport';
import { PlacedWidgetArea } from './placed-widget-area';

/** An IntersectionObserver the test drives: it reports what the test says, when the test says. */
class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(
    readonly report: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

function observer(): FakeIntersectionObserver {
  const [only] = FakeIntersectionObserver.instances;
  if (!only) throw new Error('no IntersectionObserver was made');
  return only;
}

/** Reports the widget place named `name` as near the screen (or away from it, above or below). */
function report(name: string, where: 'near' | 'below' | 'above') {
  const place = [...observer().observed].find((element) => element.getAttribute('aria-label') === name);
  if (!place) throw new Error(`${name} is not waiting to be measured`);
  const entry = {
    target: place,
    isIntersecting: where === 'near',
    boundingClientRect: { top: where === 'above' ? -900 : 2000, bottom: where === 'above' ? -500 : 2400 },
  } as unknown as IntersectionObserverEntry;
  act(() => observer().report([entry], observer() as unknown as IntersectionObserver));
}

const WIDGETS = [
  namedWidgetConfig('Contact Us', { id: '11111111-1111-4111-8111-111111111111', title: 'First' }),
  namedWidgetConfig('Contact Us', { id: '22222222-2222-4222-8222-222222222222', title: 'Second' }),
  namedWidgetConfig('Contact Us', { id: '33333333-3333-4333-8333-333333333333', title: 'Third' }),
];

async function renderArea() {
  const server = createFakeServer({ account: () => json(accountFixture({ verified: true })), contactLink: () => json({ contact_link: null }) });
  const client = await createFakeClient(server, { signedIn: true });
  return render(
    <HealthDeckProvider client={client}>
      <PlacedWidgetArea widgets={WIDGETS} className="hd-widget-grid" />
    </HealthDeckProvider>,
  );
}

const loaded = (title: string) => screen.queryByRole('status', { name: title }) === null;

describe("a page's widgets load when they come near the screen (near-viewport.ts)", () => {
  const real = globalThis.IntersectionObserver;
  beforeAll(() => {
    globalThis.IntersectionObserver = FakeIntersectionObserver as unknown as typeof IntersectionObserver;
    setFeatureFlags({ contactus: true }); // the widgets here are Contact Us, off until turned on (spec 001 §2)
  });
  afterAll(() => {
    globalThis.IntersectionObserver = real;
    resetFeatureFlags();
  });

  it('keeps every place busy until measured, loads those near the screen or above it, and leaves the rest waiting, not busy', async () => {
    await renderArea();
    expect(observer().options.rootMargin).toBe(NEAR_VIEWPORT_MARGIN);
    for (const title of ['First', 'Second', 'Third']) expect(screen.getByRole('status', { name: title }).getAttribute('aria-busy')).toBe('true');

    report('First', 'near');
    report('Second', 'below');
    report('Third', 'above');
    expect(await screen.findAllByRole('heading', { level: 2, name: 'Contact us' })).toHaveLength(2);
    expect(loaded('First')).toBe(true);
    expect(loaded('Third')).toBe(true);
    const waiting = screen.getByRole('status', { name: 'Second' });
    expect(waiting.hasAttribute('aria-busy')).toBe(false);
    expect(observer().observed.has(waiting)).toBe(true);

    // Scrolled near: it loads, and is no longer watched.
    report('Second', 'near');
    expect(await screen.findAllByRole('heading', { level: 2, name: 'Contact us' })).toHaveLength(3);
    expect(observer().observed.size).toBe(0);
  });

  it('loads the widgets away from the screen one per idle moment, top first, while the page asks for it', async () => {
    // Idle moments the test hands out one by one.
    const idle = new Map<number, IdleRequestCallback>();
    let ids = 0;
    globalThis.requestIdleCallback = (step) => {
      idle.set(++ids, step);
      return ids;
    };
    globalThis.cancelIdleCallback = (id) => idle.delete(id);
    const nextIdleMoment = () => {
      const [id, step] = [...idle][0] ?? [];
      if (!id || !step) throw new Error('no idle step is waiting');
      idle.delete(id);
      act(() => step({ didTimeout: false, timeRemaining: () => 10 }));
    };
    try {
      await renderArea();
      report('First', 'near');
      report('Third', 'below');
      report('Second', 'below');
      expect(await screen.findAllByRole('heading', { level: 2, name: 'Contact us' })).toHaveLength(1);
      expect(idle.size).toBe(0);

      const stop = loadAwayWidgetsWhenIdle();
      nextIdleMoment();
      await waitFor(() => expect(loaded('Second')).toBe(true));
      expect(loaded('Third')).toBe(false);
      // The page no longer asks (the member left it): the next step is cancelled.
      stop();
      expect(idle.size).toBe(0);

      const again = loadAwayWidgetsWhenIdle();
      nextIdleMoment();
      await waitFor(() => expect(screen.getAllByRole('heading', { level: 2, name: 'Contact us' })).toHaveLength(3));
      expect(observer().observed.size).toBe(0);
      again();
    } finally {
      Reflect.deleteProperty(globalThis, 'requestIdleCallback');
      Reflect.deleteProperty(globalThis, 'cancelIdleCallback');
    }
  });

  // Last: after a Tab the module loads every widget at once for the rest of the document's life.
  it('loads everything once the member presses Tab, so the keyboard reaches every widget', async () => {
    await renderArea();
    report('First', 'near');
    report('Second', 'below');
    report('Third', 'below');
    expect(await screen.findAllByRole('heading', { level: 2, name: 'Contact us' })).toHaveLength(1);
    fireEvent.keyDown(document.body, { key: 'Tab' });
    expect(await screen.findAllByRole('heading', { level: 2, name: 'Contact us' })).toHaveLength(3);
  });
});
