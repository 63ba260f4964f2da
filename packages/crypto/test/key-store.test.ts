import { describe, expect, it } from 'vitest';
import { createKeyStore } from '../src/index.js';

// IndexedDB persistence (reload, non-extractable after structured clone) is exercised in Chromium
// by test/browser.test.ts; here Node has no indexedDB, so the in-memory fallback is used.
describe('createKeyStore without IndexedDB', () => {
  it('saves, loads per user and clears every key', async () => {
    expect(typeof indexedDB).toBe('undefined');
    const store = createKeyStore();
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    expect(await store.load('u1')).toBeNull();
    await store.save('u1', key);
    expect(await store.load('u1')).toBe(key);
    expect(await store.load('u2')).toBeNull();
    await store.clear();
    expect(await store.load('u1')).toBeNull();
  });

  it('keeps separate stores apart', async () => {
    const a = createKeyStore('a');
    const b = createKeyStore('b');
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt']);
    await a.save('u1', key);
    expect(await b.load('u1')).toBeNull();
  });
});
