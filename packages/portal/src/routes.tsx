import type { ComponentType } from 'react';
import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { HomeRedirect } from './guards/home-redirect.js';
import { RequireSession } from './guards/require-session.js';
import { ClientLayout } from './layouts/client-layout.js';
import { ClientPageScreen } from './pages/client-page.js';
import { FirstScreenLoading } from './screens/first-screen-loading.js';
import { RouteErrorScreen } from './screens/route-error.js';

// Route-level code splitting (performance): the first load of /client/home carries the
// client layout and the page renderer only; every other screen, and the whole admin app, loads
// when its route is first visited (react-router's `lazy`).
const screen =
  <M,>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteObject['lazy'] =>
  async () => ({ Component: pick(await load()) });

const notFound = screen(
  () => import('./screens/not-found.js'),
  (m) => m.NotFoundScreen,
);
const ADMIN_ROUTE_ID = 'admin';

/** Every route of the portal (react-router 7 data mode). Tests mount the same table in a memory router. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    hydrateFallbackElement: <FirstScreenLoading />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      {
        path: '/sign-in',
        lazy: screen(
          () => import('./screens/sign-in.js'),
          (m) => m.SignInScreen,
        ),
      },
      {
        path: '/sign-in/organisation',
        lazy: screen(
          () => import('./screens/sign-in-organisation.js'),
          (m) => m.SignInOrganisationScreen,
        ),
      },
      {
        path: '/sign-up',
        lazy: screen(
          () => import('./screens/sign-up.js'),
          (m) => m.SignUpScreen,
        ),
      },
      {
        path: '/forgot-password',
        lazy: screen(
          () => import('./screens/forgot-password.js'),
          (m) => m.ForgotPasswordScreen,
        ),
      },
      {
        path: '/reset-password',
        lazy: screen(
          () => import('./screens/reset-password.js'),
          (m) => m.ResetPasswordScreen,
        ),
      },
      {
        path: '/verify-email',
        lazy: screen(
          () => import('./screens/verify-email.js'),
          (m) => m.VerifyEmailScreen,
        ),
      },
      {
        path: '/unauthorized',
        lazy: screen(
          () => import('./screens/unauthorized.js'),
          (m) => m.UnauthorizedScreen,
        ),
      },
      {
        // spec 000 §2: the client area, default page /client/home.
        path: '/client',
        element: (
          <RequireSession>
            <ClientLayout />
          </RequireSession>
        ),
        children: [
          { index: true, element: <HomeRedirect /> },
          // spec 001 §2 testing center. Static segments outrank the page routes' dynamic ones in
          // react-router's ranking, so these win over :slug and :parentSlug/:slug wherever they sit.
          {
            path: 'testing-center',
            lazy: screen(
              () => import('./screens/testing-center.js'),
              (m) => m.TestingCenterScreen,
            ),
          },
          {
            path: 'testing-center/register',
            lazy: screen(
              () => import('./screens/testing-center.js'),
              (m) => m.KitRegisterScreen,
            ),
          },
          {
            path: 'testing-center/:kitId',
            lazy: screen(
              () => import('./screens/testing-center.js'),
              (m) => m.KitResultsScreen,
            ),
          },
          // spec 001 §2 Virtual Vitals: the scan (after the permissions step, and Retake) and History.
          {
            path: 'vitals',
            lazy: screen(
              () => import('./screens/vitals.js'),
              (m) => m.VitalsScanScreen,
            ),
          },
          {
            path: 'vitals/history',
            lazy: screen(
              () => import('./screens/vitals.js'),
              (m) => m.VitalsHistoryScreen,
            ),
          },
          // spec 001 §2: /client/appointments, opened by the reminder card.
          {
            path: 'appointments',
            lazy: screen(
              () => import('./screens/appointments.js'),
              (m) => m.AppointmentsScreen,
            ),
          },
          // Organisation-assisted recovery after a reset without the recovery phrase (decision 0086).
          {
            path: 'key-recovery',
            lazy: screen(
              () => import('./screens/key-recovery.js'),
              (m) => m.KeyRecoveryScreen,
            ),
          },
          // spec 000 §2, 001 §2: every client page (home included) is the server's page configuration.
          { path: ':slug', element: <ClientPageScreen /> },
          { path: ':parentSlug/:slug', element: <ClientPageScreen /> },
          // spec 001 §2: /client/profile, opened from the sleep goal button.
          {
            path: 'profile',
            lazy: screen(
              () => import('./screens/profile.js'),
              (m) => m.ProfileScreen,
            ),
          },
          // The member's agreements and consents, from the profile (docs/decisions/0097-consent-record-and-withdrawal.md).
          {
            path: 'consents',
            lazy: screen(
              () => import('./screens/consents.js'),
              (m) => m.ConsentsScreen,
            ),
          },
          // The member's account deletion, from the profile (docs/decisions/0104-account-deletion.md).
          {
            path: 'delete-account',
            lazy: screen(
              () => import('./screens/delete-account.js'),
              (m) => m.DeleteAccountScreen,
            ),
          },
          // The member's return from Fitbit's consent page (the redirect URI registered with Fitbit).
          {
            path: 'devices/fitbit/callback',
            lazy: screen(
              () => import('./screens/device-callback.js'),
              (m) => m.DeviceCallbackScreen,
            ),
          },
          // Ours: the member's one timeline (docs/decisions/0105-one-timeline.md).
          {
            path: 'timeline',
            lazy: screen(
              () => import('./screens/timeline/timeline.js'),
              (m) => m.TimelineScreen,
            ),
          },
          // spec 001 §2: /client/fitness, opened by clicking the fitness widget.
          {
            path: 'fitness',
            lazy: screen(
              () => import('./screens/fitness.js'),
              (m) => m.FitnessScreen,
            ),
          },
          // spec 000 §1, §3.3, §7.6: onboarding on first sign-in (the layout sends the member here until it is complete).
          {
            path: 'onboarding',
            lazy: screen(
              () => import('./screens/onboarding/onboarding.js'),
              (m) => m.OnboardingScreen,
            ),
          },
          // spec 001 §2: /client/log-meal, opened from the meal widget's buttons.
          {
            path: 'log-meal',
            lazy: screen(
              () => import('./screens/log-meal.js'),
              (m) => m.LogMealScreen,
            ),
          },
        ],
      },
      {
        // spec 000 §2: the admin area from @healthdeck/admin; a session, then the admin role. Its
        // own route table joins on the first visit (patchAdminRoutes below).
        id: ADMIN_ROUTE_ID,
        path: '/admin',
        lazy: screen(
          () => import('./layouts/admin-area.js'),
          (m) => m.AdminArea,
        ),
        // /admin itself matches without params, so react-router never asks for routes there: its
        // index (Users) is placed here; the table's own index is the same route and is skipped.
        children: [{ index: true, lazy: async () => (await import('@healthdeck/admin/routes')).adminHomeScreen() }],
      },
      { path: '*', lazy: notFound },
    ],
  },
];

/**
 * The admin app's route table (@healthdeck/admin/routes) loads on the first navigation under
 * /admin, so a member's first load carries neither the table nor its screens' preload lists
 * (its budget: at most 150 KB gzip). Patching is idempotent: react-router
 * skips routes it already has.
 */
const patchAdminRoutes: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  if (path !== '/admin' && !path.startsWith('/admin/')) return;
  const { adminRoutes } = await import('@healthdeck/admin/routes');
  patch(ADMIN_ROUTE_ID, adminRoutes);
};

/** What every router of the portal (the browser's, and the tests' memory routers) is created with. */
export const routerOptions = { patchRoutesOnNavigation: patchAdminRoutes };
