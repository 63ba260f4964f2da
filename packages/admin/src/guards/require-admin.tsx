import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { HealthDeckError } from '@healthdeck/sdk';
import { useMessages } from '@healthdeck/widgets';
import { useAccount } from '../hooks/use-account.js';
import { AdminLanguageProvider } from '../shared/admin-language.js';
import { adminMessages } from '../shared/messages.js';

/**
 * The admin area needs the admin role of the signed-in account. Anyone else gets the spec's
 * Unauthorized message (spec 000 §8) instead of the admin screens. The server checks permissions
 * again on every admin call; this guard only keeps the UI honest.
 */
export function RequireAdmin({ children, memberHomePath = '/client/home' }: { children: ReactNode; memberHomePath?: string }) {
  // The one LanguageProvider of the admin app: the gate and every screen in the admin's language.
  return (
    <AdminLanguageProvider>
      <AdminGate memberHomePath={memberHomePath}>{children}</AdminGate>
    </AdminLanguageProvider>
  );
}

function AdminGate({ children, memberHomePath }: { children: ReactNode; memberHomePath: string }) {
  const account = useAccount();
  const t = useMessages(adminMessages);
  if (account.isPending) {
    return (
      <main className="hd-admin-gate" aria-busy="true">
        <p role="status">{t.gateLoading}</p>
      </main>
    );
  }
  if (account.isError) {
    const message = account.error instanceof HealthDeckError ? account.error.message : ERROR_MESSAGES.Unexpected;
    return (
      <main className="hd-admin-gate">
        <p role="alert">{message}</p>
        <Link to={memberHomePath}>{t.backHome}</Link>
      </main>
    );
  }
  if (!account.data.user.roles.includes('admin')) {
    return (
      <main className="hd-admin-gate">
        <h1>{t.gateTitle}</h1>
        <p role="alert">{ERROR_MESSAGES.Unauthorized}</p>
        <Link to={memberHomePath}>{t.backHome}</Link>
      </main>
    );
  }
  return <>{children}</>;
}
