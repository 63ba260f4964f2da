/**
 * Styles of the admin screens (table, toolbar, the pagination's place, gate). The shell (hd-shell, hd-sidebar,
 * hd-main, and the phone's Menu button and folding hd-sidebar__menu) comes from the host app, so the
 * admin area looks and folds like the member area around it.
 *
 * A refreshing table (aria-busy) keeps its text at full contrast, as dimmed links fell below 4.5:1;
 * the pointer says it is busy.
 */
export const ADMIN_CSS = `
.hd-table-toolbar { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; margin-bottom: 1rem; }
.hd-table-toolbar .hd-field { min-width: 16rem; }
.hd-select { display: grid; gap: 0.25rem; }
.hd-select label { font-weight: 600; font-size: 0.9rem; }
/* As tall as a text field beside it (Chromium ignores line-height on a select): its 1.5 lines, padding and border. */
.hd-select select { font: inherit; min-height: calc(1.5em + 1rem + 2px); padding: 0.5rem 0.75rem; border: 1px solid var(--hd-color-border, #d1d5db); border-radius: var(--hd-radius, 8px); background: #fff; }
.hd-table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 12px; overflow: hidden; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.hd-table th, .hd-table td { text-align: left; padding: 0.65rem 0.9rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
.hd-table th { background: #f9fafb; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.03em; color: #4b5563; }
.hd-table[aria-busy='true'] tbody { cursor: progress; }
.hd-table td { overflow-wrap: anywhere; }
/* In a scroll region a narrow screen scrolls the table rather than breaking its words mid-way ('Remov e'). */
.hd-table-scroll .hd-table td { overflow-wrap: break-word; }
/* The pagination's own rules are the widgets' (primitives/pagination/pagination.css); here its place under a table. */
.hd-pagination { margin-top: 1rem; }
.hd-table-error { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; padding: 0.75rem 1rem; margin-bottom: 1rem; border-radius: 8px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.hd-table-error p { margin: 0; }
.hd-admin-gate { max-width: 36rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px; }
.hd-admin-nav { display: grid; gap: 0.5rem; }
/* Hints on the admin's grey page background need a darker grey than on white (WCAG AA 4.5:1). */
.hd-shell--admin .hd-field__hint { color: #4b5563; }
.hd-admin-nav__title { margin: 0.5rem 0 0; font-size: 0.8rem; text-transform: uppercase; letter-spacing: 0.05em; opacity: 0.85; }
.hd-admin-nav__group summary { cursor: pointer; padding: 0.4rem 0.75rem; border-radius: 6px; font-weight: 600; }
.hd-admin-nav__group summary:focus-visible, .hd-admin-nav a:focus-visible { outline: 2px solid currentColor; outline-offset: 2px; }
.hd-admin-nav__group ul { padding-left: 0.5rem; font-size: 0.95rem; }
.hd-admin-nav__group a { padding: 0.35rem 0.75rem; }
.hd-admin-heading { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 1rem; margin-bottom: 1rem; }
.hd-admin-heading h1 { margin: 0; }
.hd-link-button { display: inline-flex; align-items: center; text-decoration: none; }
.hd-notice { padding: 0.75rem 1rem; border-radius: 8px; background: #ecfdf5; color: #065f46; border: 1px solid #a7f3d0; }
/* Positioned, so the visually hidden header text inside (position: absolute) scrolls with the table, not the page. */
.hd-table-scroll { overflow-x: auto; max-width: 100%; position: relative; }
.hd-table-scroll-hint { margin: 0 0 0.5rem; font-size: 0.875rem; color: #4b5563; }
.hd-table-scroll:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
.hd-sort { font: inherit; color: inherit; text-transform: inherit; letter-spacing: inherit; background: none; border: 0; padding: 0; cursor: pointer; display: inline-flex; gap: 0.35rem; align-items: center; }
.hd-sort:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
.hd-sort__mark { font-size: 0.75em; }
.hd-row-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; }
.hd-row-actions .hd-button { padding: 0; min-height: 0; }
.hd-skeleton { display: block; height: 0.9rem; border-radius: 4px; background: linear-gradient(90deg, #e5e7eb 25%, #f3f4f6 50%, #e5e7eb 75%); background-size: 200% 100%; animation: hd-skeleton 1.2s ease-in-out infinite; }
@keyframes hd-skeleton { from { background-position: 200% 0; } to { background-position: -200% 0; } }
@media (prefers-reduced-motion: reduce) { .hd-skeleton { animation: none; } }
.hd-back { margin: 0 0 0.5rem; }
.hd-action-tree { background: #fff; border-radius: 12px; padding: 1rem 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); max-width: 48rem; }
.hd-action-tree h2 { margin: 0 0 0.5rem; font-size: 1.1rem; }
.hd-action-tree ul { margin: 0; padding-left: 1.25rem; display: grid; gap: 0.35rem; }
.hd-action-tree ul ul { margin-top: 0.35rem; }
.hd-action-tree a[aria-current='page'] { font-weight: 700; }
.hd-action-tree__kind { color: #4b5563; }
.hd-action-item { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0 0 0.5rem; }
.hd-action-item dd { margin: 0; }
.hd-upload { display: flex; flex-wrap: wrap; gap: 0.5rem 0.75rem; align-items: center; }
.hd-upload__message { flex-basis: 100%; margin: 0; }
.hd-inline-form { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: start; margin-bottom: 1.25rem; }
/* A field never wider than the form (a file input is as wide as its text by default): it holds at 375 px. */
.hd-inline-form > .hd-field { min-width: 0; max-width: 100%; }
.hd-inline-form .hd-button { margin-top: 1.6rem; }
.hd-permissions { border: 1px solid #e5e7eb; border-radius: 12px; background: #fff; padding: 1rem 1.25rem; }
.hd-permissions legend { font-weight: 600; padding: 0 0.25rem; }
.hd-permissions ul, .hd-permission-list { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.4rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
.hd-permissions label { display: flex; gap: 0.5rem; align-items: center; overflow-wrap: anywhere; }
.hd-permission-list li { display: flex; gap: 0.75rem; align-items: center; justify-content: space-between; background: #fff; padding: 0.5rem 0.75rem; border-radius: 8px; overflow-wrap: anywhere; }
.hd-class-form { max-width: 48rem; background: #fff; border-radius: 12px; padding: 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.hd-class-form__fields { display: grid; gap: 1rem; grid-template-columns: minmax(0, 1fr); }
.hd-class-form textarea { font: inherit; width: 100%; box-sizing: border-box; resize: vertical; }
.hd-class-form select.hd-field__input { background: #fff; }
.hd-field--checkbox .hd-field__label-row { display: flex; align-items: center; gap: 0.5rem; }
.hd-checkbox__input { width: 1.2rem; height: 1.2rem; }
/* A list or object field (classes/structured-editor.tsx): its items in bordered groups, their buttons in a row that wraps. */
.hd-structured { border: 0; padding: 0; margin: 0; min-width: 0; }
.hd-structured > legend { padding: 0; margin-bottom: 0.35rem; }
.hd-structured__body { display: grid; gap: 1rem; grid-template-columns: minmax(0, 1fr); }
.hd-structured__aside { min-width: 0; }
.hd-structured__controls, .hd-structured__parts { display: grid; gap: 0.75rem; min-width: 0; }
.hd-structured__items { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.hd-structured__item { display: grid; gap: 0.5rem; padding: 0.75rem; border: 1px solid #d1d5db; border-radius: 8px; background: #f9fafb; min-width: 0; }
.hd-structured__record, .hd-structured__nested { border: 0; margin: 0; padding: 0; display: grid; gap: 0.75rem; min-width: 0; }
.hd-structured__record > legend { font-weight: 600; padding: 0; margin-bottom: 0.25rem; }
.hd-structured__nested { border-top: 1px solid #e5e7eb; padding-top: 0.5rem; }
.hd-structured__nested > legend { font-weight: 600; font-size: 0.9rem; padding: 0; }
.hd-structured__value { display: grid; gap: 0.25rem; }
.hd-structured__value label { font-weight: 600; font-size: 0.9rem; }
.hd-structured__actions, .hd-structured__add { display: flex; flex-wrap: wrap; gap: 0.25rem 0.75rem; align-items: center; }
.hd-structured__none, .hd-structured__max { margin: 0; color: #4b5563; font-size: 0.9rem; }
.hd-structured .hd-field__input { width: 100%; box-sizing: border-box; }
/* The widget options' live preview beside their controls on a wide screen; the form widens for it. */
.hd-class-form:has(.hd-structured--aside) { max-width: 72rem; }
@media (min-width: 900px) {
  .hd-structured--aside .hd-structured__body { grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); align-items: start; }
  .hd-structured--aside .hd-structured__aside { position: sticky; top: 1rem; }
}
.hd-file-current, .hd-item-files { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-top: 0.35rem; font-size: 0.9rem; }
.hd-form-note { margin: 0 0 1rem; color: #4b5563; font-size: 0.9rem; }
.hd-form-error { padding: 0.75rem 1rem; border-radius: 8px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.hd-form-actions { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-top: 1.25rem; }
.hd-form-actions__delete { margin-left: auto; }
.hd-partner-keys { max-width: 60rem; margin-top: 2rem; }
.hd-partner-keys h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
.hd-result-rules { max-width: 60rem; margin-top: 2rem; }
.hd-result-rules h2 { margin: 0 0 0.5rem; font-size: 1.25rem; }
.hd-result-rules__list { list-style: none; margin: 0 0 1rem; padding: 0; }
.hd-result-rules__item p { margin: 0; overflow-wrap: anywhere; }
.hd-result-rules__buttons { display: flex; flex-wrap: wrap; gap: 0.5rem; }
.hd-result-rules__outcomes { border: 1px solid #d1d5db; border-radius: 8px; padding: 0.75rem 1rem; display: grid; gap: 0.75rem; min-width: 0; }
.hd-partner-key-secret { margin: 0 0 1.25rem; padding: 1rem 1.25rem; border-radius: 12px; background: #fffbeb; color: #78350f; border: 1px solid #fcd34d; }
.hd-partner-key-secret:focus-visible { outline: 2px solid #2563eb; outline-offset: 2px; }
.hd-partner-key-secret h3 { margin: 0 0 0.5rem; font-size: 1.05rem; }
.hd-partner-key-secret__row { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: center; margin-top: 0.35rem; }
.hd-partner-key-secret__value { flex: 1 1 22rem; min-width: 0; font-family: ui-monospace, monospace; background: #fff; }
.hd-partner-key-secret__status { margin: 0.5rem 0 0; min-height: 1.25rem; }
/* One column that may shrink below its content's width (a file input, a long word), so a section holds at 375 px. */
.hd-link-section { background: #fff; border-radius: 12px; padding: 1rem 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); margin-bottom: 1.25rem; display: grid; grid-template-columns: minmax(0, 1fr); gap: 0.75rem; }
.hd-link-section h2 { margin: 0; font-size: 1.15rem; }
.hd-link-section .hd-table { box-shadow: none; }
.hd-link-add { display: flex; flex-wrap: wrap; gap: 0.75rem; align-items: end; }
.hd-link-add .hd-field { min-width: 12rem; }
.hd-link-add__error { flex-basis: 100%; margin: 0; }
/* A form's heading and intro above its fields (the member page's enrollment), not in their row. */
.hd-link-add__intro { flex-basis: 100%; }
.hd-link-add__intro p { margin: 0.25rem 0 0; }
.hd-link-priority { display: flex; gap: 0.5rem; align-items: center; }
.hd-link-priority__input { width: 5rem; font: inherit; padding: 0.35rem 0.5rem; border: 1px solid #6b7280; border-radius: 6px; }
.hd-checkbox-label { display: inline-flex; gap: 0.5rem; align-items: center; min-height: 2.5rem; }
/* Toast-message locations: path, switch, state and delete on one line; the path takes the line on a phone. */
.hd-toast-locations { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
.hd-toast-location { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem 1rem; background: #fff; padding: 0.5rem 0.75rem; border-radius: 8px; }
.hd-toast-location .hd-field { flex: 1 1 16rem; min-width: 0; }
.hd-toast-location .hd-field__input { width: 100%; }
.hd-toast-location__state { min-width: 5rem; }
.hd-toast-location > .hd-field__error, .hd-toast-location > .hd-form-error { flex-basis: 100%; margin: 0; }
.hd-toast-location-add { display: flex; flex-wrap: wrap; align-items: end; gap: 0.5rem 1rem; margin-block: 1rem; }
.hd-toast-location-add > .hd-field__error { flex-basis: 100%; margin: 0; }
.hd-logo-variants { list-style: none; margin: 0 0 1.25rem; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr)); }
.hd-logo-variant { background: #fff; border-radius: 12px; padding: 1rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); display: grid; gap: 0.5rem; align-content: start; overflow-wrap: anywhere; }
.hd-logo-variant img { max-width: 100%; max-height: 8rem; object-fit: contain; background: #f3f4f6; border-radius: 8px; }
.hd-tabs ul { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-wrap: wrap; gap: 0.25rem 1rem; border-bottom: 1px solid #d1d5db; }
.hd-tabs a { display: inline-block; padding: 0.5rem 0.25rem; text-decoration: none; border-bottom: 3px solid transparent; }
.hd-tabs a[aria-current='page'] { border-bottom-color: currentColor; font-weight: 700; }
.hd-panel h3 { margin: 0; font-size: 1rem; }
.hd-panel ul { margin: 0; }
.hd-panel { background: #fff; border-radius: 12px; padding: 1rem 1.25rem; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); margin-bottom: 1.25rem; display: grid; gap: 0.75rem; max-width: 56rem; }
.hd-panel h2 { margin: 0; font-size: 1.15rem; }
.hd-reward-image { max-width: 100%; max-height: 12rem; object-fit: contain; border-radius: 8px; background: #f3f4f6; }
@media (max-width: 767px) {
  .hd-link-add .hd-field { min-width: 0; flex: 1 1 100%; }
  .hd-table-toolbar .hd-field { min-width: 0; flex: 1 1 100%; }
  .hd-class-form { padding: 1rem; }
  .hd-form-actions__delete { margin-left: 0; }
}
`;
