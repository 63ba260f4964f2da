import type { ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ERROR_MESSAGES } from '@healthdeck/contract';
import { HealthDeckError, secondFactorStatusQuery } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { useAccount } from '../hooks/use-account.js';
import { AdminLanguageProvider } from '../shared/admin-language.js';
import { adminMessages } from '../shared/messages.js';

/** Where the host lets a member set up an authenticator app (the portal's profile section); it is given `state.returnTo`. */
export const DEFAULT_SECURITY_PATH = { pathname: '/client/profile', hash: '#sign-in-security' };

/**
 * The admin area needs the admin role of the signed-in account, and a session signed in with a
 * second factor. Anyone else gets the spec's Unauthorized message (spec 000 §8) instead of the admin
 * screens; an admin without an authenticator app is sent to set one up (`securityPath`), then back.
 * The server checks permissions and the second factor again on every admin call; this guard only
 * keeps the UI honest.
 */
export function RequireAdmin({
  children,
  memberHomePath = '/client/home',
  securityPath = DEFAULT_SECURITY_PATH,
}: {
  children: ReactNode;
  memberHomePath?: string;
  securityPath?: { pathname: string; hash?: string };
}) {
  // The one LanguageProvider of the admin app: the gate and every screen in the admin's language.
  return (
    <AdminLanguageProvider>
      <AdminGate memberHomePath={memberHomePath}>
        <SecondFactorGate memberHomePath={memberHomePath} securityPath={securityPath}>
          {children}
        </SecondFactorGate>
      </AdminGate>
    </AdminLanguageProvider>
  );
}

/** Inside the role check: the session must have proved a second factor (the server answers 403 otherwise). */
function SecondFactorGate({ children, memberHomePath, securityPath }: { children: ReactNode; memberHomePath: string; securityPath: { pathname: string; hash?: string } }) {
  const sdk = useHealthDeck();
  const t = useMessages(adminMessages);
  const location = useLocation();
  const status = useQuery({ ...secondFactorStatusQuery(sdk), retry: false });
  if (status.isPending) {
    return (
      <main className="hd-admin-gate" aria-busy="true">
        <p role="status">{t.gateLoading}</p>
      </main>
    );
  }
  if (status.isError) {
    const message = status.error instanceof HealthDeckError ? status.error.message : ERROR_MESSAGES.Unexpected;
    return (
      <main className="hd-admin-gate">
        <p role="alert">{message}</p>
        <Link to={memberHomePath}>{t.backHome}</Link>
      </main>
    );
  }
  if (status.data.sessionHasSecondFactor) return <>{children}</>;
  if (!status.data.totpEnrolled) return <Navigate to={securityPath} state={{ returnTo: location.pathname + location.search }} replace />;
  return (
    <main className="hd-admin-gate">
      <h1>{t.gateTitle}</h1>
      <p role="alert">{t.gateSecondFactor}</p>
      <p>{t.gateSignInAgain}</p>
      <Link to={memberHomePath}>{t.backHome}</Link>
    </main>
  );
}

function AdminGate({ children, memberHomePath }: { children: ReactNode; memberHomePath: string }) {
  const account = useAccount();
  // Asked together with the account, not after it: SecondFactorGate reads the same query.
  useQuery({ ...secondFactorStatusQuery(useHealthDeck()), retry: false });
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
