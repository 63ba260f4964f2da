import { sql, type Kysely } from 'kysely';
import { PERMISSIONS, ROLES } from '@healthdeck/contract';

// Roles admin and member and the contract's permissions; admin holds all of them (contract PERMISSIONS).
// Idempotent so a later migration can run it again when PERMISSIONS grows.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const role of ROLES) {
    await sql`insert into roles (name) values (${role}) on conflict (name) do nothing`.execute(db);
  }
  for (const permission of PERMISSIONS) {
    await sql`insert into permissions (name) values (${permission}) on conflict (name) do nothing`.execute(db);
  }
  await sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p where r.name = 'admin'
    on conflict do nothing`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from role_permissions`.execute(db);
  await sql`delete from permissions`.execute(db);
  await sql`delete from roles`.execute(db);
}
