import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { HealthDeckError } from '@healthdeck/sdk';
import { useAccount } from '../hooks/use-account.js';

/**
 * The admin area needs the admin role of the signed-in account. Anyone else gets the spec's
 * Unauthorized message (spec 000 §8) instead of the admin screens. The server checks permissions
 * again on every admin call; this guard only keeps the UI honest.
 */
export function RequireAdmin({ children, memberHomePath = '/client/home' }: { children: ReactNode; memberHomePath?: string }) {
  const account = useAccount();
  if (account.isPending) {
    return (
      <main className="hd-admin-gate" aria-busy="true">
        <p role="status">Loading…</p>
      </main>
    );
  }
  if (account.isError) {
    const message = account.error instanceof HealthDeckError ? account.error.message : ERROR_MESSAGES.Unexpected;
    return (
      <main className="hd-admin-gate">
        <p role="alert">{message}</p>
        <Link to={memberHomePath}>Back to your home page</Link>
      </main>
    );
  }
  if (!account.data.user.roles.includes('admin')) {
    return (
      <main className="hd-admin-gate">
        <h1>Admin</h1>
        <p role="alert">{ERROR_MESSAGES.Unauthorized}</p>
        <Link to={memberHomePath}>Back to your home page</Link>
      </main>
    );
  }
  return <>{children}</>;
}
