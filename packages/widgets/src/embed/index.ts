// The script-tag embed: `<script type="module" src="…/embed/healthdeck.js">` defines the
// hd-* elements lazily and exposes window.HealthDeck.
import { createEmbedApi, type HealthDeckEmbed } from './embed-api';
import { watchElements } from './lazy-elements';
import { apiBaseUrl } from './script-config';
import { WIDGETS_VERSION } from '../version';

declare global {
  interface Window {
    HealthDeck?: HealthDeckEmbed;
  }
}

function domReady(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

// A second loader on the page (the same script twice, or another version of it) changes nothing:
// the first one's client, session and element definitions stay; the page's developer is told.
if (window.HealthDeck) {
  console.warn(`[healthdeck] the embed script was loaded twice (this copy is ${WIDGETS_VERSION}, from ${import.meta.url}); keeping version ${window.HealthDeck.version}, loaded first`);
} else {
  const ready = domReady(document).then(() => watchElements(document));
  window.HealthDeck = createEmbedApi({ baseUrl: apiBaseUrl(document, import.meta.url), ready, doc: document });
}
