// Account deletion with a grace period (docs/decisions/0104-account-deletion.md), on real PostgreSQL:
// the demo member with rows in every area asks for deletion (password), is signed out everywhere,
// cancels by signing in (the sign-in says so), asks again; staff see it pending; the clock passes
// the 30 days and the scheduled job's task runs; then every column of every table (the job queue's
// too) is scanned for the member's id, email and their hashes: nothing but the named, pseudonymised
// audit rows remains. Also: every column that names a user has a deletion rule the schema carries out.
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ACCOUNT_DELETION_GRACE_DAYS, type AccountDeletionResponse, type ApiError, type LoginResponse, type PendingAccountDeletionsResponse } from '@healthdeck/contract';
import { startTestServer, type TestServer } from './helpers/test-server.js';
import { buildMemberWorld, type MemberWorld } from './helpers/member-world.js';
import { enrolTotp, login, signedInAdmin, signedInMember, totpCode } from './helpers/accounts.js';
import type { AppContext } from '../src/context.js';
import { TASKS } from '../src/jobs/tasks.js';
import { fitnessVendorsFor } from '../src/vendors/vendor-selection.js';
import { deletionPseudonym } from '../src/domain/account-deletion/account-deletion.js';
import { DELETION_RULES, KEPT_AUDIT_EVENTS } from '../src/domain/account-deletion/deletion-rules.js';

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;
let world: MemberWorld;

beforeAll(async () => {
  server = await startTestServer();
  world = await buildMemberWorld(server);
}, 180_000);
afterAll(async () => {
  await server.close();
});

const ask = (token: string, body: { password: string; code?: string }) => server.call<AccountDeletionResponse & ApiError>('accountDeletionRequest', { token, body });
const runDeletionJob = () =>
  TASKS['account-deletions'].run(
    { db: server.db, config: server.config, fitness: fitnessVendorsFor(server.config, server.db) } as AppContext,
    {},
    { id: 'test', attempt: 1, lastAttempt: false },
  );
const pending = async (userId: string) => server.db.selectFrom('account_deletions').selectAll().where('user_id', '=', userId).executeTakeFirst();

/** Text forms of the member's id and email as the server might store them: as is, without dashes, and their SHA-256 in hex, base64 and base64url. */
function needlesOf(id: string, email: string): string[] {
  const forms = [id, id.replaceAll('-', ''), email.toLowerCase()];
  const hashes = forms.flatMap((form) => {
    const digest = createHash('sha256').update(form).digest();
    return [digest.toString('hex'), digest.toString('base64').replace(/=+$/, ''), digest.toString('base64url')];
  });
  return [...forms, ...hashes].map((needle) => needle.toLowerCase());
}

/** Every row of every table of the public and job-queue schemas whose text (all its columns) holds a needle: "schema.table: n". */
async function scan(needles: string[]): Promise<string[]> {
  const tables = await sql<{ schema: string; table: string }>`
    select table_schema as schema, table_name as table from information_schema.tables
    where table_schema in ('public', 'pgboss') and table_type = 'BASE TABLE' order by 1, 2`.execute(server.db);
  const hits: string[] = [];
  for (const { schema, table } of tables.rows) {
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from ${sql.table(`${schema}.${table}`)} as t
      where exists (select 1 from unnest(${needles}::text[]) as needle where position(needle in lower(t::text)) > 0)`.execute(server.db);
    if (rows[0]!.n > 0) hits.push(`${schema}.${table}: ${rows[0]!.n}`);
  }
  return hits;
}

describe('asking for deletion', () => {
  it('refuses a wrong password, and a missing or wrong code when the account has an authenticator app', async () => {
    const member = await signedInMember(server);
    const wrong = await ask(member.accessToken, { password: `${member.credential}x` });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields).toEqual({ password: 'That password is not right.' });
    const enrolled = await enrolTotp(server, member.accessToken);
    const token = enrolled.session.accessToken;
    const noCode = await ask(token, { password: member.credential });
    expect(noCode.status).toBe(400);
    expect(Object.keys(noCode.body.fields ?? {})).toEqual(['code']);
    expect((await ask(token, { password: member.credential, code: '000000' })).status).toBe(400);
    expect(await pending(member.id)).toBeUndefined();
    const asked = await ask(token, { password: member.credential, code: totpCode(enrolled.secret, server.config.now().getTime()) });
    expect(asked.status).toBe(200);
    expect(await pending(member.id)).toBeDefined();
  });
});

describe("the demo member's account deleted after the grace period", () => {
  let hitsBefore: string[];
  it('asks, is signed out everywhere, cancels by signing in, asks again', async () => {
    const a = world.a;
    hitsBefore = await scan(needlesOf(a.id, a.email));
    const first = await ask(a.accessToken, { password: a.credential });
    expect(first.status).toBe(200);
    expect(new Date(first.body.due_at).getTime() - new Date(first.body.requested_at).getTime()).toBe(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
    expect((await server.call('account', { token: a.accessToken })).status).toBe(401);

    server.advance(3 * DAY_MS);
    const signIn: LoginResponse = await login(server, a.email, a.credential);
    expect(signIn.deletionCancelled).toBe(true);
    expect(await pending(a.id)).toBeUndefined();
    // The next sign-in cancels nothing, and says nothing.
    const again: LoginResponse = await login(server, a.email, a.credential);
    expect(again.deletionCancelled).toBeUndefined();

    const second = await ask(again.data!.accessToken, { password: a.credential });
    expect(second.status).toBe(200);
    expect(second.body.requested_at).toBe(server.config.now().toISOString());
  });

  it('shows staff the pending deletion (name and pseudonym, asked, due), with nothing to stop it', async () => {
    const admin = await signedInAdmin(server);
    const res = await server.call<PendingAccountDeletionsResponse>('adminAccountDeletions', { token: admin.accessToken });
    expect(res.status).toBe(200);
    const row = res.body.deletions.find((d) => d.user_id === world.a.id)!;
    expect(row.pseudonym).toBe(deletionPseudonym(server.config.secret, world.a.id));
    expect(row.name).not.toBeNull();
    expect(new Date(row.due_at).getTime() - new Date(row.requested_at).getTime()).toBe(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
  });

  it('is not carried out before it is due', async () => {
    server.advance(ACCOUNT_DELETION_GRACE_DAYS * DAY_MS - 60_000);
    await runDeletionJob();
    expect(await pending(world.a.id)).toBeDefined();
  });

  it('leaves no trace of the member but the named, pseudonymised audit rows once the job has run', async () => {
    const a = world.a;
    expect(hitsBefore.length, hitsBefore.join('\n')).toBeGreaterThan(30);
    const kitIds = (await server.db.selectFrom('kits').select('kit_id').where('user_id', '=', a.id).execute()).map((k) => k.kit_id);
    expect(kitIds.length).toBeGreaterThan(0);
    server.advance(2 * 60_000);
    await runDeletionJob();
    await runDeletionJob(); // at-least-once: a second run changes nothing

    expect(await scan(needlesOf(a.id, a.email))).toEqual([]);
    // The vendors' sandboxes forgot the member's kits.
    expect(await server.db.selectFrom('vendor_sandbox_kits').select('kit_id').where('kit_id', 'in', kitIds).execute()).toEqual([]);
    const kept = await server.db
      .selectFrom('audit_log')
      .select(['event', 'user_id', 'actor_id', 'ip', 'detail'])
      .where(sql<boolean>`detail->>'account' = ${deletionPseudonym(server.config.secret, a.id)}`)
      .orderBy('id')
      .execute();
    expect(kept.map((row) => row.event)).toEqual(['account.deletion_requested', 'account.deletion_cancelled', 'account.deletion_requested', 'account.deleted']);
    for (const row of kept) {
      expect(KEPT_AUDIT_EVENTS).toContain(row.event);
      expect([row.user_id, row.actor_id, row.ip]).toEqual([null, null, null]);
    }
    expect((await server.call<LoginResponse>('login', { body: { email: a.email, password: a.credential } })).body.error_code).toBe('INVALID_CREDENTIALS');
  });
});

describe('every column that names a user has a deletion rule', () => {
  it('covers the schema: each foreign key to users and each user_id column, no more', async () => {
    const { rows } = await sql<{ reference: string; action: string }>`
      select c.conrelid::regclass::text || '.' || a.attname as reference, c.confdeltype as action
      from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and c.confrelid = 'users'::regclass and cardinality(c.conkey) = 1
      union
      select col.table_name || '.' || col.column_name, coalesce((
        select c.confdeltype from pg_constraint c join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
        where c.contype = 'f' and c.conrelid = (quote_ident(col.table_name))::regclass and a.attname = col.column_name limit 1), '-')
      from information_schema.columns col
      where col.table_schema = 'public' and col.column_name = 'user_id'`.execute(server.db);
    const references = [...new Set(rows.map((r) => r.reference.replaceAll('"', '')))].sort();
    expect(references).toEqual(Object.keys(DELETION_RULES).sort());
    // What each rule says the schema does, it does: cascade, set null, or (audit_log) no foreign key at all.
    const expected = { cascade: 'c', 'set-null': 'n', delete: 'n', audit: '-' } as const;
    const wrong = rows.filter((r) => expected[DELETION_RULES[r.reference.replaceAll('"', '')]!] !== r.action).map((r) => `${r.reference}: ${r.action}`);
    expect(wrong).toEqual([]);
  });
});
