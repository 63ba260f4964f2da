import { AdminLayout, RequireAdmin } from '@healthdeck/admin';
import { RequireSession } from '../guards/require-session.js';
import '../shell/modal-sheet.js';

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
