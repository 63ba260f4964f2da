// The script-tag embed (DESIGN.md): `<script type="module" src="…/embed/healthdeck.js">` defines the
// hd-* elements lazily and exposes window.HealthDeck.
import { createEmbedApi, type HealthDeckEmbed } from './embed-api';
import { watchElements } from './lazy-elements';
import { apiBaseUrl } from './script-config';

declare global {
  interface Window {
    HealthDeck?: HealthDeckEmbed;
  }
}

function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

if (window.HealthDeck) {
  console.warn(`[healthdeck] the embed script was loaded twice; keeping version ${window.HealthDeck.version}`);
} else {
  const ready = domReady(document).then(() => watchElements(document));
  window.HealthDeck = createEmbedApi({ baseUrl: apiBaseUrl(document, import.meta.url), ready, doc: document });
}
