/** The page layout editor's styles (loaded with its screen; React 19 hoists the <style>). */
export const LAYOUT_CSS = `
.hd-layout { display: grid; gap: 1.5rem; grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 1280px) { .hd-layout { grid-template-columns: minmax(22rem, 30rem) minmax(0, 1fr); } }
.hd-layout__editor { display: grid; gap: 1rem; }
.hd-layout__status { align-self: center; color: #374151; }
.hd-layout-editor { display: grid; gap: 1rem; }
.hd-layout-editor > .hd-form-note { margin: 0; }
.hd-layout-area { background: #fff; border-radius: 12px; padding: 0.75rem 1rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.hd-layout-area__title { font-size: 1rem; margin: 0 0 0.5rem; }
.hd-layout-area__count { font-weight: 400; color: #4b5563; }
.hd-layout-area__note { margin: 0 0 0.5rem; color: #4b5563; font-size: 0.85rem; }
.hd-layout-area__list { list-style: none; margin: 0; padding: 0.25rem; display: grid; gap: 0.4rem; min-height: 2.75rem; border: 2px dashed transparent; border-radius: 8px; }
.hd-layout-area__list--over { border-color: #2563eb; }
.hd-layout-area__empty { color: #4b5563; font-size: 0.9rem; padding: 0.5rem; }
.hd-layout-item { display: flex; align-items: center; gap: 0.5rem; padding: 0.35rem 0.5rem; border: 1px solid #e5e7eb; border-radius: 8px; background: #f9fafb; touch-action: none; }
.hd-layout-item--dragging { position: relative; z-index: 1; box-shadow: 0 4px 12px rgb(0 0 0 / 0.15); background: #eff6ff; }
.hd-layout-item__handle { flex: none; display: inline-grid; place-items: center; width: 2.25rem; height: 2.25rem; border: 1px solid #d1d5db; border-radius: 6px; background: #fff; color: #111827; cursor: grab; font-size: 1.1rem; }
.hd-layout-item__handle:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.hd-layout-item__name { flex: 1 1 auto; min-width: 0; overflow-wrap: anywhere; }
.hd-layout-item__meta { color: #4b5563; font-size: 0.85rem; }
.hd-layout-item .hd-button { padding: 0; min-height: 0; }
.hd-layout-add { border: 1px solid #e5e7eb; border-radius: 12px; background: #fff; padding: 0.75rem 1rem; }
.hd-layout-add legend { font-weight: 600; padding: 0 0.25rem; }
.hd-layout-add .hd-inline-form { margin: 0; }
.hd-layout-add .hd-select select { max-width: 100%; }
.hd-layout-preview { min-width: 0; }
.hd-layout-preview h2 { margin: 0 0 0.25rem; font-size: 1.1rem; }
.hd-layout-preview__page { border: 1px solid #d1d5db; border-radius: 12px; padding: 1rem; background: var(--hd-color-background, #f3f4f6); overflow: hidden; }
.hd-layout-preview__title { font-size: 1.6rem; font-weight: 700; margin: 0; }
.hd-layout-preview__journal { margin-bottom: 1rem; padding: 0.75rem; border-radius: 12px; background: #fff; max-width: 600px; }
.hd-layout-preview__journal-title { font-weight: 700; margin: 0 0 0.5rem; }
.hd-layout-add__note { margin: 0.5rem 0 0; }
.hd-layout__side { display: grid; gap: 1.5rem; min-width: 0; }
.hd-layout__versions { background: #fff; border-radius: 12px; padding: 0.75rem 1rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.hd-layout__versions p { margin: 0.15rem 0; overflow-wrap: anywhere; }
.hd-layout__problems ul, .hd-layout-preview__hidden ul { margin: 0.25rem 0 0; padding-left: 1.25rem; }
.hd-layout__problems p, .hd-layout-preview__hidden p { margin: 0; }
.hd-layout-preview__controls { align-items: end; flex-wrap: wrap; }
.hd-layout-preview__widths { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; }
.hd-layout-preview__widths legend { padding: 0; margin-bottom: 0.25rem; }
.hd-layout-preview__width { display: inline-flex; align-items: center; gap: 0.35rem; min-height: 2.75rem; }
.hd-layout-preview__status:empty { display: none; }
.hd-layout-preview__hidden { margin: 0 0 0.75rem; color: #374151; }
.hd-preview-frame { position: relative; overflow: hidden; border: 1px solid #d1d5db; border-radius: 12px; background: #fff; }
.hd-preview-frame__frame { display: block; border: 0; transform-origin: top left; }
.hd-layout-history { background: #fff; border-radius: 12px; padding: 0.75rem 1rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.hd-layout-history h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
.hd-layout-history__list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.hd-layout-history__item { border-top: 1px solid #e5e7eb; padding-top: 0.75rem; display: grid; gap: 0.25rem; justify-items: start; }
.hd-layout-history__item:first-child { border-top: 0; padding-top: 0; }
.hd-layout-history__item p, .hd-layout-history__item ul { margin: 0; overflow-wrap: anywhere; }
.hd-layout-history__item ul { padding-left: 1.25rem; }
.hd-layout-history__meta, .hd-layout-history__current { color: #374151; }
`;
