// A meal picture is sealed in the browser under the member's data key before upload, and
// opened here from the ciphertext the server serves back (docs/ENCRYPTION.md). The server cannot
// see the picture, so its rules (JPEG, PNG or WebP, up to 5 MB: MEAL_LIMITS) are checked here,
// answered like the server's 400. Loaded on first use: the embed's first load does not carry it,
// and the crypto it needs is the full entry's (its openpgp stays lazy), not the light entry every
// embed page loads.
import type { ReadableAtom } from 'nanostores';
import type { PrivateKey } from '@healthdeck/crypto';
import { imageTypeOf, MEAL_LIMITS, MEAL_PICTURE_FORMATS, type MealPictureResponse } from '@healthdeck/contract/light';
import type { Call } from '../transport/http.js';
import { BadRequest, HealthDeckError } from '../transport/errors.js';
import { HEALTH_DATA_LOCKED } from './clinical-record.js';

type PictureKeys = { dataKey: CryptoKey | null; privateKey: PrivateKey | null };

/** sdk meals.uploadPicture: the picture checked, sealed and sent (no name or type of the member's file goes with it). */
export async function uploadMealPicture(call: Call, file: Blob, $dataKey: ReadableAtom<CryptoKey | null>): Promise<MealPictureResponse> {
  const form = new FormData();
  form.append('file', await sealMealPicture(file, $dataKey), 'meal-picture');
  return call('mealPictureUpload', { form });
}

/** sdk meals.picture: the member's picture read (a file row) and opened. */
export async function loadMealPicture(call: Call, id: string, keys: PictureKeys, signal?: AbortSignal): Promise<OpenedMealPicture> {
  const response: unknown = await call('mealPicture', { params: { id }, signal });
  if (!(response instanceof Response)) throw new TypeError('The meal picture answer is not a file');
  return openMealPicture(response, keys);
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
