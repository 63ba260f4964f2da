import { createHealthDeck } from '@healthdeck/sdk';

/**
 * The one sdk client of the app: one session, one query cache shared by every screen and widget.
 * Same origin (the server serves dist/, Vite proxies /api in dev). When a refresh fails the sdk
 * sends the browser to /unauthorized (spec 000 §4), which is a route of this app.
 */
export const sdk = createHealthDeck();
