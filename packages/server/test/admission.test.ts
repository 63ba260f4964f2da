import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { installAdmission, SERVER_BUSY_MESSAGE } from '../src/http/admission.js';

/** An app whose GET /api/hold/:id handlers wait until the test lets them go; started records their order. */
async function holdingApp(limit: number, maxWaitMs = 10_000) {
  const app = Fastify();
  const gate = installAdmission(app, { limit, maxWaitMs });
  const started: string[] = [];
  const waiting = new Map<string, () => void>();
  app.get<{ Params: { id: string } }>('/api/hold/:id', async (request) => {
    started.push(request.params.id);
    await new Promise<void>((resolve) => waiting.set(request.params.id, resolve));
    return { id: request.params.id };
  });
  app.post('/api/strict', { schema: { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } }, async () => ({ ok: true }));
  app.get('/portal/page', async () => 'page');
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const release = (id: string) => {
    waiting.get(id)?.();
    waiting.delete(id);
  };
  return { app, gate, base, started, release };
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

let open: FastifyInstance | undefined;
afterEach(async () => {
  await open?.close();
  open = undefined;
});

describe('admission control: at most MAX_CONCURRENT_REQUESTS API handlers at once, the rest in arrival order', () => {
  it('runs two of four held calls, starts the others in arrival order as places free, and answers all', async () => {
    const { app, gate, base, started, release } = await holdingApp(2);
    open = app;
    const answers: Promise<Response>[] = [];
    for (const id of ['a', 'b', 'c', 'd']) {
      answers.push(fetch(`${base}/api/hold/${id}`));
      await until(() => gate.running + gate.waiting === answers.length);
    }
    expect(started).toEqual(['a', 'b']);
    expect(gate.waiting).toBe(2);
    release('b');
    await until(() => started.length === 3);
    expect(started).toEqual(['a', 'b', 'c']);
    release('a');
    await until(() => started.length === 4);
    release('c');
    release('d');
    const bodies = await Promise.all(
      answers.map(async (pending) => {
        const answer = await pending;
        return [answer.status, (await answer.json()).id];
      }),
    );
    expect(bodies).toEqual([
      [200, 'a'],
      [200, 'b'],
      [200, 'c'],
      [200, 'd'],
    ]);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('answers 503 with Retry-After and a clear message to a call that waited too long, and serves the next one', async () => {
    const { app, base, started, release } = await holdingApp(1, 200);
    open = app;
    const held = fetch(`${base}/api/hold/held`);
    await until(() => started.length === 1);
    const late = await fetch(`${base}/api/hold/late`);
    expect(late.status).toBe(503);
    expect(late.headers.get('retry-after')).toBe('1');
    expect(await late.json()).toMatchObject({ statusCode: 503, error_code: 'UNAVAILABLE', message: SERVER_BUSY_MESSAGE });
    expect(started).toEqual(['held']); // the late call's handler never ran
    release('held');
    expect((await held).status).toBe(200);
    const next = fetch(`${base}/api/hold/next`);
    await until(() => started.length === 2);
    release('next');
    expect((await next).status).toBe(200);
  });

  it('gives the place back when a call ends without its handler (a 400 for a bad body, a 404)', async () => {
    const { app, gate, base } = await holdingApp(1);
    open = app;
    for (let i = 0; i < 5; i++) {
      const bad = await fetch(`${base}/api/strict`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(bad.status).toBe(400);
      expect((await fetch(`${base}/api/nothing-here`)).status).toBe(404);
    }
    const good = await fetch(`${base}/api/strict`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"x"}' });
    expect(good.status).toBe(200);
    expect([gate.running, gate.waiting]).toEqual([0, 0]);
  });

  it('drops a call from the line when its client goes away, so its handler never runs', async () => {
    const { app, gate, base, started, release } = await holdingApp(1);
    open = app;
    const held = fetch(`${base}/api/hold/held`);
    await until(() => started.length === 1);
    const controller = new AbortController();
    const gone = fetch(`${base}/api/hold/gone`, { signal: controller.signal }).catch((error: Error) => error.name);
    await until(() => gate.waiting === 1);
    controller.abort();
    expect(await gone).toBe('AbortError');
    await until(() => gate.waiting === 0);
    release('held');
    expect((await held).status).toBe(200);
    const after = fetch(`${base}/api/hold/after`);
    await until(() => started.length === 2);
    release('after');
    expect((await after).status).toBe(200);
    expect(started).toEqual(['held', 'after']);
  });

  it('does not gate what is not the API: pages answer while every place is held', async () => {
    const { app, base, started, release } = await holdingApp(1);
    open = app;
    const held = fetch(`${base}/api/hold/held`);
    await until(() => started.length === 1);
    const page = await fetch(`${base}/portal/page`);
    expect([page.status, await page.text()]).toEqual([200, 'page']);
    release('held');
    await held;
  });
});
