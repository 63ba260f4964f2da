// /client/log-meal (spec 001 §2: opened from the meal widget's buttons; §9 autocomplete debounce
// 500 ms, nutrition maximums) and spec 000 §8 (400 on meal create returns the body; other failures
// 'Failed to create meal'), through the real sdk against a fake API that checks every answer
// against the contract.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { openRecord } from '@healthdeck/crypto/light';
import { openBytes } from '@healthdeck/crypto';
import userEvent from '@testing-library/user-event';
import { clearToasts } from '@healthdeck/widgets';
import { MEAL_PICTURE_FORMATS, type ApiError, type CalorieIntake, type Ingredient, type MealSaveRequest } from '@healthdeck/contract';
import { accountFixture, recordedUserFlow, tokensFixture, type FakeAnswer } from '@healthdeck/sdk/testing';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

const { createObjectURL, revokeObjectURL } = URL;
afterEach(() => {
  clearToasts();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

const per100 = (energy: number, carbs: number, protein: number, fat: number): CalorieIntake => ({
  energy: { quantity: energy, unit: 'kcal' },
  carbs: { quantity: carbs, unit: 'g' },
  protein: { quantity: protein, unit: 'g' },
  fat: { quantity: fat, unit: 'g' },
});
const FOODS: Ingredient[] = [
  { id: 2, name: 'Banana', per_100g: per100(89, 22.8, 1.1, 0.3) },
  { id: 7, name: 'Oats, rolled', per_100g: per100(379, 67.7, 13.2, 6.5) },
];
const PICTURE_ID = '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11';

async function member(options: { saveAnswer?: (body: MealSaveRequest) => FakeAnswer | null; locked?: boolean } = {}) {
  let energy = 0;
  const uploaded: Blob[] = [];
  const dataKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const setup = testClient(
    {
      account: () => ({ status: 200, body: accountFixture({ verified: true }) }),
      hydrationLast: () => ({ status: 200, body: { hydration: { total_ounces: 0, date: '2026-11-21' } } }),
      sleepLast: () => ({ status: 200, body: { data: { sleep: { total_levels: 8, date: '2026-11-21' } } } }),
      moodLoad: () => ({ status: 200, body: { mood: { mood: null, date: '2026-11-21' } } }),
      symptomsList: () => ({ status: 200, body: [] }),
      dailyTasks: () => ({ status: 200, body: { tasks: [], date: '2026-11-21' } }),
      mealsDailyIntake: () => ({ status: 200, body: { intake: per100(energy, 0, 0, 0), date: '2026-11-21' } }),
      mealIngredients: (call) => {
        const search = (call.query.get('search') ?? '').toLowerCase();
        return { status: 200, body: { ingredients: FOODS.filter((f) => f.name.toLowerCase().includes(search)) } };
      },
      mealPictureUpload: (call) => {
        uploaded.push((call.body as FormData).get('file') as Blob);
        return { status: 200, body: { picture_id: PICTURE_ID, url: `/api/client/meals/picture/${PICTURE_ID}` } };
      },
      // The stored copy: exactly the sealed bytes uploaded.
      mealPicture: async () => new Response(await uploaded.at(-1)!.arrayBuffer(), { status: 200, headers: { 'content-type': MEAL_PICTURE_FORMATS.dataKey } }),
      mealSave: (call) => {
        const body = call.body as MealSaveRequest;
        const replaced = options.saveAnswer?.(body);
        if (replaced) return replaced;
        const total = body.items.reduce((sum, item) => sum + (FOODS.find((f) => f.id === item.ingredient_id)!.per_100g.energy.quantity * item.grams) / 100, 0);
        energy += Math.round(total);
        return {
          status: 200,
          body: {
            meal: {
              id: '7b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11',
              encrypted_name: body.encrypted_name,
              eaten_at: body.eaten_at,
              picture_url: null,
              items: [],
              totals: per100(Math.round(total), 0, 0, 0),
            },
          },
        };
      },
    },
    options.locked ? {} : { dataKey },
  );
  await signInWithTokens(setup.client, tokensFixture());
  if (!options.locked) await waitFor(() => expect(setup.client.$dataKey.get()).not.toBeNull());
  return { ...setup, dataKey, uploaded };
}

const describedText = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent;

async function addIngredient(search: string, name: string) {
  const box = screen.getByLabelText('Search ingredients');
  await userEvent.clear(box);
  await userEvent.type(box, search);
  await userEvent.click(await screen.findByRole('button', { name: `Add ${name}` }, { timeout: 2000 }));
}

describe('/client/log-meal', () => {
  it('is opened from the Smart Meal Tracker on home', async () => {
    const { client } = await member();
    const { router } = renderApp('/client/home', client);
    const tracker = await screen.findByRole('region', { name: 'Smart Meal Tracker' });
    await within(tracker).findByRole('progressbar', { name: 'Calories' });
    await userEvent.click(within(tracker).getByRole('link', { name: 'Log a meal' }));
    await screen.findByRole('heading', { name: 'Log a meal' });
    expect(router.state.location.pathname).toBe('/client/log-meal');
  });

  it('searches 500 ms after the last keystroke, once, and shows running totals', async () => {
    const { client, api } = await member();
    renderApp('/client/log-meal', client);
    await screen.findByRole('heading', { name: 'Log a meal' });
    await userEvent.type(screen.getByLabelText('Search ingredients'), 'ban');
    expect(api.called('mealIngredients')).toHaveLength(0);
    await screen.findByRole('button', { name: 'Add Banana' }, { timeout: 2000 });
    expect(api.called('mealIngredients').map((c) => c.query.get('search'))).toEqual(['ban']);
    await userEvent.click(screen.getByRole('button', { name: 'Add Banana' }));
    const grams = screen.getByLabelText('Grams of Banana') as HTMLInputElement;
    expect(grams.value).toBe('100');
    expect(screen.getByTestId('total-energy').textContent).toBe('89 / 2000 kcal');
    await userEvent.clear(grams);
    await userEvent.type(grams, '250');
    expect(screen.getByTestId('total-energy').textContent).toBe('223 / 2000 kcal');
  });

  it('uploads a picture with a preview, saves the meal, and goes home with a success toast', async () => {
    const { client, api, dataKey, uploaded } = await member();
    const created: Blob[] = [];
    const createObjectURL = vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:preview-${created.length}`;
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { router } = renderApp('/client/log-meal', client);
    await screen.findByRole('heading', { name: 'Log a meal' });
    // spec 000 §3.4: opening the screen starts meals, once.
    await waitFor(() => expect(recordedUserFlow(api)).toEqual(['meals_started']));
    await userEvent.type(screen.getByLabelText('Meal name'), 'Breakfast');
    expect((screen.getByLabelText('Time eaten') as HTMLInputElement).value).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d$/);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x42, 0x72, 0x65, 0x61, 0x6b]);
    const png = new File([bytes], 'breakfast.png', { type: 'image/png' });
    await userEvent.upload(screen.getByLabelText('Picture (JPEG, PNG or WebP, up to 5 MB)'), png);
    await screen.findByRole('img', { name: 'Preview of the meal' });
    await waitFor(() => expect(api.called('mealPictureUpload')).toHaveLength(1));
    // Sent sealed under the member's data key; shown back from the stored copy, opened here.
    const sealed = new Uint8Array(await uploaded[0]!.arrayBuffer());
    expect(new TextDecoder().decode(sealed.subarray(0, 4))).toBe('hd1.');
    expect(await openBytes(sealed, { dataKey })).toEqual(bytes);
    await waitFor(() => expect(screen.getByRole('img', { name: 'Preview of the meal' }).getAttribute('src')).toBe('blob:preview-2'));
    expect(api.called('mealPicture')).toHaveLength(1);
    expect(new Uint8Array(await created[1]!.arrayBuffer())).toEqual(bytes);
    await addIngredient('oat', 'Oats, rolled');
    await addIngredient('ban', 'Banana');
    const oats = screen.getByLabelText('Grams of Oats, rolled');
    await userEvent.clear(oats);
    await userEvent.type(oats, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Your meal was saved.');
    expect(router.state.location.pathname).toBe('/client/home');
    await waitFor(() => expect(recordedUserFlow(api)).toEqual(['meals_started', 'meals_finished']));
    const sent = api.called('mealSave')[0]!.body as MealSaveRequest;
    // The name is sealed in the browser; the ingredients and grams stay readable (daily totals).
    expect(JSON.stringify(sent)).not.toContain('Breakfast');
    expect(await openRecord(sent.encrypted_name, { dataKey })).toBe('Breakfast');
    expect(sent).toMatchObject({
      picture_id: PICTURE_ID,
      items: [
        { ingredient_id: 7, grams: 50 },
        { ingredient_id: 2, grams: 100 },
      ],
    });
    expect(new Date(sent.eaten_at).toISOString()).toBe(sent.eaten_at);
    // 50 g oats (190) + 100 g banana (89)
    const tracker = await screen.findByRole('region', { name: 'Smart Meal Tracker' });
    await waitFor(() => expect(within(tracker).getByRole('progressbar', { name: 'Calories' }).getAttribute('aria-valuetext')).toBe('279 / 2000 kcal'));
  });

  it('refuses a file that is not a JPEG, PNG or WebP image without sending it', async () => {
    const { client, api } = await member();
    renderApp('/client/log-meal', client);
    await screen.findByRole('heading', { name: 'Log a meal' });
    const field = screen.getByLabelText('Picture (JPEG, PNG or WebP, up to 5 MB)');
    await userEvent.upload(field, new File(['GIF89a'], 'meal.gif', { type: 'image/gif' }), { applyAccept: false });
    await waitFor(() => expect(describedText(field)).toBe('The picture must be a JPEG, PNG or WebP image'));
    expect(api.called('mealPictureUpload')).toHaveLength(0);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it("shows the server's 400 messages under the fields and keeps everything typed (spec 000 §8)", async () => {
    const message = 'Grams must be a whole number between 1 and 2000';
    const { client, api } = await member({
      saveAnswer: (body) =>
        body.items.some((i) => i.grams === 0)
          ? { status: 400, body: { statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { 'items.0.grams': message } } satisfies ApiError }
          : null,
    });
    const { router } = renderApp('/client/log-meal', client);
    await screen.findByRole('heading', { name: 'Log a meal' });
    await userEvent.type(screen.getByLabelText('Meal name'), 'Snack');
    await addIngredient('ban', 'Banana');
    const grams = screen.getByLabelText('Grams of Banana');
    await userEvent.clear(grams);
    await userEvent.type(grams, '0');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('Grams of Banana'))).toBe(message));
    expect(document.activeElement).toBe(screen.getByLabelText('Grams of Banana'));
    expect((screen.getByLabelText('Meal name') as HTMLInputElement).value).toBe('Snack');
    expect((screen.getByLabelText('Grams of Banana') as HTMLInputElement).value).toBe('0');
    expect(router.state.location.pathname).toBe('/client/log-meal');
    expect(api.called('mealSave')).toHaveLength(1);
    // Refused: not finished.
    expect(recordedUserFlow(api)).toEqual(['meals_started']);
  });

  it('checks the name in the browser (the server gets it sealed) and, without the data key, shows the locked state and says the data is locked', async () => {
    const { client, api } = await member();
    renderApp('/client/log-meal', client);
    await screen.findByRole('heading', { name: 'Log a meal' });
    expect(screen.queryByRole('form', { name: /Your meals are locked/ })).toBeNull();
    await addIngredient('ban', 'Banana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(describedText(screen.getByLabelText('Meal name'))).toBe('Enter a name for the meal'));
    expect(api.called('mealSave')).toHaveLength(0);
    cleanup();

    const locked = await member({ locked: true });
    renderApp('/client/log-meal', locked.client);
    await screen.findByRole('heading', { name: 'Log a meal' });
    // The session's one locked state, in place: the password opens the keys here.
    expect(await screen.findByRole('form', { name: /Your meals are locked/ })).toBeTruthy();
    await userEvent.type(screen.getByLabelText('Meal name'), 'Lunch');
    await addIngredient('ban', 'Banana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByText('Your health data is locked. Sign in again to unlock it.')).getAttribute('role')).toBe('alert');
    expect(locked.api.called('mealSave')).toHaveLength(0);
  });

  it("says 'Failed to create meal' for any other failure and keeps the form", async () => {
    const { client } = await member({ saveAnswer: () => ({ status: 503, body: { statusCode: 503, error_code: 'INTERNAL', message: 'down' } satisfies ApiError }) });
    renderApp('/client/log-meal', client);
    await screen.findByRole('heading', { name: 'Log a meal' });
    await userEvent.type(screen.getByLabelText('Meal name'), 'Lunch');
    await addIngredient('ban', 'Banana');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to create meal');
    expect((screen.getByLabelText('Meal name') as HTMLInputElement).value).toBe('Lunch');
    expect(screen.getByLabelText('Grams of Banana')).toBeTruthy();
  });
});
