// After an approved organisation-assisted recovery (docs/decisions/0086-organisation-assisted-recovery.md)
// the member's browser opens the archived interim data key with its own private key and re-seals, under
// the recovered data key, exactly what the interim key opens: records and meal pictures. Real
// @healthdeck/crypto; the server's answers are the contract's shapes.
import { beforeAll, describe, expect, it } from 'vitest';
import { createDataKey, generateKeyPair, openBytes, openRecord, sealBytes, sealRecord, unlockPrivateKey, unwrapDataKey, wrapDataKey, type PrivateKey } from '@healthdeck/crypto';
import type { InterimRecordsResealRequest, InterimRecordsResponse } from '@healthdeck/contract';
import { resealInterimRecords } from '../src/auth/key-custody/index.js';
import type { Call } from '../src/transport/http.js';

const PICTURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
let privateKey: PrivateKey;
let interimWrap: string;
let interimKey: CryptoKey;
let recovered: CryptoKey;

async function wrapped(publicKey: string): Promise<string> {
  const raw = createDataKey();
  return wrapDataKey(raw, [publicKey]);
}

beforeAll(async () => {
  const pair = await generateKeyPair({ email: 'interim@example.com', passphrase: 'interim passphrase' });
  privateKey = await unlockPrivateKey(pair.encrptedPrivateKey, 'interim passphrase');
  interimWrap = await wrapped(pair.publicKey);
  interimKey = await unwrapDataKey(interimWrap, privateKey);
  recovered = await unwrapDataKey(await wrapped(pair.publicKey), privateKey);
}, 180_000);

/** A server answering the re-seal's calls, keeping what the browser sent. */
function fakeServer(waiting: InterimRecordsResponse, pictures: Record<string, Uint8Array>) {
  const sent: { reseal: InterimRecordsResealRequest | null; batches: InterimRecordsResealRequest[]; uploads: Blob[] } = { reseal: null, batches: [], uploads: [] };
  const call = (async (name: string, input?: { params?: { id: string }; form?: FormData; body?: InterimRecordsResealRequest }) => {
    if (name === 'memberInterimRecords') return waiting;
    if (name === 'mealPicture') return new Response(new Blob([pictures[input!.params!.id]! as Uint8Array<ArrayBuffer>]));
    if (name === 'mealPictureUpload') {
      sent.uploads.push(input!.form!.get('file') as Blob);
      return { picture_id: `resealed-${sent.uploads.length}`, url: '/x' };
    }
    if (name === 'memberInterimRecordsReseal') {
      sent.reseal = input!.body!;
      sent.batches.push(input!.body!);
      return { records: input!.body!.records.length, pictures: input!.body!.pictures.length };
    }
    throw new Error(`unexpected call ${name}`);
  }) as unknown as Call;
  return { call, sent };
}

describe('resealInterimRecords', () => {
  it('re-seals under the recovered key what the interim key opens, and leaves the rest', async () => {
    const interimRecord = await sealRecord(interimKey, { allergy: 'interim' });
    const interimNull = await sealRecord(interimKey, null);
    const alreadyRecovered = await sealRecord(recovered, { allergy: 'before the reset' });
    const { call, sent } = fakeServer(
      {
        interim_data_key: interimWrap,
        records: [
          { table: 'user_allergies', encrypted_data: interimRecord },
          { table: 'user_allergies', encrypted_data: alreadyRecovered },
          { table: 'nutrition_forms', encrypted_data: interimNull },
        ],
        picture_ids: ['interim-picture', 'recovered-picture'],
      },
      { 'interim-picture': await sealBytes(interimKey, PICTURE.slice()), 'recovered-picture': await sealBytes(recovered, PICTURE.slice()) },
    );
    expect(await resealInterimRecords(call, privateKey, recovered)).toEqual({ records: 2, pictures: 1 });
    const body = sent.reseal!;
    expect(sent.batches).toHaveLength(1);
    expect(body.done).toBe(true);
    expect(body.records.map((r) => [r.table, r.from])).toEqual([
      ['user_allergies', interimRecord],
      ['nutrition_forms', interimNull],
    ]);
    expect(await openRecord(body.records[0]!.to, { dataKey: recovered })).toEqual({ allergy: 'interim' });
    expect(await openRecord(body.records[1]!.to, { dataKey: recovered })).toBeNull();
    await expect(openRecord(body.records[0]!.to, { dataKey: interimKey })).rejects.toThrow();
    expect(body.pictures).toEqual([{ id: 'interim-picture', resealed_id: 'resealed-1' }]);
    expect(await openBytes(new Uint8Array(await sent.uploads[0]!.arrayBuffer()), { dataKey: recovered })).toEqual(PICTURE);
  }, 60_000);

  it('sends many records in batches under the body limit; only the last, with the pictures, ends the re-seal', async () => {
    const big = 'x'.repeat(200_000);
    const records = await Promise.all([1, 2, 3].map(async (n) => ({ table: 'measurement_samples' as const, encrypted_data: await sealRecord(interimKey, { n, big }) })));
    const { call, sent } = fakeServer({ interim_data_key: interimWrap, records, picture_ids: ['interim-picture'] }, { 'interim-picture': await sealBytes(interimKey, PICTURE.slice()) });
    expect(await resealInterimRecords(call, privateKey, recovered)).toEqual({ records: 3, pictures: 1 });
    expect(sent.batches.map((b) => [b.records.length, b.pictures.length, b.done])).toEqual([
      [1, 0, false],
      [1, 0, false],
      [1, 1, true],
    ]);
    for (const batch of sent.batches) expect(JSON.stringify(batch).length).toBeLessThan(1024 * 1024);
  }, 60_000);

  it('does nothing when no interim key waits', async () => {
    const { call, sent } = fakeServer({ interim_data_key: null, records: [], picture_ids: [] }, {});
    expect(await resealInterimRecords(call, privateKey, recovered)).toEqual({ records: 0, pictures: 0 });
    expect(sent.reseal).toBeNull();
  });
});
