import type { Kysely } from 'kysely';
import { GlobalDefaultClass, type PageType } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { Database } from '../db/schema.js';
import { CONTACT_LINK_KEY } from '../domain/health-tips/health-tips.js';
import { ensureDemoPages } from './demo-screen-pages.js';
import { ensureClassRecord } from './ensure-class-record.js';

// One demo page of each typed page that has content of its own (spec 000 §3.4 page types; the
// portal's page-type-content.tsx): the member finds them in the sidebar, open to every member.
// The CALENDLY page shows once an administrator turns the calendly feature flag on (off by default,
// spec 001 §2; the demo keeps the default). The contact page the CONTACTUS page opens is the global
// default contact_us_link. Idempotent: found by slug (or key) and never overwritten, so what an
// administrator changed stays.
export const DEMO_TYPED_PAGES: readonly { title: string; slug: string; page_type: PageType }[] = [
  { title: 'Schedule a call', slug: 'schedule-a-call', page_type: 'CALENDLY' },
  { title: 'Referrals', slug: 'referrals', page_type: 'REFERRALS' },
  { title: 'Featured referral', slug: 'featured-referral', page_type: 'RANDOMREFERRAL' },
  { title: 'Health tip', slug: 'health-tip', page_type: 'HEALTHTIP' },
  { title: 'Contact us', slug: 'contact-us', page_type: 'CONTACTUS' },
  { title: 'How to take your test', slug: 'how-to-test', page_type: 'TESTINGINSTRUCTION' },
  { title: 'Insights', slug: 'insights', page_type: 'INSIGHTS' },
  { title: 'My test', slug: 'my-test', page_type: 'MYTESTPAGE' },
];

export const DEMO_CONTACT_LINK = 'https://healthdeck.example.com/contact';

export async function seedDemoTypedPages(db: Kysely<Database>): Promise<void> {
  await ensureDemoPages(db, DEMO_TYPED_PAGES);
  await ensureClassRecord(createClassStore(db), 'global_defaults', { key: CONTACT_LINK_KEY }, () =>
    GlobalDefaultClass.parse({ key: CONTACT_LINK_KEY, value: DEMO_CONTACT_LINK, description: 'The contact page a CONTACTUS page opens' }),
  );
}
