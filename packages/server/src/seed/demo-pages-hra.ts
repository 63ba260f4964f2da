import type { Kysely } from 'kysely';
import { PageClass } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { Database } from '../db/schema.js';
import { ensureClassRecord } from './ensure-class-record.js';

// The member's form pages (spec 001 §2 routes: "page whose path is hra-form"; spec 000 §7.6 the
// nutrition form): configured pages whose path names the portal's screen (the portal's
// page-path-content.tsx), for every member (no programmes), in the sidebar. The demo programme's
// "health assessment" action already leads to slug hra-form. Idempotent: found by slug, never
// overwritten, so what an administrator changed stays.

export const DEMO_FORM_PAGES = [
  { title: 'Health Assessment', slug: 'hra-form', path: 'hra-form' },
  { title: 'Nutrition Form', slug: 'nutrition-form', path: 'nutrition-form' },
] as const;

export async function seedDemoFormPages(db: Kysely<Database>): Promise<void> {
  const store = createClassStore(db);
  for (const page of DEMO_FORM_PAGES) {
    await ensureClassRecord(store, 'pages', { slug: page.slug }, () => PageClass.parse({ ...page, content_display: 'default' }));
  }
}
