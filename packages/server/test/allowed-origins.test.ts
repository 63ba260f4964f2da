// The organisations' allowed origins cache behind CORS: read once per ttl, read again
// after an admin write, and never kept from a read that was under way when the write came.
import { describe, expect, it } from 'vitest';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { createAllowedOrigins } from '../src/http/cors.js';

/** A database whose organisations' rows are answered by hand, one read at a time. */
function heldDatabase() {
  const pending: { resolve: (rows: { data: unknown }[]) => void }[] = [];
  const query = { select: () => query, where: () => query, execute: () => new Promise<{ data: unknown }[]>((resolve) => pending.push({ resolve })) };
  const db = { selectFrom: () => query } as unknown as Kysely<Database>;
  const answer = (index: number, origins: string[]) => pending[index]?.resolve([{ data: { allowed_origins: origins } }]);
  return { db, pending, answer };
}

describe('allowed origins cache', () => {
  it('reads once for concurrent requests and keeps the list for the ttl', async () => {
    const { db, pending, answer } = heldDatabase();
    const cache = createAllowedOrigins(db, 60_000);
    const first = cache.get();
    const second = cache.get();
    expect(pending).toHaveLength(1);
    answer(0, ['https://partner.example']);
    expect([...(await first)]).toEqual(['https://partner.example']);
    expect([...(await second)]).toEqual(['https://partner.example']);
    expect([...(await cache.get())]).toEqual(['https://partner.example']);
    expect(pending).toHaveLength(1);
  });

  it('does not keep a read that was under way when an admin write invalidated the list', async () => {
    const { db, pending, answer } = heldDatabase();
    const cache = createAllowedOrigins(db, 60_000);
    const before = cache.get(); // read 0 starts: the origin is still listed
    cache.invalidate(); // an admin removes it
    const after = cache.get(); // read 1 starts after the write
    expect(pending).toHaveLength(2);
    answer(1, []);
    answer(0, ['https://removed.example']);
    expect([...(await before)]).toEqual(['https://removed.example']);
    expect([...(await after)]).toEqual([]);
    // The stale read finished last, yet the cache holds what was read after the write.
    expect([...(await cache.get())]).toEqual([]);
    expect(pending).toHaveLength(2);
  });
});
