// Demo kits, orders and customers (spec 000 §7.5, spec 001 §3, §4): the demo member has kits from
// both labs in several statuses — Spot results with ranges, a sample in transit with its tracking
// number, one waiting for confirmation; Auria results and an order placed; a completed body scan —
// each report encrypted to the member's key as the server stores vendor data. Seeded kits are
// 'manual' in the sandbox, so they keep their status until an admin advances them. Two free kits
// (SPT-DEMO1000, AUR-DEMO1000) can be registered from the testing center. Idempotent.
import { sql, type Kysely } from 'kysely';
import type { ProviderCode } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { kitVendors, productOf, selectKits, syncKit } from '../domain/kits/kits.js';

const DAY = 86_400_000;

export interface DemoKit {
  kit_id: string;
  provider: ProviderCode;
  test: string;
  /** Sandbox step (-1 = registered, not confirmed: 'Partially Completed'). */
  step: number;
  ordered?: 'general-health-test' | 'auria-test';
  daysAgo: number;
}

const MEMBER_KITS: DemoKit[] = [
  { kit_id: 'SPT-DEMO0001', provider: 'spot', test: 'general-health', step: 5, ordered: 'general-health-test', daysAgo: 30 },
  { kit_id: 'SPT-DEMO0002', provider: 'spot', test: 'cardiovascular', step: 2, daysAgo: 6 },
  { kit_id: 'SPT-DEMO0003', provider: 'spot', test: 'thyroid-health', step: -1, daysAgo: 2 },
  { kit_id: 'AUR-DEMO0001', provider: 'namida', test: 'auria', step: 3, ordered: 'auria-test', daysAgo: 21 },
  { kit_id: 'AUR-DEMO0002', provider: 'namida', test: 'auria', step: 0, daysAgo: 3 },
  { kit_id: 'SCN-DEMO0001', provider: '3d-look', test: 'body-scan', step: 2, daysAgo: 10 },
  // An older general health test: each biomarker has a trend across kits (the timeline, the result page).
  { kit_id: 'SPT-DEMO0004', provider: 'spot', test: 'general-health', step: 5, daysAgo: 200 },
];

/** Kits the sandbox labs issued that nobody holds yet: type one into the register screen. */
const FREE_KITS: DemoKit[] = [
  { kit_id: 'SPT-DEMO1000', provider: 'spot', test: 'general-health', step: -1, daysAgo: 1 },
  { kit_id: 'AUR-DEMO1000', provider: 'namida', test: 'auria', step: -1, daysAgo: 1 },
];

const OTHER_CUSTOMERS = [
  { first: 'Ada', last: 'Lovelace', email: 'ada.lovelace@example.test', product: 'fitbit', daysAgo: 12 },
  { first: 'Grace', last: 'Hopper', email: 'grace.hopper@example.test', product: 'general-health-test', daysAgo: 4 },
  { first: 'Alan', last: 'Turing', email: 'alan.turing@example.test', product: 'auria-test', daysAgo: 0 },
] as const;

async function nextOrderNumber(db: Kysely<Database>): Promise<string> {
  const row = await sql<{ n: string }>`select 'HD' || nextval('order_number_seq') as n`.execute(db);
  return row.rows[0].n;
}

async function ensureSandboxKit(db: Kysely<Database>, kit: DemoKit, now: Date, person: { id: string; email: string } | null): Promise<void> {
  const started = kit.step >= 0 && person;
  await db
    .insertInto('vendor_sandbox_kits')
    .values({
      kit_id: kit.kit_id,
      provider_code: kit.provider,
      test_code: kit.test,
      mode: 'manual',
      manual_steps: Math.max(0, kit.step),
      started_at: started ? new Date(now.getTime() - kit.daysAgo * DAY) : null,
      registered_to: started ? JSON.stringify({ patient_id: person.id, email: person.email }) : null,
      created_at: new Date(now.getTime() - (kit.daysAgo + 5) * DAY),
    })
    .onConflict((oc) => oc.column('kit_id').doNothing())
    .execute();
}

/**
 * A kit the sandbox lab issued, registered to `member` `kit.daysAgo` days ago and advanced to
 * `kit.step`; its report, if any, sealed to the member's public key as the vendor sync does.
 * Nothing when the kit ID is taken. (Also used by tests/benchmarks/kit-results-100.ts.)
 */
export async function addMemberKit(db: Kysely<Database>, member: { id: string; email: string }, kit: DemoKit, now: Date, customerId: string | null = null): Promise<void> {
  const exists = await db.selectFrom('kits').select('id').where('kit_id', '=', kit.kit_id).executeTakeFirst();
  if (exists) return;
  const ctx = { db, config: { now: () => now } };
  const vendors = kitVendors(ctx);
  await ensureSandboxKit(db, kit, now, member);
  const at = new Date(now.getTime() - (kit.daysAgo + 3) * DAY);
  let orderId: string | null = null;
  if (kit.ordered && customerId) {
    const order = await db
      .insertInto('orders')
      .values({ order_number: await nextOrderNumber(db), customer_id: customerId, user_id: member.id, product: kit.ordered, kit_id: kit.kit_id, created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    orderId = order.id;
  }
  const inserted = await db
    .insertInto('kits')
    .values({
      kit_id: kit.kit_id,
      provider_code: kit.provider,
      test_code: kit.test,
      test_name: productOf(vendors, kit.provider, kit.test).name,
      user_id: member.id,
      order_id: orderId,
      registered_at: at,
      confirmed_at: kit.step >= 0 ? new Date(now.getTime() - kit.daysAgo * DAY) : null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await selectKits(ctx).where('kits.id', '=', inserted.id).executeTakeFirstOrThrow();
  await syncKit(ctx, vendors, row);
}

export async function seedDemoKits(db: Kysely<Database>, email = 'member@healthdeck.test', now = new Date()): Promise<void> {
  const member = await db.selectFrom('users').select(['id', 'email']).where('email', '=', email).executeTakeFirst();
  for (const kit of FREE_KITS) await ensureSandboxKit(db, kit, now, null);
  if (!member) return;

  const customer = await db
    .insertInto('customers')
    .values({ user_id: member.id, billing_first_name: 'Demo', billing_last_name: 'Member', billing_email: member.email })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute()
    .then(() => db.selectFrom('customers').select('id').where('user_id', '=', member.id).executeTakeFirstOrThrow());

  for (const kit of MEMBER_KITS) await addMemberKit(db, member, kit, now, customer.id);

  const fitbit = await db.selectFrom('orders').select('id').where('user_id', '=', member.id).where('product', '=', 'fitbit').executeTakeFirst();
  if (!fitbit) {
    await db
      .insertInto('orders')
      .values({ order_number: await nextOrderNumber(db), customer_id: customer.id, user_id: member.id, product: 'fitbit', created_at: new Date(now.getTime() - 5 * DAY) })
      .execute();
  }

  for (const other of OTHER_CUSTOMERS) {
    const known = await db.selectFrom('customers').select('id').where('billing_email', '=', other.email).executeTakeFirst();
    if (known) continue;
    const row = await db
      .insertInto('customers')
      .values({ billing_first_name: other.first, billing_last_name: other.last, billing_email: other.email })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('orders')
      .values({ order_number: await nextOrderNumber(db), customer_id: row.id, product: other.product, created_at: new Date(now.getTime() - other.daysAgo * DAY) })
      .execute();
  }
}
