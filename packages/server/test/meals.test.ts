import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openBytes } from '@healthdeck/crypto';
import {
  ENCRYPTED_DATA_MESSAGE,
  MEAL_PICTURE_FORMATS,
  MealPictureResponse,
  type ApiError,
  type MealIngredientsResponse,
  type MealSaveResponse,
  type MealsDailyIntakeResponse,
} from '@healthdeck/contract';
import { startTestServerWithFiles, type TestServer } from './helpers/test-server.js';
import { signedInMember, type TestMember } from './helpers/accounts.js';
import { PNG, sealedPicture } from './helpers/sample-files.js';

let server: TestServer;
/** A meal name as the browser sends it: sealed. */
const sealedName = () => `hd1.${randomBytes(32).toString('base64')}`;
let a: TestMember;
let b: TestMember;
beforeAll(async () => {
  server = await startTestServerWithFiles();
  a = await signedInMember(server);
  b = await signedInMember(server);
});
afterAll(async () => {
  await server.close();
});

const intake = (m: TestMember, tz?: string) => server.call<MealsDailyIntakeResponse>('mealsDailyIntake', { token: m.accessToken, query: tz ? { tz } : {} });
const search = (m: TestMember, s?: string) => server.call<MealIngredientsResponse>('mealIngredients', { token: m.accessToken, query: s === undefined ? {} : { search: s } });
const save = (m: TestMember, body: unknown, tz?: string) => server.call<MealSaveResponse>('mealSave', { token: m.accessToken, body, query: tz ? { tz } : {} });

async function idOf(m: TestMember, name: string): Promise<number> {
  const found = (await search(m, name)).body.ingredients.find((i) => i.name === name);
  if (!found) throw new Error(`no ${name} in the catalogue`);
  return found.id;
}

async function upload(m: TestMember | null, bytes: Buffer, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), 'meal.png');
  const headers: Record<string, string> = {};
  if (m) headers.authorization = `Bearer ${m.accessToken}`;
  const res = await server.fetch('/api/client/meals/picture', { method: 'POST', headers, body: form });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('meals (spec 000 §7.6, spec 001 §3 Calorie intake)', () => {
  it('answers an empty day as zero intake in the contract units', async () => {
    server.setNow(new Date('2026-04-01T12:00:00Z'));
    expect((await intake(a)).body).toEqual({
      intake: { energy: { quantity: 0, unit: 'kcal' }, carbs: { quantity: 0, unit: 'g' }, protein: { quantity: 0, unit: 'g' }, fat: { quantity: 0, unit: 'g' } },
      date: '2026-04-01',
    });
  });

  it('searches the seeded catalogue, per 100 g', async () => {
    const all = (await search(a)).body.ingredients;
    expect(all.length).toBe(20);
    const banana = (await search(a, 'bana')).body.ingredients;
    expect(banana).toEqual([
      {
        id: expect.any(Number),
        name: 'Banana',
        per_100g: { energy: { quantity: 89, unit: 'kcal' }, carbs: { quantity: 22.8, unit: 'g' }, protein: { quantity: 1.1, unit: 'g' }, fat: { quantity: 0.3, unit: 'g' } },
      },
    ]);
    expect((await search(a, 'RICE')).body.ingredients.map((i) => i.name)).toEqual(['Brown rice, cooked', 'White rice, cooked']);
    expect((await search(a, '%')).body.ingredients).toEqual([]);
  });

  it('saves a meal with totals computed from grams and adds it to the day', async () => {
    server.setNow(new Date('2026-04-02T12:00:00Z'));
    const oats = await idOf(a, 'Oats, rolled');
    const milk = await idOf(a, 'Milk, whole');
    const res = await save(a, {
      encrypted_name: sealedName(),
      eaten_at: '2026-04-02T07:30:00Z',
      items: [
        { ingredient_id: oats, grams: 50 },
        { ingredient_id: milk, grams: 250 },
      ],
    });
    expect(res.status).toBe(200);
    const { meal } = res.body;
    // oats 50 g: 189.5 kcal, 33.85 c, 6.6 p, 3.25 f; milk 250 g: 152.5 kcal, 12 c, 8 p, 8.25 f
    expect(meal.totals).toEqual({
      energy: { quantity: 342, unit: 'kcal' },
      carbs: { quantity: 45.9, unit: 'g' },
      protein: { quantity: 14.6, unit: 'g' },
      fat: { quantity: 11.5, unit: 'g' },
    });
    expect(meal.items.map((i) => [i.name, i.grams, i.intake.energy.quantity])).toEqual([
      ['Oats, rolled', 50, 190],
      ['Milk, whole', 250, 153],
    ]);
    expect(meal.picture_url).toBeNull();
    const stored = await server.db.selectFrom('meals').selectAll().where('id', '=', meal.id).executeTakeFirstOrThrow();
    expect(stored.encrypted_name).toBe(meal.encrypted_name);
    expect(stored.encrypted_name).toMatch(/^hd1\./);
    expect((await intake(a)).body.intake.energy.quantity).toBe(342);
    const apple = await idOf(a, 'Apple');
    await save(a, { encrypted_name: sealedName(), eaten_at: '2026-04-02T15:00:00+02:00', items: [{ ingredient_id: apple, grams: 200 }] });
    const day = (await intake(a)).body.intake;
    expect(day.energy.quantity).toBe(446);
    expect(day.carbs.quantity).toBe(73.5);
    // Another member's day is untouched (A/B isolation).
    expect((await intake(b)).body.intake.energy.quantity).toBe(0);
  });

  it("counts a meal on the member's day in their time zone", async () => {
    server.setNow(new Date('2026-04-03T23:30:00Z'));
    const egg = await idOf(a, 'Egg, boiled');
    await save(a, { encrypted_name: sealedName(), eaten_at: '2026-04-03T23:15:00Z', items: [{ ingredient_id: egg, grams: 100 }] }, 'Pacific/Kiritimati');
    expect((await intake(a, 'Pacific/Kiritimati')).body).toMatchObject({ date: '2026-04-04', intake: { energy: { quantity: 155 } } });
    expect((await intake(a)).body.intake.energy.quantity).toBe(0);
  });

  it('answers 400 with per-field messages for bad items, names and times, and saves nothing', async () => {
    server.setNow(new Date('2026-04-05T12:00:00Z'));
    const apple = await idOf(a, 'Apple');
    const base = { encrypted_name: sealedName(), eaten_at: '2026-04-05T12:00:00Z' };
    const zero = await save(a, { ...base, items: [{ ingredient_id: apple, grams: 0 }] });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({
      statusCode: 400,
      error_code: 'VALIDATION_FAILED',
      message: 'Grams must be a whole number between 1 and 2000',
      fields: { 'items.0.grams': 'Grams must be a whole number between 1 and 2000' },
    });
    for (const grams of [2001, 1.5, '10'])
      expect((await save(a, { ...base, items: [{ ingredient_id: apple, grams }] })).body).toMatchObject({ fields: { 'items.0.grams': 'Grams must be a whole number between 1 and 2000' } });
    expect((await save(a, { ...base, items: [] })).body).toMatchObject({ fields: { items: 'Add between 1 and 30 ingredients' } });
    const many = Array.from({ length: 31 }, () => ({ ingredient_id: apple, grams: 10 }));
    expect((await save(a, { ...base, items: many })).body).toMatchObject({ fields: { items: 'Add between 1 and 30 ingredients' } });
    // The name is sealed in the browser: a readable one is refused, and stored nowhere.
    expect(((await save(a, { ...base, encrypted_name: 'Lunch', items: [{ ingredient_id: apple, grams: 10 }] })).body as unknown as ApiError).fields).toEqual({
      encrypted_name: ENCRYPTED_DATA_MESSAGE,
    });
    expect((await save(a, { ...base, eaten_at: 'yesterday', items: [{ ingredient_id: apple, grams: 10 }] })).body).toMatchObject({ fields: { eaten_at: 'Enter when the meal was eaten' } });
    const unknown = await save(a, {
      ...base,
      items: [
        { ingredient_id: apple, grams: 10 },
        { ingredient_id: 999999, grams: 10 },
      ],
    });
    expect(unknown.body).toEqual({ statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'Unknown ingredient', fields: { 'items.1.ingredient_id': 'Unknown ingredient' } });
    expect((await intake(a)).body.intake.energy.quantity).toBe(0);
  });

  it('takes a picture sealed in the browser, stores and serves that ciphertext to its owner only, and attaches it to a meal', async () => {
    server.setNow(new Date('2026-04-06T12:00:00Z'));
    const { bytes, dataKey } = await sealedPicture();
    const up = await upload(a, bytes, 'application/octet-stream');
    expect(up.status).toBe(200);
    const picture = MealPictureResponse.parse(up.body);
    expect(picture.url).toBe(`/api/client/meals/picture/${picture.picture_id}`);
    const own = await server.fetch(picture.url, { headers: { authorization: `Bearer ${a.accessToken}` } });
    expect(own.status).toBe(200);
    expect(own.headers.get('content-type')).toBe(MEAL_PICTURE_FORMATS.dataKey);
    expect(own.headers.get('cache-control')).toBe('no-store');
    const served = new Uint8Array(await own.arrayBuffer());
    // What is served is what was sent: ciphertext, which only the member's key opens.
    expect(Buffer.from(served).equals(bytes)).toBe(true);
    expect(Buffer.from((await openBytes(served, { dataKey })) ?? []).equals(PNG)).toBe(true);
    // Stored: the sealed bytes, never the picture.
    const row = await server.db.selectFrom('meal_pictures').selectAll().where('id', '=', picture.picture_id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ user_id: a.id, content_type: MEAL_PICTURE_FORMATS.dataKey, size_bytes: bytes.length });
    const stored = await server.db.selectFrom('stored_files').select('bytes').where('folder', '=', 'meal-pictures').where('key', '=', row.storage_key).executeTakeFirstOrThrow();
    expect(stored.bytes.equals(bytes)).toBe(true);
    expect(stored.bytes.includes(PNG.subarray(8, 40))).toBe(false);

    const other = await server.fetch(picture.url, { headers: { authorization: `Bearer ${b.accessToken}` } });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ message: 'Picture not found' });
    expect((await server.fetch(picture.url)).status).toBe(401);
    expect((await server.call('mealPicture', { token: a.accessToken, params: { id: 'not-a-uuid' } })).status).toBe(400);
    expect((await server.call('mealPicture', { token: a.accessToken, params: { id: randomUUID() } })).status).toBe(404);

    const apple = await idOf(a, 'Apple');
    const item = [{ ingredient_id: apple, grams: 100 }];
    const saved = await save(a, { encrypted_name: sealedName(), eaten_at: '2026-04-06T11:00:00Z', picture_id: picture.picture_id, items: item });
    expect(saved.body.meal.picture_url).toBe(picture.url);
    // B cannot attach A's picture to a meal of their own.
    expect((await save(b, { encrypted_name: sealedName(), eaten_at: '2026-04-06T11:00:00Z', picture_id: picture.picture_id, items: item })).body).toMatchObject({
      statusCode: 400,
      fields: { picture_id: 'Unknown picture' },
    });
  });

  it('refuses a readable picture (of any declared type), anything else not sealed, a sealed file over 5 MB of picture, and a missing file', async () => {
    const notSealed = {
      statusCode: 400,
      error_code: 'VALIDATION_FAILED',
      message: 'The picture must be encrypted in the browser before it is uploaded',
      fields: { file: 'The picture must be encrypted in the browser before it is uploaded' },
    };
    expect(await upload(a, PNG, 'image/png')).toEqual({ status: 400, body: notSealed });
    expect(await upload(a, PNG, 'application/octet-stream')).toEqual({ status: 400, body: notSealed });
    expect((await upload(a, Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1'), 'image/gif')).body).toEqual(notSealed);
    expect((await upload(a, Buffer.from('not an image at all'), 'application/octet-stream')).body).toEqual(notSealed);
    // The prefix alone, or with less than an iv and a tag after it, is not a sealed picture.
    expect((await upload(a, Buffer.from('hd1.0123456789abcdef0123456789ab'), 'application/octet-stream')).body).toEqual(notSealed);
    // 5 MB of picture sealed is accepted (sealing adds 32 bytes); one byte more is not.
    const full = await sealedPicture(new Uint8Array(5 * 1024 * 1024));
    expect((await upload(a, full.bytes, 'application/octet-stream')).status).toBe(200);
    const over = await sealedPicture(new Uint8Array(5 * 1024 * 1024 + 1));
    expect(await upload(a, over.bytes, 'application/octet-stream')).toMatchObject({
      status: 400,
      body: { message: 'The picture must be 5 MB or smaller', fields: { file: 'The picture must be 5 MB or smaller' } },
    });
    expect((await upload(a, (await sealedPicture()).bytes, 'application/octet-stream', 'photo')).body).toMatchObject({ message: 'Choose a picture to upload' });
    const json = await server.fetch('/api/client/meals/picture', { method: 'POST', headers: { authorization: `Bearer ${a.accessToken}`, 'content-type': 'application/json' }, body: '{}' });
    expect(json.status).toBe(400);
    expect(await json.json()).toMatchObject({ message: 'Choose a picture to upload' });
  });

  it('answers 401 without a token on every meal route', async () => {
    for (const name of ['mealsDailyIntake', 'mealIngredients', 'mealSave'] as const) {
      expect((await server.call(name, { token: null, body: name === 'mealSave' ? {} : undefined })).status).toBe(401);
    }
    expect((await upload(null, (await sealedPicture()).bytes, 'application/octet-stream')).status).toBe(401);
  });
});
