#!/usr/bin/env node
// The history generator: a member with years of data, to measure how screens age with a member.
// Five years (by default) of daily hydration, sleep, mood, symptoms, two meals, the daily tasks and
// a sign-in; 40 resulted lab kits, 200 vitals, 50 appointments, body scans, medications and
// programme actions. The member is made as a browser sign-up makes one (an RSA-4096 key pair locked
// by the password, a data key wrapped to it) and signs in with the printed password; every sealed
// record is sealed as the browser seals it, with @healthdeck/crypto under the member's own data key
// (kit reports arrive sealed to the member's public key, as the vendor sync seals them, and are then
// re-sealed under the data key as the member's browser does once it has opened them). Rows go in
// by the thousand.
//
// Against the database of a running `npm start` (its embedded PostgreSQL: --pg-port, default the
// start's PG_PORT or 5433) or any DATABASE_URL:
//   node --import tsx tests/benchmarks/history-generator.ts [--email=…] [--password=…] [--years=5] [--kits=40] [--vitals=200] [--appointments=50]
import { randomUUID } from 'node:crypto';
import { sql, type Insertable, type Kysely } from 'kysely';
import { MOOD_VALUES } from '@healthdeck/contract';
import { DEFAULT_KDF, deriveSecrets, openRecord, sealRecord, unlockPrivateKey, unwrapDataKey } from '@healthdeck/crypto';
import { connectDatabase } from '../../packages/server/src/db/connect.js';
import type { Database } from '../../packages/server/src/db/schema.js';
import { sealKitReport } from '../../packages/server/src/domain/kits/kits.js';
import { addMemberKit } from '../../packages/server/src/seed/demo-kits.js';
import { seedDemoOnboarding } from '../../packages/server/src/seed/demo-onboarding.js';
import { seedDemoUsers } from '../../packages/server/src/seed/demo-users.js';

const DAY = 86_400_000;

export interface HistoryOptions {
  email: string;
  password: string;
  years: number;
  kits: number;
  vitals: number;
  appointments: number;
  now: Date;
}

export interface GeneratedHistory {
  userId: string;
  email: string;
  password: string;
  rows: Record<string, number>;
  ms: number;
}

/** A small deterministic generator (mulberry32): the same options give the same history. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Inserts `rows` into `table`, a thousand a statement. */
async function bulk<T extends keyof Database & string>(db: Kysely<Database>, table: T, rows: Insertable<Database[T]>[]): Promise<number> {
  for (let i = 0; i < rows.length; i += 1000) {
    // Kysely's insert types are per table; the rows were built for this one.
    await db
      .insertInto(table)
      .values(rows.slice(i, i + 1000) as never)
      .execute();
  }
  return rows.length;
}

/** The member's keys as their browser holds them after sign-in: the private key opened with the password, the data key unwrapped by it. */
async function memberKeys(db: Kysely<Database>, userId: string, password: string) {
  const account = await db.selectFrom('accounts').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
  const { passphrase } = await deriveSecrets(password, account.key_salt, DEFAULT_KDF);
  const privateKey = await unlockPrivateKey(account.encrypted_private_key!, passphrase);
  const dataKey = await unwrapDataKey(account.encrypted_data_key!, privateKey);
  return { privateKey, dataKey };
}

export async function generateHistory(db: Kysely<Database>, options: HistoryOptions): Promise<GeneratedHistory> {
  const started = performance.now();
  const { now } = options;
  const rand = random(options.email.length * 7919 + options.years);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const between = (low: number, high: number) => low + rand() * (high - low);

  const existing = await db.selectFrom('users').select('id').where('email', '=', options.email).executeTakeFirst();
  if (existing) throw new Error(`${options.email} exists already: give another --email`);
  await seedDemoUsers(db, null, [{ email: options.email, name: 'Hana History', password: options.password, roles: ['member'] }]);
  await seedDemoOnboarding(db, [options.email]);
  const user = await db.selectFrom('users').select(['id', 'email']).where('email', '=', options.email).executeTakeFirstOrThrow();
  const userId = user.id;
  const { privateKey, dataKey } = await memberKeys(db, userId, options.password);
  const seal = (value: unknown) => sealRecord(dataKey, value);
  const rows: Record<string, number> = {};

  const days = Math.round(options.years * 365.25);
  const dayAt = (daysAgo: number, hour: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, hour, Math.floor(rand() * 60)));
  const symptoms = await db.selectFrom('symptoms').select('id').where('active', '=', true).execute();
  const tasks = await db.selectFrom('daily_tasks').select(['id', 'star_value']).where('active', '=', true).execute();
  const ingredients = await db.selectFrom('ingredients').select(['id', 'energy_kcal', 'carbs_g', 'protein_g', 'fat_g']).limit(50).execute();

  const hydration: Insertable<Database['user_hydration']>[] = [];
  const sleep: Insertable<Database['user_sleep']>[] = [];
  const moods: Insertable<Database['user_moods']>[] = [];
  const symptomLogs: Insertable<Database['user_symptom_logs']>[] = [];
  const dailyTasks: Insertable<Database['user_daily_tasks']>[] = [];
  const signIns: Insertable<Database['login_attempts']>[] = [];
  const meals: Insertable<Database['meals']>[] = [];
  const mealItems: Insertable<Database['meal_items']>[] = [];
  for (let ago = days - 1; ago >= 0; ago--) {
    const day = dayOf(dayAt(ago, 12));
    hydration.push({ user_id: userId, day, total_ounces: Math.round(between(32, 110)), updated_at: dayAt(ago, 20) });
    sleep.push({ user_id: userId, day, total_levels: Math.round(between(5, 9)), updated_at: dayAt(ago, 7) });
    moods.push({ user_id: userId, day, mood: pick(MOOD_VALUES), updated_at: dayAt(ago, 9) });
    if (symptoms.length && rand() < 0.2) symptomLogs.push({ user_id: userId, symptom_id: pick(symptoms).id, day, created_at: dayAt(ago, 10) });
    for (const task of tasks) {
      const done = rand() < 0.6;
      dailyTasks.push({ user_id: userId, task_id: task.id, day, star_value: task.star_value, completed_at: done ? dayAt(ago, 18) : null, created_at: dayAt(ago, 6) });
    }
    signIns.push({ email: user.email, outcome: 'succeeded', ip: '127.0.0.1', created_at: dayAt(ago, 8) });
    for (const [hour, name] of [
      [8, pick(['Porridge with berries', 'Eggs on toast', 'Yoghurt and granola'])],
      [13, pick(['Chicken salad', 'Lentil soup', 'Rice and beans', 'Tuna sandwich'])],
    ] as const) {
      const id = randomUUID();
      const eaten = dayAt(ago, hour);
      meals.push({ id, user_id: userId, encrypted_name: await seal(name), eaten_at: eaten, day, created_at: eaten });
      if (ingredients.length) {
        const ingredient = pick(ingredients);
        const grams = Math.round(between(80, 300));
        const per = grams / 100;
        mealItems.push({
          meal_id: id,
          ingredient_id: ingredient.id,
          grams,
          energy_kcal: ingredient.energy_kcal * per,
          carbs_g: ingredient.carbs_g * per,
          protein_g: ingredient.protein_g * per,
          fat_g: ingredient.fat_g * per,
        });
      }
    }
  }
  rows.hydration = await bulk(db, 'user_hydration', hydration);
  rows.sleep = await bulk(db, 'user_sleep', sleep);
  rows.mood = await bulk(db, 'user_moods', moods);
  rows.symptoms = await bulk(db, 'user_symptom_logs', symptomLogs);
  rows.daily_tasks = await bulk(db, 'user_daily_tasks', dailyTasks);
  rows.sign_ins = await bulk(db, 'login_attempts', signIns);
  rows.meals = await bulk(db, 'meals', meals);
  rows.meal_items = await bulk(db, 'meal_items', mealItems);

  // Vitals as the browser's scan seals them: one every few days over the years.
  const vitals: Insertable<Database['vitals']>[] = [];
  for (let n = 0; n < options.vitals; n++) {
    const ago = Math.floor(((options.vitals - n) * days) / options.vitals);
    const values = {
      hr: Math.round(between(58, 88)),
      hrv: Math.round(between(25, 70)),
      sbp: Math.round(between(108, 138)),
      dbp: Math.round(between(68, 88)),
      rr: Math.round(between(12, 18)),
      spo2: Math.round(between(95, 99)),
      method: 'browser-rppg',
    };
    vitals.push({ user_id: userId, encrypted_data: await seal(values), source: 'member', created_at: dayAt(ago, 7) });
  }
  rows.vitals = await bulk(db, 'vitals', vitals);

  // Appointments: past ones attended (a few cancelled), the reason sealed as the scheduler seals it.
  const physicians = await db.selectFrom('telehealth_physicians').select(['id', 'name', 'consult_types', 'time_zone']).execute();
  const appointments: Insertable<Database['appointments']>[] = [];
  for (let n = 0; n < options.appointments; n++) {
    const ago = Math.floor(((options.appointments - n) * days) / options.appointments);
    const physician = physicians.length ? pick(physicians) : null;
    const starts = dayAt(ago, 15);
    appointments.push({
      user_id: userId,
      provider: 'mediorbis',
      status: rand() < 0.1 ? 'cancelled' : 'attended',
      vendor_appointment_id: `history-${randomUUID()}`,
      host_id: String(physician?.id ?? 'history-host'),
      host_name: physician?.name ?? 'Dr Rivera',
      starts_at: starts,
      timezone: physician?.time_zone ?? 'UTC',
      type: physician?.consult_types[0] ?? 'General consultation',
      encrypted_data: await seal({ reason: pick(['Annual check-up', 'Follow-up on lab results', 'Sleep trouble', 'Headaches']) }),
      created_at: new Date(starts.getTime() - 7 * DAY),
      updated_at: starts,
    });
  }
  rows.appointments = await bulk(db, 'appointments', appointments);

  // Body scans, twice a year.
  const scans: Insertable<Database['measurements']>[] = [];
  for (let ago = days - 30; ago > 0; ago -= 182) {
    const at = dayAt(ago, 11);
    const measurement = {
      circumference_params: { chest: between(36, 40), waist: between(30, 34), low_hips: between(38, 41) },
      bmi: between(21, 26),
      bmr: between(1400, 1700),
      fat_body_mass: between(12, 20),
      fat_percentage: between(18, 28),
      lean_body_mass: between(45, 55),
    };
    scans.push({ user_id: userId, status: 'completed', encrypted_data: await seal(measurement), source: 'member', created_at: at, updated_at: at });
  }
  rows.body_scans = await bulk(db, 'measurements', scans);

  // Medications, each as the health-actions widget seals the choice and dosage.
  const medications: Insertable<Database['user_medications']>[] = [];
  for (const [n, name, strength, dosage] of [
    [0, 'Metformin', '500 mg', 'One tablet with dinner'],
    [1, 'Vitamin D3', '1000 IU', 'One capsule a day'],
    [2, 'Ibuprofen', '200 mg', 'As needed'],
    [3, 'Atorvastatin', '10 mg', 'One tablet at night'],
  ] as const) {
    const start = dayAt(Math.floor(days * (0.9 - n * 0.2)), 9);
    medications.push({
      user_id: userId,
      encrypted_data: await seal({ medication_id: `history-${n}`, name, drug_type: 'Tablet', strength, dosage }),
      recurrence: 'daily',
      times: JSON.stringify(['09:00']),
      start_date: dayOf(start),
      end_date: n === 2 ? dayOf(new Date(start.getTime() + 14 * DAY)) : null,
      created_at: start,
    });
  }
  rows.medications = await bulk(db, 'user_medications', medications);

  // Programme actions: the organisation's health actions in its first programme, done over time.
  const programme = await db.selectFrom('class_records').select('id').where('classkey', '=', 'programs').orderBy('created_at').executeTakeFirst();
  const actions = await db.selectFrom('class_records').select('id').where('classkey', '=', 'health_actions').orderBy('created_at').limit(12).execute();
  const programmeActions: Insertable<Database['user_health_actions']>[] = programme
    ? actions.map((action, n) => {
        const started = dayAt(Math.floor(days * (1 - (n + 1) / (actions.length + 1))), 10);
        const done = n < actions.length - 2;
        return {
          user_id: userId,
          program_id: programme.id,
          health_action_id: action.id,
          status: done ? 'completed' : 'in_progress',
          started_at: started,
          completed_at: done ? new Date(started.getTime() + 20 * DAY) : null,
          created_at: started,
        };
      })
    : [];
  rows.programme_actions = await bulk(db, 'user_health_actions', programmeActions);

  // Lab kits through the sandbox lab (its report sealed to the member's public key by the vendor
  // sync), then re-sealed under the data key as the member's browser does once it opened them.
  const ctx = { db, config: { now: () => now } };
  const prefix = userId.replace(/-/g, '').slice(0, 4).toUpperCase();
  for (let n = 1; n <= options.kits; n++) {
    const ago = Math.floor(((options.kits - n) * (days - 10)) / options.kits) + 5;
    await addMemberKit(db, user, { kit_id: `SPT-H${prefix}${String(n).padStart(3, '0')}`, provider: 'spot', test: 'general-health', step: 5, daysAgo: ago }, now);
  }
  const kits = await db.selectFrom('kits').select(['id', 'encrypted_data', 'updated_at']).where('user_id', '=', userId).execute();
  for (const kit of kits) {
    if (!kit.encrypted_data || kit.encrypted_data.startsWith('hd1.')) continue;
    const report = await openRecord(kit.encrypted_data, { privateKey });
    await sealKitReport(ctx, userId, kit.id, { encrypted_data: await seal(report), updated_at: kit.updated_at.toISOString() });
  }
  rows.kits = kits.length;
  await sql`analyze`.execute(db);
  return { userId, email: options.email, password: options.password, rows, ms: Math.round(performance.now() - started) };
}

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pgPort = arg('pg-port') ?? process.env.PG_PORT ?? '5433';
  const url = process.env.DATABASE_URL ?? `postgres://postgres:healthdeck@127.0.0.1:${pgPort}/postgres`;
  const db = connectDatabase(url, 4);
  try {
    const history = await generateHistory(db, {
      email: arg('email') ?? `history-${Date.now().toString(36)}@healthdeck.test`,
      password: arg('password') ?? 'History-Demo-2026!',
      years: Number(arg('years') ?? 5),
      kits: Number(arg('kits') ?? 40),
      vitals: Number(arg('vitals') ?? 200),
      appointments: Number(arg('appointments') ?? 50),
      now: new Date(),
    });
    console.log(
      `generated in ${history.ms} ms: ${Object.entries(history.rows)
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
    );
    console.log(`sign in as ${history.email} with the password ${history.password}`);
  } finally {
    await db.destroy();
  }
}
