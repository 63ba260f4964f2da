/**
 * Styles of the admin screens (table, toolbar, pagination, gate). The shell (hd-shell, hd-sidebar,
 * hd-main) comes from the host app, so the admin area looks like the member area around it.
 */
export const ADMIN_CSS = `
.hd-table-toolbar { display: flex; flex-wrap: wrap; gap: 1rem; align-items: end; margin-bottom: 1rem; }
.hd-table-toolbar .hd-field { min-width: 16rem; }
.hd-select { display: grid; gap: 0.25rem; }
.hd-select label { font-weight: 600; font-size: 0.9rem; }
.hd-select select { font: inherit; padding: 0.5rem 0.75rem; border: 1px solid var(--hd-color-border, #d1d5db); border-radius: var(--hd-radius, 8px); background: #fff; }
.hd-table { width: 100%; border-collapse: collapse; background: #fff; border-radius: 12px; overflow: hidden; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08); }
.hd-table th, .hd-table td { text-align: left; padding: 0.65rem 0.9rem; border-bottom: 1px solid #e5e7eb; vertical-align: top; }
.hd-table th { background: #f9fafb; font-size: 0.85rem; text-transform: uppercase; letter-spacing: 0.03em; color: #4b5563; }
.hd-table[aria-busy='true'] tbody { opacity: 0.6; }
.hd-table td { overflow-wrap: anywhere; }
.hd-pagination { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-top: 1rem; }
.hd-pagination__total { margin-left: auto; color: #4b5563; font-size: 0.9rem; }
.hd-table-error { display: flex; flex-wrap: wrap; align-items: center; gap: 1rem; padding: 0.75rem 1rem; margin-bottom: 1rem; border-radius: 8px; background: #fef2f2; color: #991b1b; border: 1px solid #fecaca; }
.hd-table-error p { margin: 0; }
.hd-admin-gate { max-width: 36rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px; }
`;
