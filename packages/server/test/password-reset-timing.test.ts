import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { EmailMessage, Mailer } from '../src/email/mailer.js';
import { registerMember } from './helpers/accounts.js';
import { contractClient, createTestDatabase, testServerConfig, type ContractClient } from './helpers/test-server.js';

/** A mail server that holds reset emails until released (or refuses them), and takes the others at once. */
function heldResetMailer(options: { refuse?: boolean } = {}) {
  const sent: EmailMessage[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const mailer: Mailer = {
    mode: 'smtp',
    async send(message) {
      if (/reset/i.test(message.subject)) {
        await released;
        if (options.refuse) throw new Error('554 relay refused');
      }
      sent.push(message);
    },
  };
  releaseHeld = release;
  return { mailer, sent, release };
}

let cleanup: (() => Promise<void>) | null = null;
let releaseHeld = () => {};
afterEach(async () => {
  releaseHeld(); // an answer that waits for the email must not hang the run
  await cleanup?.();
  cleanup = null;
});

/** The call's answer, or 'still waiting' after 3 s. */
const within3s = <T>(call: Promise<T>) => Promise.race([call, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 3_000))]);

async function serverWith(mailer: Mailer): Promise<{ app: FastifyInstance; client: ContractClient; keys: () => Promise<number> }> {
  const database = await createTestDatabase();
  const app = await buildApp({ db: database.db, config: testServerConfig(() => new Date()), mailer });
  await app.listen({ port: 0, host: '127.0.0.1' });
  let closed = false;
  cleanup = async () => {
    if (!closed) await app.close();
    await database.drop();
  };
  const close = app.close.bind(app);
  app.close = (async () => {
    closed = true;
    await close();
  }) as typeof app.close;
  const keys = async () => Number((await sql<{ n: string }>`select count(*) as n from password_reset_keys`.execute(database.db)).rows[0].n);
  return { app, client: contractClient(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`), keys };
}

describe('password request-new answers without waiting for the email (spec 000 §7.3: the answer does not reveal an account)', () => {
  it('answers 204 for an account while its email is still with the mail server, and the email goes out after', async () => {
    const { mailer, sent, release } = heldResetMailer();
    const { app, client, keys } = await serverWith(mailer);
    const member = await registerMember(client);

    const res = await within3s(client.call('passwordRequestNew', { body: { email: member.email } }));
    expect(res === 'still waiting' ? res : res.status).toBe(204);
    expect(sent.filter((m) => /reset/i.test(m.subject))).toEqual([]);

    release();
    await app.close(); // a closing server finishes the work its handlers left running
    expect(sent.filter((m) => /reset/i.test(m.subject)).map((m) => m.to)).toEqual([member.email]);
    expect(await keys()).toBe(1);
  });

  it('a mail server that refuses the email does not change the answer; the failure is logged without the address', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { mailer, release } = heldResetMailer({ refuse: true });
      const { app, client } = await serverWith(mailer);
      const member = await registerMember(client);
      const res = await within3s(client.call('passwordRequestNew', { body: { email: member.email } }));
      expect(res === 'still waiting' ? res : res.status).toBe(204);
      release();
      await app.close();
      const logged = errors.mock.calls.map((args) => args.join(' ')).join('\n');
      expect(logged).toContain('Background work failed (password reset email): 554 relay refused');
      expect(logged).not.toContain(member.email);
    } finally {
      errors.mockRestore();
    }
  });
});
