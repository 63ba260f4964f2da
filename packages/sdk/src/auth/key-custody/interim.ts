// The interim data key (docs/decisions/0086-organisation-assisted-recovery.md): after a reset without
// the recovery phrase the member's browser made a new data key; an approved recovery gives the old one
// back and archives the interim one, wrapped to the member's own public key. At the next unlock the
// browser opens it and re-seals every record sealed under it with the account's data key, so one key
// opens every record on every screen and through the organisation recovery keys.
import { isSealedBytes, openBytes, openRecord, sealBytes, sealRecord, unwrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import type { InterimRecordsResealRequest } from '@healthdeck/contract/light';
import type { Call } from '../../transport/http.js';

/** Characters of re-sealed records per request: well under JSON_BODY_MAX_BYTES with the JSON around them. */
const BATCH_CHARS = 400_000;

/** Whether `open` succeeds with the key: GCM fails alike for another key and for altered bytes. */
async function opens<T>(open: () => Promise<T>): Promise<{ value: T } | null> {
  try {
    return { value: await open() };
  } catch {
    return null;
  }
}

/**
 * Re-seals, under `dataKey`, the member's records and meal pictures the interim key opens, and
 * ends the re-seal; answers how many records and pictures moved (0 and 0 when none waited).
 */
export async function resealInterimRecords(call: Call, privateKey: PrivateKey, dataKey: CryptoKey): Promise<{ records: number; pictures: number }> {
  const waiting = await call('memberInterimRecords');
  if (!waiting.interim_data_key) return { records: 0, pictures: 0 };
  const interimKey = await unwrapDataKey(waiting.interim_data_key, privateKey);
  const body: Omit<InterimRecordsResealRequest, 'done'> = { records: [], pictures: [] };
  for (const record of waiting.records) {
    const opened = await opens(() => openRecord(record.encrypted_data, { dataKey: interimKey }));
    if (!opened) continue; // sealed under the account's data key already
    body.records.push({ table: record.table, from: record.encrypted_data, to: await sealRecord(dataKey, opened.value) });
  }
  for (const id of waiting.picture_ids) {
    const response: unknown = await call('mealPicture', { params: { id } });
    if (!(response instanceof Response)) throw new TypeError('The meal picture answer is not a file');
    const sealed = new Uint8Array(await response.arrayBuffer());
    if (!isSealedBytes(sealed)) continue;
    const bytes = (await opens(() => openBytes(sealed, { dataKey: interimKey })))?.value;
    if (!bytes) continue;
    const form = new FormData();
    form.append('file', new Blob([await sealBytes(dataKey, bytes)], { type: 'application/octet-stream' }), 'meal-picture');
    const { picture_id } = await call('mealPictureUpload', { form });
    body.pictures.push({ id, resealed_id: picture_id });
  }
  // Batches keep each request under the server's body limit; the last one (with the pictures) ends the re-seal.
  const batches: InterimRecordsResealRequest['records'][] = [[]];
  let size = 0;
  for (const record of body.records) {
    const length = record.from.length + record.to.length;
    if (size + length > BATCH_CHARS && batches.at(-1)!.length > 0) {
      batches.push([]);
      size = 0;
    }
    batches.at(-1)!.push(record);
    size += length;
  }
  const moved = { records: 0, pictures: 0 };
  for (const [n, records] of batches.entries()) {
    const last = n === batches.length - 1;
    const taken = await call('memberInterimRecordsReseal', { body: { records, pictures: last ? body.pictures : [], done: last } });
    moved.records += taken.records;
    moved.pictures += taken.pictures;
  }
  return moved;
}
