// The client as apps and hosts use it: `call(name)` knows every route of the contract's table. (The
// embed builds on createHealthDeckWithRoutes instead, so its first load carries only the rows it calls.)
import { routeTable } from '@healthdeck/contract/light';
import { createHealthDeckWithRoutes, type HealthDeck, type HealthDeckOptions } from './health-deck.js';

export function createHealthDeck(options: HealthDeckOptions = {}): HealthDeck {
  return createHealthDeckWithRoutes(options, routeTable);
}
