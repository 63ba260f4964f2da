// Loaded in each Chromium tab of the cross-tab test: the real sdk, bundled, on the page's origin.
import { createHealthDeck, signOut, type HealthDeck } from '../../src/index.js';

declare global {
  interface Window {
    hd: HealthDeck;
    startHealthDeck(): void;
    signOut(): Promise<void>;
  }
}

window.startHealthDeck = () => {
  window.hd = createHealthDeck(); // defaults: same origin, localStorage, navigator.locks, /unauthorized
};

window.signOut = () => signOut(window.hd);
