// Demo rewards (spec 000 §7.4) and notifications (§7.6) so `npm start` shows them with real data:
// three rewards with redemption secrets and a background image, one past redemption and a few
// stars for member@healthdeck.test, and a couple of notifications. Idempotent: rewards are matched
// by name, secrets by (reward, secret), the redemption and stars are given once.
import { randomUUID } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { rewardImageStore } from '../domain/rewards/rewards.js';
import { notify } from '../notifications/notify.js';

interface DemoReward {
  name: string;
  description: string;
  star_cost: number;
  /** Two colours of the background's left-to-right gradient. */
  colours: [[number, number, number], [number, number, number]];
  secrets: string[];
}

export const DEMO_REWARDS: DemoReward[] = [
  {
    name: 'Smoothie voucher',
    description: 'One smoothie at any partner juice bar.',
    star_cost: 15,
    colours: [
      [255, 183, 77],
      [244, 81, 30],
    ],
    secrets: ['SMOOTHIE-7K2Q', 'SMOOTHIE-4M9T', 'SMOOTHIE-8P3W', 'SMOOTHIE-2X6D'],
  },
  {
    name: 'Yoga class pass',
    description: 'A drop-in class at a partner studio near you.',
    star_cost: 40,
    colours: [
      [129, 199, 132],
      [0, 121, 107],
    ],
    secrets: ['YOGA-31QZ', 'YOGA-58LR', 'YOGA-90VC'],
  },
  {
    name: 'Fitness tracker discount',
    description: '25% off a fitness tracker in the partner shop.',
    star_cost: 100,
    colours: [
      [100, 181, 246],
      [57, 73, 171],
    ],
    secrets: ['TRACK25-A1B2', 'TRACK25-C3D4'],
  },
];

const DEMO_EMAIL = 'member@healthdeck.test';
const DEMO_STARS = 40;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG (8-bit RGB) with a horizontal gradient between two colours. */
export function gradientPng(width: number, height: number, from: [number, number, number], to: [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3); // filter byte 0, then RGB
  for (let x = 0; x < width; x += 1) {
    const t = width > 1 ? x / (width - 1) : 0;
    for (let c = 0; c < 3; c += 1) row[1 + x * 3 + c] = Math.round(from[c] + (to[c] - from[c]) * t);
  }
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // bit depth 8, colour type RGB, deflate, no filter, no interlace
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

export async function seedDemoRewards(db: Kysely<Database>): Promise<void> {
  const store = rewardImageStore(db);
  const ids: string[] = [];
  for (const reward of DEMO_REWARDS) {
    let row = await db.selectFrom('rewards').select('id').where('name', '=', reward.name).executeTakeFirst();
    if (!row) {
      const key = randomUUID();
      await store.put(key, gradientPng(480, 240, reward.colours[0], reward.colours[1]));
      row = await db
        .insertInto('rewards')
        .values({ name: reward.name, description: reward.description, star_cost: reward.star_cost, image_key: key, image_content_type: 'image/png' })
        .returning('id')
        .executeTakeFirstOrThrow();
    }
    ids.push(row.id);
    await db
      .insertInto('reward_secrets')
      .values(reward.secrets.map((secret) => ({ reward_id: row.id, secret })))
      .onConflict((oc) => oc.columns(['reward_id', 'secret']).doNothing())
      .execute();
  }

  const member = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (!member) return;
  const redeemed = await db.selectFrom('reward_redemptions').select('id').where('user_id', '=', member.id).executeTakeFirst();
  if (!redeemed) {
    // One past redemption (the first smoothie code) and a few stars to spend, given once.
    await db.transaction().execute(async (trx) => {
      const first = DEMO_REWARDS[0];
      const secret = await trx
        .updateTable('reward_secrets')
        .set({ redeemed_at: new Date() })
        .where('reward_id', '=', ids[0])
        .where('secret', '=', first.secrets[0])
        .where('redeemed_at', 'is', null)
        .returning(['id', 'secret'])
        .executeTakeFirst();
      if (secret) {
        await trx
          .insertInto('reward_redemptions')
          .values({ user_id: member.id, reward_id: ids[0], secret_id: secret.id, reward_name: first.name, star_cost: first.star_cost, secret: secret.secret })
          .execute();
      }
      await trx
        .updateTable('users')
        .set((eb) => ({ star_balance: eb('star_balance', '+', DEMO_STARS) }))
        .where('id', '=', member.id)
        .execute();
    });
  }

  const notes = [
    { title: 'Welcome to rewards', body: `Complete daily tasks to earn stars, then redeem them for rewards. You have ${DEMO_STARS} stars to start with.` },
    { title: 'New reward: Yoga class pass', body: 'Redeem 40 stars for a drop-in class at a partner studio.' },
  ];
  const existing = await db
    .selectFrom('notifications')
    .select('title')
    .where('user_id', '=', member.id)
    .where(
      'title',
      'in',
      notes.map((n) => n.title),
    )
    .execute();
  const have = new Set(existing.map((n) => n.title));
  for (const note of notes) if (!have.has(note.title)) await notify(db, member.id, note);
}
