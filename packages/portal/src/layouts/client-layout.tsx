import { NavLink, Outlet, useNavigate } from 'react-router';
import { Button, HostNavigateProvider } from '@healthdeck/widgets';
import { useAccount } from '../hooks/use-account.js';
import { useSignOut } from '../hooks/use-sign-out.js';

/** The client area (spec 000 §2: its own sidebar; default item /client/home). */
export function ClientLayout() {
  const account = useAccount();
  const { signOut, busy } = useSignOut();
  const navigate = useNavigate();
  const user = account.data?.user;
  return (
    <div className="hd-shell">
      <a className="hd-skip-link" href="#main">
        Skip to content
      </a>
      <aside className="hd-sidebar">
        <p className="hd-brand">HealthDeck</p>
        <nav aria-label="Client">
          <ul>
            <li>
              <NavLink to="/client/home">Home</NavLink>
            </li>
            <li>
              <NavLink to="/client/testing-center">Testing center</NavLink>
            </li>
            <li>
              <NavLink to="/client/profile">Profile</NavLink>
            </li>
            {user?.roles.includes('admin') ? (
              <li>
                <NavLink to="/admin">Admin</NavLink>
              </li>
            ) : null}
          </ul>
        </nav>
        <div className="hd-sidebar__account">
          <p className="hd-sidebar__email" title={user?.email}>
            {user?.email ?? (account.isPending ? 'Loading…' : '')}
          </p>
          <Button type="button" variant="outlined" loading={busy} disabled={busy} onClick={() => void signOut()}>
            Sign out
          </Button>
        </div>
      </aside>
      <main id="main" className="hd-main" tabIndex={-1}>
        {/* Widgets placed on a page open internal paths through the router, not a page load. */}
        <HostNavigateProvider value={(path: string) => void navigate(path)}>
          <Outlet />
        </HostNavigateProvider>
      </main>
    </div>
  );
}
