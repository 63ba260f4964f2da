import type { Kysely } from 'kysely';
import { PageClass } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { Database } from '../db/schema.js';
import { ensureClassRecord } from './ensure-class-record.js';

// Issue 15: the member's health actions and records, activity, and program results, each a
// configured page whose `path` names its screen (the portal's page-path-content.tsx), reached from
// the sidebar. Idempotent: found by slug and never overwritten, so an administrator's changes stay.

export const RECORDS_PAGES = [
  { title: 'Health actions', slug: 'health-actions', path: 'health-actions' },
  { title: 'My activity', slug: 'activity', path: 'activity' },
  { title: 'Program results', slug: 'program-results', path: 'program-results' },
] as const;

export async function seedDemoRecordsPages(db: Kysely<Database>): Promise<void> {
  const store = createClassStore(db);
  for (const page of RECORDS_PAGES) {
    await ensureClassRecord(store, 'pages', { slug: page.slug }, () => PageClass.parse({ ...page, content_display: 'default' }));
  }
}
