import { createHealthDeck, type HealthDeck } from '@healthdeck/sdk';

// DESIGN.md: elements on one page share one sdk client and one query cache.
let client: HealthDeck | null = null;
let factory: (() => HealthDeck) | null = null;

/** Sets the client every hd-* element uses, or a factory called on first use. */
export function setElementClient(value: HealthDeck | (() => HealthDeck)): void {
  if (typeof value === 'function') {
    factory = value;
    client = null;
  } else {
    client = value;
  }
}

/** The shared client; a same-origin default one when none was set. */
export function getElementClient(): HealthDeck {
  client ??= factory ? factory() : createHealthDeck();
  return client;
}
