import { sql, type Kysely } from 'kysely';

// Every committed change to class_records is announced on the channel class_records_changed with
// the class's key ('*' for a truncate, as a restore does), so each server process can drop what it
// remembers of that class (admin-classes/class-cache.ts). NOTIFY is delivered at commit, never for
// a rolled-back change; identical notifications of one transaction are delivered once.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create function class_records_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'TRUNCATE' then
        perform pg_notify('class_records_changed', '*');
        return null;
      end if;
      if tg_op <> 'INSERT' then perform pg_notify('class_records_changed', old.classkey); end if;
      if tg_op <> 'DELETE' then perform pg_notify('class_records_changed', new.classkey); end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger class_records_changed after insert or update or delete on class_records for each row execute function class_records_changed()`.execute(db);
  await sql`create trigger class_records_truncated after truncate on class_records for each statement execute function class_records_changed()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger class_records_truncated on class_records`.execute(db);
  await sql`drop trigger class_records_changed on class_records`.execute(db);
  await sql`drop function class_records_changed()`.execute(db);
}
