// A meal picture is served sealed and opened in the browser (sdk meals.picture, the real
// crypto); the component shows it from an object URL it revokes, the shared locked state without
// the key, and a sentence (no broken image) when it cannot be opened.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MEAL_PICTURE_FORMATS } from '@healthdeck/contract/light';
import { sealBytes } from '@healthdeck/crypto';
import { accountQuery, unlockPrivateKeyWithPassword, type HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeAnswer } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { MealPicture } from './meal-picture';

// The password check is the sdk's (tested there); here only what the form makes of a refusal.
vi.mock('@healthdeck/sdk', async (original) => ({ ...(await original<typeof import('@healthdeck/sdk')>()), unlockPrivateKeyWithPassword: vi.fn() }));

const PICTURE_ID = '5b0c8b8e-6c0e-4a55-9b1e-0d7f3f0d6a11';
/** A real 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

const aesKey = () => crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
const setKey = (client: HealthDeck, key: CryptoKey | null) => (client.$dataKey as unknown as { set(value: unknown): void }).set(key);
const sealedAnswer = async (key: CryptoKey): Promise<FakeAnswer> => new Response(await sealBytes(key, PNG), { status: 200, headers: { 'content-type': MEAL_PICTURE_FORMATS.dataKey } });

let created: Blob[];
beforeEach(() => {
  created = [];
  let n = 0;
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      created.push(blob);
      return `blob:meal-${++n}`;
    }),
    revokeObjectURL: vi.fn(),
  });
});
afterEach(() => vi.restoreAllMocks());

async function setUp(answer: () => FakeAnswer | Promise<FakeAnswer>, key: CryptoKey | null) {
  const api = createFakeServer({ account: () => json(accountFixture({ verified: true })), mealPicture: answer });
  const client = await createFakeClient(api);
  setKey(client, key);
  const view = render(
    <HealthDeckProvider client={client}>
      <MealPicture pictureId={PICTURE_ID} className="thumb" />
    </HealthDeckProvider>,
  );
  return { api, client, view };
}

describe('MealPicture (sealed meal pictures)', () => {
  it('opens the sealed picture with the data key and shows it from an object URL, revoked on unmount', async () => {
    const key = await aesKey();
    const { api, view } = await setUp(() => sealedAnswer(key), key);
    expect(screen.getByRole('status', { name: 'Opening the meal picture' })).toBeTruthy();
    const img = await screen.findByRole('img', { name: 'Picture of the meal' });
    expect(img.getAttribute('src')).toBe('blob:meal-1');
    expect(img.className).toBe('thumb');
    expect(api.called('mealPicture').map((c) => c.path)).toEqual([`/api/client/meals/picture/${PICTURE_ID}`]);
    // What is shown is the opened picture, not the ciphertext.
    expect(created).toHaveLength(1);
    expect(created[0]!.type).toBe('image/png');
    expect(new Uint8Array(await created[0]!.arrayBuffer())).toEqual(PNG);
    expect(URL.revokeObjectURL).not.toHaveBeenCalled();
    view.unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:meal-1');
  });

  it('without the key shows the shared locked state (no image), and the picture once a key is unlocked', async () => {
    const key = await aesKey();
    const { client } = await setUp(() => sealedAnswer(key), null);
    const heading = await screen.findByRole('heading', { name: /Your meal picture is locked/ });
    // The padlock is drawn, not an emoji (a box where no emoji font is installed), and hidden from screen readers.
    expect(heading.textContent).toBe('Your meal picture is locked');
    expect(heading.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unlock' })).toBeTruthy();
    // The member's email (the account the page loaded) as the form's username, for password managers; not shown.
    await client.queryClient.fetchQuery(accountQuery(client));
    await waitFor(() => {
      const username = document.querySelector<HTMLInputElement>('.hd-unlock input[autocomplete="username"]');
      expect([username?.value, username?.hidden]).toEqual(['member@example.com', true]);
    });
    expect(screen.queryByRole('img', { name: 'Picture of the meal' })).toBeNull();
    // The password prompt unlocks the keys for the whole page; the picture opens then.
    setKey(client, key);
    expect(await screen.findByRole('img', { name: 'Picture of the meal' })).toBeTruthy();
  });

  it('says so instead of a broken image when the picture is missing or cannot be opened', async () => {
    await setUp(() => apiError(404, 'Picture not found'), await aesKey());
    expect(await screen.findByText('The meal picture could not be shown.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a picture sealed under another key is not shown', async () => {
    const other = await aesKey();
    await setUp(() => sealedAnswer(other), await aesKey());
    expect(await screen.findByText('The meal picture could not be shown.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('asks for the password with the shared form, and reports a wrong one', async () => {
    const key = await aesKey();
    await setUp(() => sealedAnswer(key), null);
    vi.mocked(unlockPrivateKeyWithPassword).mockRejectedValue(new Error(''));
    await userEvent.type(await screen.findByLabelText('Password'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(screen.getByText('That password did not unlock your data.')).toBeTruthy());
  });
});
