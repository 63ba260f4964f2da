import { createHealthDeckWithRoutes, type HealthDeck } from '@healthdeck/sdk';

// Elements on one page share one sdk client and one query cache, so one session serves them and
// each piece of data is fetched once. A host may give one
// part of the page its own client (setElementClientFor): the widget gallery shows each state of an
// element with its own fake server side by side.
let client: HealthDeck | null = null;
let factory: (() => HealthDeck) | null = null;
const scoped = new WeakMap<Node, HealthDeck>();

/** Sets the client every hd-* element uses, or a factory called on first use. */
export function setElementClient(value: HealthDeck | (() => HealthDeck)): void {
  if (typeof value === 'function') {
    factory = value;
    client = null;
  } else {
    client = value;
  }
}

/** Gives every hd-* element inside `scope` (the element itself included) `value` instead of the page's client. */
export function setElementClientFor(scope: Element, value: HealthDeck): void {
  scoped.set(scope, value);
}

/** The next node up: the parent, or the host of a shadow root (an element inside another's shadow root). */
const up = (node: Node): Node | null => node.parentNode ?? (node instanceof ShadowRoot ? node.host : null);

/** The client of the nearest scope around `host` (setElementClientFor), else the page's shared client (a same-origin default one when none was set). */
export function getElementClient(host?: Element): HealthDeck {
  for (let node: Node | null = host ?? null; node; node = up(node)) {
    const own = scoped.get(node);
    if (own) return own;
  }
  client ??= factory ? factory() : createHealthDeckWithRoutes();
  return client;
}
