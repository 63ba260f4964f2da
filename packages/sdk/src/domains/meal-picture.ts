// A meal picture is sealed in the browser under the member's data key before upload, and opened here
// from the ciphertext the server serves back (docs/ENCRYPTION.md). The server cannot see the
// picture, so its rules (JPEG, PNG or WebP, up to 5 MB: MEAL_LIMITS) are checked here, answered like
// the server's 400. The crypto it needs is loaded on first use (its openpgp stays lazy).
import type { ReadableAtom } from 'nanostores';
import type { PrivateKey } from '@healthdeck/crypto';
import { imageTypeOf, MEAL_LIMITS, MEAL_PICTURE_FORMATS, mealsRoutes, type MealPictureResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { BadRequest, HealthDeckError } from '../transport/errors.js';
import { HEALTH_DATA_LOCKED } from './clinical-record.js';

const call = (hd: HealthDeck) => routed(hd.call, mealsRoutes);

type PictureKeys = { dataKey: CryptoKey | null; privateKey: PrivateKey | null };

/**
 * Seals a meal picture (JPEG, PNG or WebP up to 5 MB) under the member's data key and uploads the
 * ciphertext; no name or type of the member's file goes with it. A refused file is a BadRequest with
 * the server's message; locked, a HealthDeckError 423 and nothing is sent.
 */
export async function uploadMealPicture(hd: HealthDeck, file: Blob): Promise<MealPictureResponse> {
  const form = new FormData();
  form.append('file', await sealMealPicture(file, hd.$dataKey), 'meal-picture');
  return call(hd)('mealPictureUpload', { form });
}

/**
 * The member's picture `id` opened for display ({ status: 'open', blob }), or { status: 'locked' }
 * when the key it needs is not unlocked; a missing picture is a RequestFailed ('Failed to load meal picture').
 */
export async function fetchMealPicture(hd: HealthDeck, id: string, signal?: AbortSignal): Promise<OpenedMealPicture> {
  const response: unknown = await call(hd)('mealPicture', { params: { id }, signal });
  if (!(response instanceof Response)) throw new TypeError('The meal picture answer is not a file');
  return openMealPicture(response, { dataKey: hd.$dataKey.get(), privateKey: hd.$privateKey.get() });
}

/** A picture opened for display, or locked: the key it needs is not unlocked (the widget asks for the password). */
export type OpenedMealPicture = { status: 'open'; blob: Blob } | { status: 'locked' };

function refused(message: string): BadRequest {
  return new BadRequest(message, { statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { file: message } });
}

/** The picture sealed for upload ('hd1.' bytes); a BadRequest for a file the server would have refused; locked: a HealthDeckError 423. */
export async function sealMealPicture(file: Blob, $dataKey: ReadableAtom<CryptoKey | null>): Promise<Blob> {
  const { messages } = MEAL_LIMITS;
  const bytes = new Uint8Array(await file.arrayBuffer());
  // By the bytes, not the declared type: a renamed file is not a picture.
  if (imageTypeOf(bytes) === null) throw refused(messages.pictureType);
  if (bytes.length > MEAL_LIMITS.pictureMaxBytes) throw refused(messages.pictureSize);
  const dataKey = $dataKey.get();
  if (!dataKey) throw new HealthDeckError(HEALTH_DATA_LOCKED, 423);
  const { sealBytes } = await import('@healthdeck/crypto');
  return new Blob([await sealBytes(dataKey, bytes)], { type: 'application/octet-stream' });
}

/**
 * Opens a served picture: sealed under the data key (MEAL_PICTURE_FORMATS.dataKey) or, stored before
 * pictures were sealed in the browser, by the server to the member's public key (.member, opened with
 * the private key; OpenPGP is loaded only then). Throws when it is not a sealed picture or was altered.
 */
export async function openMealPicture(response: Response, keys: PictureKeys): Promise<OpenedMealPicture> {
  const format = response.headers.get('content-type')?.split(';')[0]?.trim();
  let opened: Uint8Array<ArrayBuffer> | null;
  if (format === MEAL_PICTURE_FORMATS.dataKey) {
    if (!keys.dataKey) return { status: 'locked' };
    const { openBytes } = await import('@healthdeck/crypto');
    opened = await openBytes(new Uint8Array(await response.arrayBuffer()), { dataKey: keys.dataKey });
  } else if (format === MEAL_PICTURE_FORMATS.member) {
    if (!keys.privateKey) return { status: 'locked' };
    const { openBytes } = await import('@healthdeck/crypto');
    opened = await openBytes(new Uint8Array(await response.arrayBuffer()), { privateKey: keys.privateKey });
  } else {
    throw new Error(`The meal picture is not sealed (${format ?? 'no content type'})`);
  }
  if (!opened) return { status: 'locked' };
  const type = imageTypeOf(opened);
  if (type === null) throw new Error('The opened meal picture is not a JPEG, PNG or WebP image');
  return { status: 'open', blob: new Blob([opened], { type }) };
}
