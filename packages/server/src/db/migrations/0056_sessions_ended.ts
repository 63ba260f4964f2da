import { sql, type Kysely } from 'kysely';

// Every committed end of a session is announced on the channel sessions_ended with the session's
// id ('*' for a truncate, as a restore does), so each server process forgets it if it remembered
// it alive (auth/session-cache.ts): a revocation (revoked_at set), a deletion (the account's,
// by cascade, included) or a change of the user or staff session it belongs to. The touch of
// last_used_at, the busiest write, announces nothing. NOTIFY is delivered at commit, never for a
// rolled-back change.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function sessions_ended() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('sessions_ended', '*');
        return null;
      end if;
      perform pg_notify('sessions_ended', old.id::text);
      if tg_op = 'UPDATE' and new.id <> old.id then perform pg_notify('sessions_ended', new.id::text); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger sessions_ended after update of id, revoked_at, user_id, parent_id or delete on sessions for each row execute function sessions_ended()`.execute(db);
  await sql`create trigger sessions_truncated after truncate on sessions for each statement execute function sessions_ended()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger sessions_truncated on sessions`.execute(db);
  await sql`drop trigger sessions_ended on sessions`.execute(db);
  await sql`drop function sessions_ended()`.execute(db);
}
