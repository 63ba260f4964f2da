import { useState } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Button, useHealthDeck, useMessages, useMobileMenu } from '@healthdeck/widgets';
import { useAccount } from '../hooks/use-account.js';
import { ADMIN_CSS } from './admin-styles.js';
import { AdminNav } from './admin-nav.js';
import { AdminLanguageSelect } from '../shared/admin-language.js';
import { adminMessages } from '../shared/messages.js';
import { signOut as endSession } from '@healthdeck/sdk';

export interface AdminLayoutProps {
  /** Where to go after signing out (the host app's sign-in route). */
  signInPath?: string;
  /** The member area of the host app, linked from the sidebar. */
  memberHomePath?: string;
}

/** The admin area (spec 000 §2: its own sidebar; default item /admin = Users). */
export function AdminLayout({ signInPath = '/sign-in', memberHomePath = '/client/home' }: AdminLayoutProps) {
  const sdk = useHealthDeck();
  const navigate = useNavigate();
  const account = useAccount();
  const t = useMessages(adminMessages);
  const [signingOut, setSigningOut] = useState(false);
  const mobileMenu = useMobileMenu(useLocation().pathname);

  async function signOut() {
    setSigningOut(true);
    try {
      await endSession(sdk);
    } finally {
      sdk.queryClient.clear();
      setSigningOut(false);
      navigate(signInPath, { replace: true });
    }
  }

  return (
    <div className="hd-shell hd-shell--admin">
      {/* React 19 hoists and dedupes this sheet, so the library needs no CSS import from its host. */}
      <style href="healthdeck-admin" precedence="default">
        {ADMIN_CSS}
      </style>
      <a className="hd-skip-link" href="#admin-main">
        {t.skipToContent}
      </a>
      <aside className="hd-sidebar" data-menu-open={mobileMenu.open} onKeyDown={mobileMenu.onKeyDown}>
        <p className="hd-brand">{t.brand}</p>
        {/* Below 768 px the links, the language and the account fold behind this button (hidden above). */}
        <button ref={mobileMenu.buttonRef} type="button" className="hd-sidebar__menu-button" aria-expanded={mobileMenu.open} aria-controls="hd-admin-menu" onClick={mobileMenu.toggle}>
          {t.menu}
        </button>
        <div id="hd-admin-menu" className="hd-sidebar__menu">
          <AdminNav memberHomePath={memberHomePath} />
          <div className="hd-sidebar__account">
            <AdminLanguageSelect />
            <p className="hd-sidebar__email" title={account.data?.user.email}>
              {account.data?.user.email}
            </p>
            <Button type="button" variant="outlined" loading={signingOut} disabled={signingOut} onClick={() => void signOut()}>
              {t.signOut}
            </Button>
          </div>
        </div>
      </aside>
      <main id="admin-main" className="hd-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
