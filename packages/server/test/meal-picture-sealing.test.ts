// Meal pictures stored readable before they were sealed in the browser are sealed at
// start to their member's public key (domain/meal-pictures/sealing.ts); the plain file is removed.
// Files an older version kept on disk move into the database first (file-store.ts importDiskUploads).
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEAL_PICTURE_FORMATS } from '@healthdeck/contract';
import { openBytes, unlockPrivateKey } from '@healthdeck/crypto';
import { databaseFileStore, importDiskUploads } from '../src/file-store.js';
import { sealPlainMealPictures } from '../src/domain/meal-pictures/sealing.js';
import { keyedMember, signedInMember, type TestMember } from './helpers/accounts.js';
import { keyMaterial } from './helpers/key-material.js';
import { PNG } from './helpers/sample-files.js';
import { startTestServerWithFiles, type TestServer } from './helpers/test-server.js';

let server: TestServer;
let keyed: TestMember;
let keyless: TestMember;
let dir: string;
const pictures = () => databaseFileStore(server.db, 'meal-pictures');
const storedPictures = () => server.db.selectFrom('stored_files').select(['key', 'bytes']).where('folder', '=', 'meal-pictures').execute();

beforeAll(async () => {
  server = await startTestServerWithFiles();
  keyed = await keyedMember(server);
  keyless = await signedInMember(server);
  dir = path.join(server.config.dataDir, 'uploads', 'meal-pictures');
  await mkdir(dir, { recursive: true });
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** A picture as a version that did not seal them stored it, on disk: the image file as uploaded, its row saying its image type. */
async function plainPicture(member: TestMember, bytes: Buffer): Promise<{ id: string; key: string }> {
  const key = randomUUID();
  await writeFile(path.join(dir, key), bytes);
  const row = await server.db
    .insertInto('meal_pictures')
    .values({ user_id: member.id, storage_key: key, content_type: 'image/png', size_bytes: bytes.length })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id: row.id, key };
}

const picture = (member: TestMember, id: string) => server.fetch(`/api/client/meals/picture/${id}`, { headers: { authorization: `Bearer ${member.accessToken}` } });

describe('sealing the meal pictures stored readable', () => {
  it('seals each to its member, removes the plain file, serves only the sealed one; drops a keyless member’s', async () => {
    // Distinctive bytes after a real PNG header, so the search below cannot match by chance.
    const bytes = Buffer.concat([PNG, Buffer.from('meal picture bytes Quorrenfield '.repeat(40))]);
    const old = await plainPicture(keyed, bytes);
    const orphan = await plainPicture(keyless, bytes);
    const meal = await server.db
      .insertInto('meals')
      .values({ user_id: keyless.id, encrypted_name: 'hd1.AAAA', eaten_at: new Date(), day: '2026-04-06', picture_id: orphan.id })
      .returning('id')
      .executeTakeFirstOrThrow();
    // Not served while readable: the server never hands out a plain picture.
    expect((await picture(keyed, old.id)).status).toBe(404);

    // Start: the files move from the disk into the database, then the readable ones are sealed.
    expect(await importDiskUploads(server.db, server.config.dataDir)).toBe(2);
    expect(existsSync(dir)).toBe(false);
    expect(await sealPlainMealPictures(server.db)).toEqual({ sealed: 1, removed: 1 });

    const row = await server.db.selectFrom('meal_pictures').selectAll().where('id', '=', old.id).executeTakeFirstOrThrow();
    expect(row.content_type).toBe(MEAL_PICTURE_FORMATS.member);
    expect(row.storage_key).not.toBe(old.key);
    expect(await pictures().get(old.key)).toBeNull();
    expect(await pictures().get(orphan.key)).toBeNull();
    // No stored file holds the picture's bytes any more.
    const stored = await storedPictures();
    expect(stored.map((f) => f.key)).toEqual([row.storage_key]);
    for (const file of stored) expect(file.bytes.includes('Quorrenfield')).toBe(false);

    const served = await picture(keyed, old.id);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe(MEAL_PICTURE_FORMATS.member);
    const sealed = new Uint8Array(await served.arrayBuffer());
    expect(sealed.length).toBe(row.size_bytes);
    const { encrptedPrivateKey } = await keyMaterial();
    const privateKey = await unlockPrivateKey(encrptedPrivateKey, 'test passphrase');
    expect(Buffer.from((await openBytes(sealed, { privateKey })) ?? []).equals(bytes)).toBe(true);
    // Without the private key the member's data key alone does not open it: the widget asks for the password.
    expect(await openBytes(sealed, { dataKey: await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['decrypt']) })).toBeNull();

    // The keyless member's picture is gone; the meal stays, without it.
    expect(await server.db.selectFrom('meal_pictures').select('id').where('id', '=', orphan.id).executeTakeFirst()).toBeUndefined();
    expect(await server.db.selectFrom('meals').select('picture_id').where('id', '=', meal.id).executeTakeFirstOrThrow()).toEqual({ picture_id: null });

    // Idempotent: a second start finds nothing left to seal.
    expect(await importDiskUploads(server.db, server.config.dataDir)).toBe(0);
    expect(await sealPlainMealPictures(server.db)).toEqual({ sealed: 0, removed: 0 });
  }, 60_000);
});

describe('uploads kept on disk by an older version (file-store.ts)', () => {
  it('move into the database once, each file removed after its row is written; other files are left alone', async () => {
    const media = path.join(server.config.dataDir, 'uploads', 'media');
    await mkdir(media, { recursive: true });
    const key = randomUUID();
    await writeFile(path.join(media, key), 'logo bytes');
    await writeFile(path.join(media, 'notes.txt'), 'not a file key');
    // A crash after the row was written but before the file went: the copy repeats, the row stays.
    const again = randomUUID();
    await databaseFileStore(server.db, 'media').put(again, Buffer.from('already moved'));
    await writeFile(path.join(media, again), 'already moved');

    expect(await importDiskUploads(server.db, server.config.dataDir)).toBe(2);
    expect((await databaseFileStore(server.db, 'media').get(key))?.toString()).toBe('logo bytes');
    expect((await databaseFileStore(server.db, 'media').get(again))?.toString()).toBe('already moved');
    expect(existsSync(path.join(media, key))).toBe(false);
    expect(existsSync(path.join(media, again))).toBe(false);
    expect(existsSync(path.join(media, 'notes.txt'))).toBe(true);
    expect(await importDiskUploads(server.db, server.config.dataDir)).toBe(0);
  });
});
