// spec 000 §7.6 Meals and §8 (400 on meal create returns the body; other failures 'Failed to create
// meal'), spec 001 §7 'Daily calorie intake' → intake: against the loopback contract server.
import { afterEach, describe, expect, it } from 'vitest';
import { MEAL_PICTURE_FORMATS, type MealSaveRequest, type MealSaveResponse, type MealsDailyIntakeResponse } from '@healthdeck/contract';
import { createDataKey, encryptBytesForMember, openBytes, openRecord, sealBytes, unlockPrivateKey, type PrivateKey } from '@healthdeck/crypto';
import { MEMBER_PRIVATE_KEY, MEMBER_PUBLIC_KEY, TEST_KEY_PASSPHRASE } from './support/impersonation-keys.js';
import {
  BadRequest,
  createHealthDeck,
  fetchMealIngredients,
  fetchMealPicture,
  fetchMealsDailyIntake,
  HealthDeckError,
  type MealInput,
  mealsDailyIntakeQuery,
  mealsKeys,
  RequestFailed,
  saveMeal,
  Unauthorized,
  uploadMealPicture,
} from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';
import { clientInternals } from '../src/client-internals.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const intakeOf = (energy: number): MealsDailyIntakeResponse => ({
  intake: { energy: { quantity: energy, unit: 'kcal' }, carbs: { quantity: 0, unit: 'g' }, protein: { quantity: 0, unit: 'g' }, fat: { quantity: 0, unit: 'g' } },
  date: '2026-04-02',
});

async function setUp(options: { saveStatus?: number; locked?: boolean; picture?: (dataKey: CryptoKey) => Promise<{ type: string; bytes: Uint8Array }> } = {}) {
  let energy = 0;
  const dataKey = await crypto.subtle.importKey('raw', createDataKey(), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  await server?.close();
  server = await startContractServer({
    handlers: {
      mealsDailyIntake: () => ({ status: 200, body: intakeOf(energy) }),
      mealIngredients: (req) => ({
        status: 200,
        body: { ingredients: req.query.search === 'ban' ? [{ id: 2, name: 'Banana', per_100g: intakeOf(89).intake }] : [] },
      }),
      mealPictureUpload: () => ({ status: 200, body: { picture_id: PICTURE_ID, url: `/api/client/meals/picture/${PICTURE_ID}` } }),
      mealPicture: async () => {
        if (!options.picture) return { status: 404, body: { statusCode: 404, error_code: 'NOT_FOUND', message: 'Picture not found' } };
        return { status: 200, file: await options.picture(dataKey) };
      },
      mealSave: (req) => {
        if (options.saveStatus) return { status: options.saveStatus, body: { statusCode: options.saveStatus, error_code: 'INTERNAL', message: 'down' } };
        const body = req.body as MealSaveRequest;
        energy += (89 * body.items[0]!.grams) / 100;
        const totals = intakeOf(energy).intake;
        const meal: MealSaveResponse['meal'] = {
          id: '7b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11',
          encrypted_name: body.encrypted_name,
          eaten_at: body.eaten_at,
          picture_url: null,
          items: [],
          totals,
        };
        return { status: 200, body: { meal } };
      },
    },
  });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  // The keys a sign-in or an unlock opened in this session (memory only: docs/decisions/0101-one-unlock-per-session.md).
  if (!options.locked) clientInternals(hd).$dataKey.set(dataKey);
  return { hd, dataKey };
}

const PICTURE_ID = '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11';
/** A real 1×1 PNG. */
const PICTURE = new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'));

/** The bytes of the one file part of a multipart body. */
function filePart(body: Buffer): Buffer {
  const boundary = body.subarray(0, body.indexOf('\r\n'));
  const start = body.indexOf('\r\n\r\n') + 4;
  return body.subarray(start, body.indexOf(Buffer.concat([Buffer.from('\r\n'), boundary]), start));
}

/** The test member's key pair (curve25519, fixed: fast), the private key unlocked. */
async function identity(): Promise<{ publicKey: string; privateKey: PrivateKey }> {
  return { publicKey: MEMBER_PUBLIC_KEY, privateKey: await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE) };
}

const meal = (grams: number): MealInput => ({ name: 'Snack', eaten_at: '2026-04-02T10:00:00Z', items: [{ ingredient_id: 2, grams }] });

describe('meals api and query', () => {
  it("reads today's intake under ['meals','daily-intake'] with the browser's time zone", async () => {
    const { hd } = await setUp();
    expect(mealsDailyIntakeQuery(hd).queryKey).toEqual(['meals', 'daily-intake']);
    expect(await hd.queryClient.fetchQuery(mealsDailyIntakeQuery(hd))).toEqual(intakeOf(0));
    const sent = server!.requests.find((r) => r.route === 'mealsDailyIntake');
    expect(sent?.url).toMatch(/^\/api\/client\/meals\/daily-intake\?tz=/);
  });

  it('searches ingredients, trimming the search and leaving it out when empty', async () => {
    const { hd } = await setUp();
    expect((await fetchMealIngredients(hd, '  ban ')).ingredients.map((i) => i.name)).toEqual(['Banana']);
    await fetchMealIngredients(hd, '   ');
    expect(server!.requests.filter((r) => r.route === 'mealIngredients').map((r) => r.query)).toEqual([{ search: 'ban' }, {}]);
  });

  it('seals a picture under the data key and uploads only the ciphertext, as multipart/form-data in the field `file`', async () => {
    const { hd, dataKey } = await setUp();
    const png = new Blob([PICTURE], { type: 'image/png' });
    const answer = await uploadMealPicture(hd, new File([png], 'lunch at Quillfield.png', { type: 'image/png' }));
    expect(answer.picture_id).toBe(PICTURE_ID);
    const sent = server!.requests.find((r) => r.route === 'mealPictureUpload')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.authorization).toMatch(/^Bearer access-/);
    const text = sent.rawBody.toString('latin1');
    expect(text).toContain('name="file"; filename="meal-picture"');
    expect(text).toContain('Content-Type: application/octet-stream');
    // Neither the file's name nor its bytes leave the browser readable.
    expect(text).not.toContain('Quillfield');
    expect(sent.rawBody.includes(Buffer.from(PICTURE.subarray(8)))).toBe(false);
    const sealed = filePart(sent.rawBody);
    expect(sealed.subarray(0, 4).toString('latin1')).toBe('hd1.');
    expect(Buffer.from((await openBytes(new Uint8Array(sealed), { dataKey })) ?? []).equals(Buffer.from(PICTURE))).toBe(true);
  });

  it('refuses a file that is not a JPEG, PNG or WebP (by its bytes) or is over 5 MB, with the server words, and sends nothing', async () => {
    const { hd } = await setUp();
    const renamed = await uploadMealPicture(hd, new File(['not a picture'], 'fake.png', { type: 'image/png' })).catch((e: unknown) => e);
    expect(renamed).toBeInstanceOf(BadRequest);
    expect(renamed).toMatchObject({ message: 'The picture must be a JPEG, PNG or WebP image', body: { fields: { file: 'The picture must be a JPEG, PNG or WebP image' } } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PICTURE);
    await expect(uploadMealPicture(hd, new Blob([big]))).rejects.toMatchObject({ message: 'The picture must be 5 MB or smaller' });
    expect(server!.hits('mealPictureUpload')).toBe(0);
  });

  it('without the data key an upload says the data is locked and sends nothing', async () => {
    const { hd } = await setUp({ locked: true });
    await expect(uploadMealPicture(hd, new Blob([PICTURE]))).rejects.toMatchObject({ status: 423 });
    expect(server!.hits('mealPictureUpload')).toBe(0);
  });

  it('opens a served picture sealed under the data key, or says locked without the key', async () => {
    const { hd } = await setUp({ picture: async (key) => ({ type: MEAL_PICTURE_FORMATS.dataKey, bytes: await sealBytes(key, PICTURE) }) });
    const opened = await fetchMealPicture(hd, PICTURE_ID);
    expect(opened.status).toBe('open');
    const blob = (opened as { blob: Blob }).blob;
    expect(blob.type).toBe('image/png');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(PICTURE);
    expect(server!.requests.find((r) => r.route === 'mealPicture')?.url).toBe(`/api/client/meals/picture/${PICTURE_ID}`);
    const locked = await setUp({ locked: true, picture: async (key) => ({ type: MEAL_PICTURE_FORMATS.dataKey, bytes: await sealBytes(key, PICTURE) }) });
    expect(await fetchMealPicture(locked.hd, PICTURE_ID)).toEqual({ status: 'locked' });
  });

  it('opens a picture the server sealed to the member with the private key, locked without it', async () => {
    const member = await identity();
    const { hd } = await setUp({ picture: async () => ({ type: MEAL_PICTURE_FORMATS.member, bytes: await encryptBytesForMember(PICTURE, member.publicKey) }) });
    expect(await fetchMealPicture(hd, PICTURE_ID)).toEqual({ status: 'locked' });
    (hd.$privateKey as unknown as { set(value: unknown): void }).set(member.privateKey);
    const opened = await fetchMealPicture(hd, PICTURE_ID);
    expect(opened.status).toBe('open');
    expect(new Uint8Array(await (opened as { blob: Blob }).blob.arrayBuffer())).toEqual(PICTURE);
  }, 30_000);

  it('refuses to show what is not a sealed picture, and fails like any load when it is missing', async () => {
    const plain = await setUp({ picture: async () => ({ type: 'image/png', bytes: PICTURE }) });
    await expect(fetchMealPicture(plain.hd, PICTURE_ID)).rejects.toThrow('The meal picture is not sealed (image/png)');
    const altered = await setUp({
      picture: async (key) => {
        const bytes = await sealBytes(key, PICTURE);
        bytes[40] = (bytes[40] ?? 0) ^ 1;
        return { type: MEAL_PICTURE_FORMATS.dataKey, bytes };
      },
    });
    await expect(fetchMealPicture(altered.hd, PICTURE_ID)).rejects.toThrow('Encrypted file failed authentication');
    const missing = await setUp();
    await expect(fetchMealPicture(missing.hd, PICTURE_ID)).rejects.toMatchObject({ message: 'Failed to load meal picture' });
  });

  it('saves a meal with its name sealed and re-reads the cached daily intake', async () => {
    const { hd, dataKey } = await setUp();
    await hd.queryClient.fetchQuery(mealsDailyIntakeQuery(hd));
    const result = await saveMeal(hd, { ...meal(200), name: '  Snack ' });
    expect(result).toMatchObject({ ok: true, meal: { totals: { energy: { quantity: 178 } } } });
    const body = server!.requests.find((r) => r.route === 'mealSave')!.body as MealSaveRequest;
    expect(Object.keys(body).sort()).toEqual(['eaten_at', 'encrypted_name', 'items']);
    expect(body.encrypted_name).toMatch(/^hd1\./);
    expect(JSON.stringify(body)).not.toContain('Snack');
    expect(await openRecord(body.encrypted_name, { dataKey })).toBe('Snack');
    expect(hd.queryClient.getQueryData<MealsDailyIntakeResponse>(mealsKeys.dailyIntake)?.intake.energy.quantity).toBe(178);
  });

  it('returns the 400 body as a value and changes nothing cached (spec 000 §8)', async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(mealsDailyIntakeQuery(hd));
    const result = await saveMeal(hd, meal(0));
    expect(result).toEqual({
      ok: false,
      error: {
        statusCode: 400,
        error_code: 'VALIDATION_FAILED',
        message: 'Grams must be a whole number between 1 and 2000',
        fields: { 'items.0.grams': 'Grams must be a whole number between 1 and 2000' },
      },
    });
    expect(server!.hits('mealsDailyIntake')).toBe(1);
  });

  it('checks the name itself (the server receives it sealed) and answers like a 400, sending nothing', async () => {
    const { hd } = await setUp();
    expect(await saveMeal(hd, { ...meal(100), name: '   ' })).toEqual({
      ok: false,
      error: { statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'Enter a name for the meal', fields: { name: 'Enter a name for the meal' } },
    });
    expect((await saveMeal(hd, { ...meal(100), name: 'x'.repeat(121) })).ok).toBe(false);
    expect(server!.hits('mealSave')).toBe(0);
  });

  it('without the data key a save says the data is locked and sends nothing', async () => {
    const { hd } = await setUp({ locked: true });
    await expect(saveMeal(hd, meal(100))).rejects.toBeInstanceOf(HealthDeckError);
    expect(server!.hits('mealSave')).toBe(0);
  });

  it("throws 'Failed to create meal' for any other failure", async () => {
    const { hd } = await setUp({ saveStatus: 503 });
    const error = await saveMeal(hd, meal(100)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to create meal');
  });

  it('is refused locally without a session', async () => {
    server = await startContractServer();
    const hd = createHealthDeck({ baseUrl: server.baseUrl });
    await expect(fetchMealsDailyIntake(hd)).rejects.toBeInstanceOf(Unauthorized);
    expect(server.requests).toHaveLength(0);
  });
});
