// The contract's whole route table as a module of its own: createHealthDeckWithRoutes imports it
// dynamically, so a bundle that calls only its domains' rows (the embed) loads it only when a call
// names a route none of them registered.
export { routeTable } from '@healthdeck/contract/light';
