import { useMemo } from 'react';
import { Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { completeProfilePageFor, completeProfileRedirect, HOME_PAGE_SLUG, pageAllowedByFlags, pagesMenuQuery, ssoLoginQuery } from '@healthdeck/sdk';
import { Button, HostNavigateProvider, useHealthDeck, useMessages, useMobileMenu } from '@healthdeck/widgets';
import { useAccount } from '../hooks/use-account.js';
import { useSession } from '../hooks/use-session.js';
import { ImpersonationBanner } from '../shell/impersonation-banner.js';
import { PartnerSignOnFrame } from '../shell/partner-sign-on-frame.js';
import { LanguagePicker } from '../shell/language-picker.js';
import { NotificationsMenu } from '../shell/notifications-menu.js';
import { useOnboardingRedirect } from '../shell/onboarding-redirect.js';
import { shellMessages } from '../shell/shell-messages.js';
import '../shell/shell.css';
import { useFeatureFlags } from '../hooks/use-feature-flags.js';
import { useSignOut } from '../hooks/use-sign-out.js';

/** A configured page's address: /client/{slug} or /client/{parentSlug}/{slug} (spec 000 §2). */
export function clientPagePath(page: { slug: string; parent_slug?: string | null }): string {
  return page.parent_slug ? `/client/${page.parent_slug}/${page.slug}` : `/client/${page.slug}`;
}

/**
 * The configured pages the member may open (clientPagesMenu: their programmes or open to all),
 * less those whose type belongs to a feature flag that is off (spec 001 §2), and less home, which
 * is the first item already.
 */
function usePageMenu() {
  const sdk = useHealthDeck();
  const menu = useQuery(pagesMenuQuery(sdk));
  const flags = useFeatureFlags();
  const pages = (menu.data?.pages ?? []).filter((page) => !(page.slug === HOME_PAGE_SLUG && !page.parent_slug) && pageAllowedByFlags(page.page_type, flags));
  return { menu, pages };
}

/**
 * spec 001 §2 Complete Profile redirect: where to send the member, or null. The single sign-on
 * session's completed_profile (spec 001 §3 more_active_sso_login) is asked for only when the menu
 * holds a Complete Profile page that applies to the member (the rule needs nothing else).
 */
function useCompleteProfileRedirect(menu: ReturnType<typeof usePageMenu>['menu']): string | null {
  const sdk = useHealthDeck();
  const location = useLocation();
  const pages = useMemo(() => (menu.data?.pages ?? []).map((page) => ({ name: page.title, slug: clientPagePath(page).slice('/client/'.length), programs: page.programs })), [menu.data]);
  const userPrograms = menu.data?.member_programs ?? [];
  const relevant = completeProfilePageFor(pages, userPrograms) !== null;
  const sso = useQuery({ ...ssoLoginQuery(sdk), enabled: relevant, retry: false });
  if (!relevant || !sso.data) return null;
  return completeProfileRedirect({ pages, userPrograms, completedProfile: sso.data.sso_login.completed_profile, currentPath: location.pathname });
}

/** The client area (spec 000 §2: its own sidebar; default item /client/home). */
export function ClientLayout() {
  const t = useMessages(shellMessages);
  const account = useAccount();
  const { menu, pages } = usePageMenu();
  const onboarding = useOnboardingRedirect(useSession()?.impersonation !== undefined);
  const profileRedirect = useCompleteProfileRedirect(menu);
  const redirect = onboarding.redirect ?? (onboarding.pending ? null : profileRedirect);
  const { signOut, busy } = useSignOut();
  const navigate = useNavigate();
  const user = account.data?.user;
  const mobileMenu = useMobileMenu(useLocation().pathname);
  return (
    <>
      <a className="hd-skip-link" href="#main">
        {t.skipToContent}
      </a>
      <ImpersonationBanner />
      <PartnerSignOnFrame />
      <div className="hd-shell">
        <aside className="hd-sidebar" data-menu-open={mobileMenu.open} onKeyDown={mobileMenu.onKeyDown}>
          <p className="hd-brand">{t.brand}</p>
          {/* Below 768 px the pages and the account fold behind this button (hidden above). */}
          <button ref={mobileMenu.buttonRef} type="button" className="hd-sidebar__menu-button" aria-expanded={mobileMenu.open} aria-controls="hd-sidebar-menu" onClick={mobileMenu.toggle}>
            {t.menu}
          </button>
          <div id="hd-sidebar-menu" className="hd-sidebar__menu">
            {/* Until onboarding is complete the member has nowhere else to go (spec 000 §3.3 consents). */}
            <nav aria-label={t.navigation} hidden={onboarding.pending}>
              <ul>
                <li>
                  <NavLink to="/client/home">{t.home}</NavLink>
                </li>
                {pages.map((page) => (
                  <li key={page.id}>
                    <NavLink to={clientPagePath(page)}>{page.title}</NavLink>
                  </li>
                ))}
                <li>
                  <NavLink to="/client/testing-center">{t.testingCenter}</NavLink>
                </li>
                <li>
                  <NavLink to="/client/timeline">{t.timeline}</NavLink>
                </li>
                <li>
                  <NavLink to="/client/profile">{t.profile}</NavLink>
                </li>
                {user?.roles.includes('admin') ? (
                  <li>
                    <NavLink to="/admin">{t.admin}</NavLink>
                  </li>
                ) : null}
              </ul>
            </nav>
            <div className="hd-sidebar__account">
              <p className="hd-sidebar__email" title={user?.email}>
                {user?.email ?? (account.isPending ? t.loading : '')}
              </p>
              <Button type="button" variant="outlined" loading={busy} disabled={busy} onClick={() => void signOut()}>
                {t.signOut}
              </Button>
            </div>
          </div>
        </aside>
        <main id="main" className="hd-main" tabIndex={-1}>
          <div className="hd-topbar">
            <LanguagePicker />
            <NotificationsMenu />
          </div>
          {/* Widgets placed on a page open internal paths through the router, not a page load. */}
          <HostNavigateProvider value={(path: string) => void navigate(path)}>{redirect ? <Navigate to={redirect} replace /> : <Outlet />}</HostNavigateProvider>
        </main>
      </div>
    </>
  );
}
