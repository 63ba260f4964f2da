import { sql, type Kysely } from 'kysely';
import { PERMISSIONS } from '@healthdeck/contract';

/**
 * Makes the permissions table match the contract's PERMISSIONS and grants every one to the admin
 * role (spec 000 §6: every admin route needs a permission the admin role has). Runs after the
 * migrations on every start, so a permission added to the contract needs no migration of its own.
 * Permissions are only added, never removed: a role an administrator built keeps its grants.
 */
export async function syncPermissions<DB>(db: Kysely<DB>): Promise<void> {
  for (const permission of PERMISSIONS) {
    await sql`insert into permissions (name) values (${permission}) on conflict (name) do nothing`.execute(db);
  }
  await sql`
    insert into role_permissions (role_id, permission_id)
    select r.id, p.id from roles r cross join permissions p where r.name = 'admin'
    on conflict do nothing`.execute(db);
}
