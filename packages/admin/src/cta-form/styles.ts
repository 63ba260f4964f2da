/** The widget form's own styles: the icon search results, the preview frame, and the live preview beside the widget options. */
export const CTA_FORM_CSS = `
.hd-icon-results { list-style: none; margin: 1rem 0 0; padding: 0; display: grid; gap: 0.5rem; grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr)); }
.hd-icon-result { display: grid; justify-items: center; gap: 0.35rem; width: 100%; padding: 0.5rem; border: 1px solid #d1d5db; border-radius: 8px; background: #fff; font: inherit; font-size: 0.8rem; color: #111827; cursor: pointer; overflow-wrap: anywhere; }
.hd-icon-result:hover { border-color: #2563eb; }
.hd-icon-result:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.hd-icon-result img { width: 48px; height: 48px; object-fit: contain; }
.hd-widget-preview { max-width: 420px; margin: 0 auto; padding: 1rem; border-radius: 12px; background: var(--hd-color-background, #f3f4f6); }
.hd-options-preview { display: grid; gap: 0.5rem; align-content: start; margin: 0; }
.hd-options-preview__title { margin: 0; font-weight: 600; font-size: 0.9rem; color: #374151; }
`;
