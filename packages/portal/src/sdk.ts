import { createHealthDeckWithRoutes } from '@healthdeck/sdk';

/**
 * The one sdk client of the app: one session, one query cache shared by every screen and widget.
 * Same origin (the server serves dist/, Vite proxies /api in dev). When a refresh fails the sdk
 * sends the browser to /unauthorized (spec 000 §4), which is a route of this app.
 *
 * Built like the embed's: each sdk domain brings its own route rows when a screen first uses it,
 * and a call naming a route no domain registered loads the whole table first. The first load of
 * /client/home then carries only the rows of the domains the home page calls (its 150 KB budget).
 */
export const sdk = createHealthDeckWithRoutes();
