// No plaintext at rest: the demo member enters values of every encrypted kind of spec 000
// §1 through the API, sealed in the client as the sdk does (measurements and 3D-scan samples,
// vitals, HRA answers and risk scores, the measurement-skip reason, nutrition and telehealth forms, the telehealth visit, medications, allergies, health
// issues, a meal's name), and the server writes what
// it encrypts to the member's key (kit results, Smartlink call details); a meal picture is sealed
// in the client and uploaded. Then the database is searched for every one of those values: in a
// logical dump (scripts/backup.mjs's format) and in the raw files of the data directory (the
// PostgreSQL tables and WAL; uploaded files are rows there too). None may be found. A control value
// that is plaintext by design must be found in both, so the search itself is shown to work.
// Own embedded PostgreSQL in a temp dir (its files are searched), whatever DATABASE_URL says.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { AddressInfo } from 'node:net';
import { sql, type Kysely } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openRecord, sealBytes, sealRecord } from '@healthdeck/crypto';
import { routes, routeTable, type RouteName, type SmartlinkCallDetails } from '@healthdeck/contract';
import { buildApp } from '../src/app.js';
import { connectDatabase } from '../src/db/connect.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../src/db/embedded.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { dumpDatabase } from '../src/ops/logical-dump.js';
import { seedDemoKits } from '../src/seed/demo-kits.js';
import { DEMO_USERS, seedDemoUsers } from '../src/seed/demo-users.js';
import { signInDemoMember, type UnlockedMember } from './helpers/demo-member-keys.js';
import { PNG } from './helpers/sample-files.js';
import { testServerConfig } from './helpers/test-server.js';

/**
 * Its own embedded PostgreSQL, whatever the run's database (a `.embedded.test.ts` file): with
 * TEST_DATABASE_URL `npm test` runs these files in a pass on the embedded PostgreSQL of their own, and
 * its pass of the server tests on that database (DATABASE_URL set) skips them.
 */
const onExternalDatabase = Boolean(process.env.DATABASE_URL);

const TZ = 'America/Chicago';

/**
 * What the member enters, by kind; every leaf value is searched for (distinctive on purpose). A number
 * has four decimals where its whole part could be a clock's seconds: a stored timestamp's
 * `…:12.719Z` holds '2.719', and the data files are full of timestamps (a CI run found one).
 */
const ENTERED = {
  'body measurements (measurements)': { chest_cm: 101.374, waist_cm: 87.926, hips_cm: 99.481, note: 'tailor fitting Quillon' },
  '3D body-scan samples (measurement_samples)': { frame: 'sample-frame-Vexbridge', depth_mm: 1834.577 },
  'virtual vitals (vitals)': { hr: 67.418, hrv: 51.2073, sbp: 118.33, dbp: 77.61, rr: 14.2714, spo2: 97.613, stress: 2.7193 },
  'HRA family history (hra_sections)': { conditions: 'grandmother glaucoma Marrowfen', smoker: 'quit in 2011 Dunhollow' },
  'nutrition form (nutrition_forms)': { diet: 'pescatarian Brackenmoor', allergies_note: 'tree nuts Ellowyn' },
  'telehealth intake form (telehealth_forms)': { reason: 'recurring migraine Thistlewick', medications_note: 'sumatriptan Corvane' },
  'telehealth visit details (appointments.encrypted_data)': { symptoms: 'aura before headache Pellinor', duration: 'three weeks Hargrove' },
  'medications (user_medications, medication_log)': {
    medication_id: 'med-Quarrowby',
    name: 'lisinopril Fallowmere',
    drug_type: 'HUMAN PRESCRIPTION DRUG',
    strength: '10 mg Brindlecote',
    dosage: 'one tablet at breakfast Oakhurst',
  },
  'allergies (user_allergies)': { allergy_id: 'allergy-Tumblewick', name: 'penicillin Greywater', category: 'drug', severity: 'severe', reaction: 'hives on both arms Mossbank' },
  'measurement skip reason (measurement_skips)': { reason: 'skipped the scan Wendlebury' },
  'HRA risk score (hra_risk_scores)': { score: 19.6173, level: 'high' },
  'health issues (user_health_issues)': {
    health_issue_id: 'issue-Saltmarsh',
    name: 'asthma Kestrelford',
    icd10_code: 'J45.909',
    diagnosed_on: '2019-04-17',
    notes: 'worse in pollen season Ashcombe',
  },
} as const;

/** The meal's name (the rest of a meal is plaintext by design: the server sums its ingredients). */
const MEAL_NAME = 'squash dinner Wickerfold';
const MEAL_NAME_KIND = 'meal names (meals.encrypted_name)';

/** The picture's own bytes (after a real PNG header): what must not be found in any file. */
const MEAL_PICTURE_TEXT = 'plate of roasted squash Fernhollow '.repeat(8);
const MEAL_PICTURE_KIND = 'meal picture (stored_files)';

/** Plaintext by design (docs/ENCRYPTION.md: email, for sign-in and delivery): the control the search must find. */
const CONTROL = DEMO_USERS.find((u) => !u.roles.includes('admin'))!.email;

function leaves(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') return Object.values(value as Record<string, unknown>).flatMap(leaves);
  return [String(value)];
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    const stat = statSync(full);
    return stat.isDirectory() ? filesUnder(full) : stat.isFile() ? [full] : [];
  });
}

describe.skipIf(onExternalDatabase)('no plaintext at rest', () => {
  let work: string;
  let embedded: EmbeddedDatabase;
  let db: Kysely<Database>;
  let app: FastifyInstance;
  let url: string;
  let member: UnlockedMember;
  /** kind → the values searched for. */
  const searched = new Map<string, string[]>();
  let dumpText = '';
  let rawFiles: { file: string; bytes: Buffer }[] = [];
  /** The sealed picture as uploaded: it must be found where files are stored (the search reaches them). */
  let sealedPicture: Buffer;

  async function call<T>(name: RouteName, options: { body?: unknown; query?: Record<string, string | number> } = {}): Promise<T> {
    const target = new URL(routes[name].path, url);
    for (const [k, v] of Object.entries(options.query ?? {})) target.searchParams.set(k, String(v));
    const headers: Record<string, string> = { authorization: `Bearer ${member.token}` };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const res = await fetch(target, { method: routeTable[name].method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await res.text();
    expect(res.status, `${name}: ${text}`).toBe(routeTable[name].successStatus);
    return (text ? JSON.parse(text) : null) as T;
  }
  const seal = (value: unknown) => sealRecord(member.dataKey, value);

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'hd-plaintext-'));
    embedded = await startEmbeddedPostgres({ dir: path.join(work, 'pg'), quiet: true });
    db = connectDatabase(embedded.urlFor('postgres'), 5, { quiet: true });
    await migrateToLatest(db);
    await seedDemoUsers(
      db,
      inject('escrowPublicKey'),
      DEMO_USERS.filter((u) => !u.roles.includes('admin')),
    );
    await seedDemoKits(db);
    // Anything the server writes under DATA_DIR goes under the searched directory too.
    app = await buildApp({ db, config: { ...testServerConfig(() => new Date()), dataDir: work } });
    await app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    member = await signInDemoMember(url);

    // The demo session: every encrypted kind, sealed in the client.
    await call('measurementCreate', { body: { encrypted_data: await seal(ENTERED['body measurements (measurements)']) } });
    await call('measurementSamples', { body: { encrypted_data: await seal(ENTERED['3D body-scan samples (measurement_samples)']) } });
    await call('vitalCreate', { body: { encrypted_data: await seal(ENTERED['virtual vitals (vitals)']) } });
    await call('hraSave', { query: { save: 'family-history' }, body: { encrypted_data: await seal(ENTERED['HRA family history (hra_sections)']), status: 'complete' } });
    await call('nutritionFormSave', { body: { encrypted_data: await seal(ENTERED['nutrition form (nutrition_forms)']) } });
    await call('telehealthFormSave', { body: { encrypted_data: await seal(ENTERED['telehealth intake form (telehealth_forms)']) } });
    let day = new Date(Date.now() + 86_400_000);
    while ([0, 6].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const slots = await call<{ timeslots: { idStrISO: string; physician_id: string | null }[] }>('telehealthTimeslots', { query: { consultType: '3', date, days: 1, tz: TZ } });
    const slot = slots.timeslots[0]!;
    await call('telehealthAppointment', {
      body: {
        appointmentTime: slot.idStrISO,
        consultType: '3',
        physicianId: slot.physician_id ?? '1',
        timezone: TZ,
        encrypted_data: await seal(ENTERED['telehealth visit details (appointments.encrypted_data)']),
      },
    });
    const medication = ENTERED['medications (user_medications, medication_log)'];
    await call('medicationSchedule', { body: { encrypted_data: await seal(medication), recurrence: 'daily', times: ['08:00'], start_date: date } });
    await call('saveUserAllergy', { body: { encrypted_data: await seal(ENTERED['allergies (user_allergies)']) } });
    await call('saveUserHealthIssue', { body: { encrypted_data: await seal(ENTERED['health issues (user_health_issues)']) } });
    // The HRA submitted with its EPDS risk score, sealed as the browser seals it (the level is too common a word to search for).
    await call('hraSave', { query: { save: 'epds' }, body: { encrypted_data: await seal({ q1: 'answered' }), status: 'complete' } });
    for (const kind of ['social-history', 'depression-screening', 'anxiety-screening'] as const)
      await call('hraSave', { query: { save: kind }, body: { encrypted_data: null, status: 'skipped' } });
    await call('hraSubmit', { body: { risk_scores: [{ kind: 'epds', encrypted_data: await seal(ENTERED['HRA risk score (hra_risk_scores)']) }] } });
    await call('measurementSkip', { body: { encrypted_data: await seal(ENTERED['measurement skip reason (measurement_skips)'].reason) } });
    // Searched: each record's values but those too short or too common to tell from other bytes
    // (a catalogue drug type, an allergy category and severity, an ICD-10 code, a date).
    const plainWords = new Set<string>(['HUMAN PRESCRIPTION DRUG', 'drug', 'severe', 'J45.909', '2019-04-17', 'high']);
    for (const [kind, value] of Object.entries(ENTERED))
      searched.set(
        kind,
        leaves(value).filter((leaf) => !plainWords.has(leaf)),
      );

    // A meal picture, sealed as the sdk does before upload, attached to a meal.
    sealedPicture = Buffer.from(await sealBytes(member.dataKey, new Uint8Array(Buffer.concat([PNG, Buffer.from(MEAL_PICTURE_TEXT)]))));
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(sealedPicture)], { type: 'application/octet-stream' }), 'meal-picture');
    const uploaded = await fetch(new URL(routes.mealPictureUpload.path, url), { method: 'POST', headers: { authorization: `Bearer ${member.token}` }, body: form });
    expect(uploaded.status).toBe(200);
    const { picture_id } = (await uploaded.json()) as { picture_id: string };
    const food = (await call<{ ingredients: { id: number }[] }>('mealIngredients', { query: { search: 'sweet potato' } })).ingredients[0]!;
    await call('mealSave', {
      query: { tz: TZ },
      body: { encrypted_name: await seal(MEAL_NAME), eaten_at: new Date().toISOString(), picture_id, items: [{ ingredient_id: food.id, grams: 150 }] },
    });
    searched.set(MEAL_PICTURE_KIND, [MEAL_PICTURE_TEXT.trim()]);
    searched.set(MEAL_NAME_KIND, [MEAL_NAME]);

    // What the server encrypted to the member's key: Smartlink call details and kit results, read
    // back as the member would and searched for too (those distinctive enough to search for).
    const calls = await call<{ timeslots: { idstr: string }[] }>('smartlinkTimeslots', { body: { date, days: 1, timezone: TZ } });
    await call('smartlinkCreate', { body: { appointmentTime: calls.timeslots[0]!.idstr, timezone: TZ } });
    const booked = await call<{ appointments: { encrypted_data: string | null }[] }>('smartlinkAppointments');
    const details = (await openRecord(booked.appointments[0]?.encrypted_data, member)) as SmartlinkCallDetails;
    expect(details).toMatchObject({ phone: expect.any(String), meeting_url: expect.any(String) });
    // (The advocate's name is also the appointment's host_name, plaintext by design: docs/ENCRYPTION.md.)
    searched.set('Smartlink call details (appointments.encrypted_data)', [details.phone, details.meeting_url]);
    const { kits: kitRows } = await call<{ kits: { encrypted_data: string | null }[] }>('clientKits');
    const kitValues = new Set<string>();
    for (const kit of kitRows) {
      // The member's own values long enough to search for: shipment tracking numbers, and an excerpt
      // of a lab report PDF. (Result numbers like '181' are too short to tell from other bytes;
      // biomarker names and ranges are the plaintext catalogue, by design.)
      const status = (await openRecord(kit.encrypted_data, member)) as { samples?: { shipments: { tracking_number: string | null }[] }[]; rawResults?: string | null };
      for (const sample of status.samples ?? []) for (const shipment of sample.shipments) if (shipment.tracking_number) kitValues.add(shipment.tracking_number);
      if (status.rawResults) kitValues.add(status.rawResults.slice(200, 260));
    }
    searched.set('kit results (kits.encrypted_data)', [...kitValues]);

    // At rest: a logical dump, and the data directory's files after a checkpoint (tables and WAL).
    const dumpFile = path.join(work, 'dump.jsonl.gz');
    await dumpDatabase(embedded.urlFor('postgres'), dumpFile);
    dumpText = gunzipSync(readFileSync(dumpFile)).toString('utf8');
    await sql`checkpoint`.execute(db);
    // Every file of the data directory but the dump itself: PostgreSQL's (tables, TOAST, WAL).
    rawFiles = filesUnder(work)
      .filter((file) => file !== dumpFile)
      .map((file) => ({ file, bytes: readFileSync(file) }));
  }, 240_000);

  afterAll(async () => {
    await app?.close();
    await db?.destroy();
    await embedded?.stop();
    if (work) await rm(work, { recursive: true, force: true });
  });

  // A bytea column (stored_files.bytes) is hex in the dump: a value is searched for as hex there too.
  const foundIn = (value: string) => ({
    dump: dumpText.includes(value) || dumpText.includes(JSON.stringify(value).slice(1, -1)) || dumpText.includes(Buffer.from(value).toString('hex')),
    files: rawFiles.filter(({ bytes }) => bytes.includes(value)).map(({ file }) => path.relative(work, file)),
  });

  it('finds the control value, plaintext by design, in the dump and in the data files (the search works)', () => {
    const found = foundIn(CONTROL);
    expect(found.dump).toBe(true);
    expect(found.files.length).toBeGreaterThan(0);
    expect(rawFiles.reduce((n, f) => n + f.bytes.length, 0)).toBeGreaterThan(1_000_000);
  });

  it('finds the sealed meal picture where files are stored, in the dump and in the data files (the stored files are searched)', () => {
    expect(dumpText.includes(sealedPicture.toString('hex'))).toBe(true);
    // TOAST keeps a large value in chunks of about 2 KB: its first kilobyte is found whole.
    const holders = rawFiles.filter(({ bytes }) => bytes.includes(sealedPicture.subarray(0, 1024))).map(({ file }) => path.relative(work, file));
    expect(holders.length).toBeGreaterThan(0);
    expect(holders.every((file) => file.startsWith('pg/'))).toBe(true);
  });

  it('finds none of the values of any encrypted kind, in the dump or in the data files', () => {
    expect([...searched.keys()]).toHaveLength(16);
    const report: Record<string, { values: number; inDump: string[]; inFiles: string[] }> = {};
    for (const [kind, values] of searched) {
      expect(values.length, kind).toBeGreaterThan(0);
      report[kind] = { values: values.length, inDump: values.filter((v) => foundIn(v).dump), inFiles: values.filter((v) => foundIn(v).files.length > 0) };
    }
    console.log(
      `No plaintext at rest: searched ${[...searched.values()].flat().length} values of ${searched.size} kinds in a ${dumpText.length}-character dump and ${rawFiles.length} data files.`,
    );
    for (const report_ of Object.values(report)) expect(report_).toEqual({ values: report_.values, inDump: [], inFiles: [] });
  });
});
