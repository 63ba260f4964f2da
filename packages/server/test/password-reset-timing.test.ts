import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailMessage, Mailer } from '../src/email/mailer.js';
import { registerMember } from './helpers/accounts.js';
import { jobsIdle } from './helpers/jobs.js';
import { startTestServer, type TestServer } from './helpers/test-server.js';

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

let server: TestServer | null = null;
let releaseHeld = () => {};
afterEach(async () => {
  releaseHeld(); // an answer that waits for the email must not hang the run
  await server?.close();
  server = null;
});

/** The call's answer, or 'still waiting' after 3 s. */
const within3s = <T>(call: Promise<T>) => Promise.race([call, new Promise<'still waiting'>((resolve) => setTimeout(() => resolve('still waiting'), 3_000))]);

describe('password request-new answers without waiting for the email (spec 000 §7.3: the answer does not reveal an account)', () => {
  it('answers 204 for an account while its email is still with the mail server, and the email goes out after', async () => {
    const { mailer, sent, release } = heldResetMailer();
    server = await startTestServer({}, { mailer });
    const member = await registerMember(server);

    const res = await within3s(server.call('passwordRequestNew', { body: { email: member.email } }));
    expect(res === 'still waiting' ? res : res.status).toBe(204);
    expect(sent.filter((m) => /reset/i.test(m.subject))).toEqual([]);

    release();
    // The email is a queued job: it goes out once the worker that took it is done.
    await vi.waitFor(() => expect(sent.filter((m) => /reset/i.test(m.subject)).map((m) => m.to)).toEqual([member.email]), { timeout: 10_000, interval: 100 });
    await jobsIdle(server.db);
    const keys = await sql<{ n: string }>`select count(*) as n from password_reset_keys`.execute(server.db);
    expect(Number(keys.rows[0].n)).toBe(1);
  });

  it('a mail server that refuses the email does not change the answer; the failure is logged without the address', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const { mailer, release } = heldResetMailer({ refuse: true });
      server = await startTestServer({}, { mailer });
      const member = await registerMember(server);
      const res = await within3s(server.call('passwordRequestNew', { body: { email: member.email } }));
      expect(res === 'still waiting' ? res : res.status).toBe(204);
      release();
      // The refusal is logged; the job waits for its retry (half a minute or so away).
      const logged = () => errors.mock.calls.map((args) => args.join(' ')).join('\n');
      await vi.waitFor(() => expect(logged()).toContain('Job failed (password reset email, attempt 1 of 6): 554 relay refused'), { timeout: 10_000, interval: 100 });
      await jobsIdle(server.db);
      const retry = await sql<{ state: string }>`select state from pgboss.job where name = 'password-reset-email'`.execute(server.db);
      expect(retry.rows).toEqual([{ state: 'retry' }]);
      expect(logged()).not.toContain(member.email);
    } finally {
      errors.mockRestore();
    }
  });
});
