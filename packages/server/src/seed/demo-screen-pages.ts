import type { Kysely } from 'kysely';
import { PageClass } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { Database } from '../db/schema.js';
import { ensureClassRecord } from './ensure-class-record.js';

// The member's screens that are configured pages: each page's `path` names the portal's widget
// screen (packages/portal/src/pages/page-path-content.tsx), so the sidebar reaches it (spec 001 §2
// routes: "page whose path is hra-form", "the page list entry whose path is virtual-care"). Open
// to every member (no programmes). Idempotent: found by slug and never overwritten, so what an
// administrator changed stays.

export const DEMO_SCREEN_PAGES = [
  // The store pages.
  { title: 'Orders', slug: 'orders', path: 'orders' },
  { title: 'Rewards', slug: 'rewards', path: 'rewards' },
  { title: 'Wellbeing library', slug: 'wellbeing-library', path: 'wellbeing-library' },
  // Spec 000 §7.6: the forms.
  { title: 'Health Assessment', slug: 'hra-form', path: 'hra-form' },
  { title: 'Nutrition Form', slug: 'nutrition-form', path: 'nutrition-form' },
  // Health actions and records, activity, program results.
  { title: 'Health actions', slug: 'health-actions', path: 'health-actions' },
  { title: 'My activity', slug: 'activity', path: 'activity' },
  { title: 'Program results', slug: 'program-results', path: 'program-results' },
  // Spec 001 §6: the Primary Care Visit's Virtual Visit leads here (?consultType=3).
  { title: 'Virtual care', slug: 'virtual-care', path: 'virtual-care' },
] as const;

/** Demo pages open to every member, each found by slug and never overwritten (shared with demo-pages-typed.ts). */
export async function ensureDemoPages(db: Kysely<Database>, pages: readonly ({ title: string; slug: string } & Partial<PageClass>)[]): Promise<void> {
  const store = createClassStore(db);
  for (const page of pages) {
    await ensureClassRecord(store, 'pages', { slug: page.slug }, () => PageClass.parse({ ...page, content_display: 'default' }));
  }
}

export function seedDemoScreenPages(db: Kysely<Database>): Promise<void> {
  return ensureDemoPages(db, DEMO_SCREEN_PAGES);
}
