// spec 000 §7.6 Meals and §8 (400 on meal create returns the body; other failures 'Failed to create
// meal'), spec 001 §7 'Daily calorie intake' → intake: against the loopback contract server.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MealSaveRequest, MealSaveResponse, MealsDailyIntakeResponse } from '@healthdeck/contract';
import { createDataKey, openRecord } from '@healthdeck/crypto';
import { createHealthDeck, HealthDeckError, MEALS_DAILY_INTAKE_KEY, RequestFailed, Unauthorized, type MealInput } from '../src/index.js';
import { startContractServer, type ContractServer } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const intakeOf = (energy: number): MealsDailyIntakeResponse => ({
  intake: { energy: { quantity: energy, unit: 'kcal' }, carbs: { quantity: 0, unit: 'g' }, protein: { quantity: 0, unit: 'g' }, fat: { quantity: 0, unit: 'g' } },
  date: '2026-04-02',
});

async function setUp(options: { saveStatus?: number; locked?: boolean } = {}) {
  let energy = 0;
  server = await startContractServer({
    handlers: {
      mealsDailyIntake: () => ({ status: 200, body: intakeOf(energy) }),
      mealIngredients: (req) => ({
        status: 200,
        body: { ingredients: req.query.search === 'ban' ? [{ id: 2, name: 'Banana', per_100g: intakeOf(89).intake }] : [] },
      }),
      mealPictureUpload: () => ({ status: 200, body: { picture_id: '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11', url: '/api/client/meals/picture/5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11' } }),
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
  const dataKey = await crypto.subtle.importKey('raw', createDataKey(), { name: 'AES-GCM' }, false, ['encrypt', 'decrypt']);
  const keyStore = { save: async () => {}, load: async () => (options.locked ? null : dataKey), clear: async () => {} };
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()), keyStore });
  if (!options.locked) await vi.waitFor(() => expect(hd.$dataKey.get()).not.toBeNull());
  return { hd, dataKey };
}

const meal = (grams: number): MealInput => ({ name: 'Snack', eaten_at: '2026-04-02T10:00:00Z', items: [{ ingredient_id: 2, grams }] });

describe('meals api and query', () => {
  it("reads today's intake under ['meals','daily-intake'] with the browser's time zone", async () => {
    const { hd } = await setUp();
    expect(hd.queries.meals.dailyIntake().queryKey).toEqual(['meals', 'daily-intake']);
    expect(await hd.queryClient.fetchQuery(hd.queries.meals.dailyIntake())).toEqual(intakeOf(0));
    const sent = server!.requests.find((r) => r.route === 'mealsDailyIntake');
    expect(sent?.url).toMatch(/^\/api\/client\/meals\/daily-intake\?tz=/);
  });

  it('searches ingredients, trimming the search and leaving it out when empty', async () => {
    const { hd } = await setUp();
    expect((await hd.meals.ingredients('  ban ')).ingredients.map((i) => i.name)).toEqual(['Banana']);
    await hd.meals.ingredients('   ');
    expect(server!.requests.filter((r) => r.route === 'mealIngredients').map((r) => r.query)).toEqual([{ search: 'ban' }, {}]);
  });

  it('uploads a picture as multipart/form-data in the field `file`', async () => {
    const { hd } = await setUp();
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
    const answer = await hd.meals.uploadPicture(png, 'lunch.png');
    expect(answer.picture_id).toBe('5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11');
    const sent = server!.requests.find((r) => r.route === 'mealPictureUpload')!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(String(sent.body)).toContain('name="file"; filename="lunch.png"');
    expect(String(sent.body)).toContain('Content-Type: image/png');
    expect(sent.headers.authorization).toMatch(/^Bearer access-/);
  });

  it('saves a meal with its name sealed (issue 18) and re-reads the cached daily intake', async () => {
    const { hd, dataKey } = await setUp();
    await hd.queryClient.fetchQuery(hd.queries.meals.dailyIntake());
    const result = await hd.meals.save({ ...meal(200), name: '  Snack ' });
    expect(result).toMatchObject({ ok: true, meal: { totals: { energy: { quantity: 178 } } } });
    const body = server!.requests.find((r) => r.route === 'mealSave')!.body as MealSaveRequest;
    expect(Object.keys(body).sort()).toEqual(['eaten_at', 'encrypted_name', 'items']);
    expect(body.encrypted_name).toMatch(/^hd1\./);
    expect(JSON.stringify(body)).not.toContain('Snack');
    expect(await openRecord(body.encrypted_name, { dataKey })).toBe('Snack');
    expect(hd.queryClient.getQueryData<MealsDailyIntakeResponse>(MEALS_DAILY_INTAKE_KEY)?.intake.energy.quantity).toBe(178);
  });

  it('returns the 400 body as a value and changes nothing cached (spec 000 §8)', async () => {
    const { hd } = await setUp();
    await hd.queryClient.fetchQuery(hd.queries.meals.dailyIntake());
    const result = await hd.meals.save(meal(0));
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
    expect(await hd.meals.save({ ...meal(100), name: '   ' })).toEqual({
      ok: false,
      error: { statusCode: 400, error_code: 'VALIDATION_FAILED', message: 'Enter a name for the meal', fields: { name: 'Enter a name for the meal' } },
    });
    expect((await hd.meals.save({ ...meal(100), name: 'x'.repeat(121) })).ok).toBe(false);
    expect(server!.hits('mealSave')).toBe(0);
  });

  it('without the data key a save says the data is locked and sends nothing', async () => {
    const { hd } = await setUp({ locked: true });
    await expect(hd.meals.save(meal(100))).rejects.toBeInstanceOf(HealthDeckError);
    expect(server!.hits('mealSave')).toBe(0);
  });

  it("throws 'Failed to create meal' for any other failure", async () => {
    const { hd } = await setUp({ saveStatus: 503 });
    const error = await hd.meals.save(meal(100)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RequestFailed);
    expect((error as RequestFailed).message).toBe('Failed to create meal');
  });

  it('is refused locally without a session', async () => {
    server = await startContractServer();
    const hd = createHealthDeck({ baseUrl: server.baseUrl });
    await expect(hd.meals.dailyIntake()).rejects.toBeInstanceOf(Unauthorized);
    expect(server.requests).toHaveLength(0);
  });
});
