import { AdminLayout, RequireAdmin } from '@healthdeck/admin';
import { RequireSession } from '../guards/require-session.js';

/** /admin: a session, then the admin role, then the admin app's layout (loaded with the route). */
export function AdminArea() {
  return (
    <RequireSession>
      <RequireAdmin>
        <AdminLayout />
      </RequireAdmin>
    </RequireSession>
  );
}
