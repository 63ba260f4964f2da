import type { Kysely } from 'kysely';
import { PageClass } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { Database } from '../db/schema.js';
import { ensureClassRecord } from './ensure-class-record.js';

// The member's store pages (issue 15): Orders (order a test or a tracker, follow orders, find a lab
// site), Rewards (stars, redeem, My rewards) and the Wellbeing library. Each page's `path` names its
// widget screen (portal page-path-content.tsx), so the sidebar reaches it; open to every member.
// Idempotent: found by slug and never overwritten, so what an administrator changed stays.
export const DEMO_STORE_PAGES = [
  { title: 'Orders', slug: 'orders', path: 'orders' },
  { title: 'Rewards', slug: 'rewards', path: 'rewards' },
  { title: 'Wellbeing library', slug: 'wellbeing-library', path: 'wellbeing-library' },
] as const;

export async function seedDemoStorePages(db: Kysely<Database>): Promise<void> {
  const store = createClassStore(db);
  for (const page of DEMO_STORE_PAGES) {
    await ensureClassRecord(store, 'pages', { slug: page.slug }, () => PageClass.parse({ ...page, content_display: 'default' }));
  }
}
