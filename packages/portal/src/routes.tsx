import type { RouteObject } from 'react-router';
import { AdminLayout, adminRoutes, RequireAdmin } from '@healthdeck/admin';
import { HomeRedirect } from './guards/home-redirect.js';
import { RequireSession } from './guards/require-session.js';
import { ClientLayout } from './layouts/client-layout.js';
import { ClientPageScreen } from './pages/client-page.js';
import { AppointmentsScreen } from './screens/appointments.js';
import { ProfileScreen } from './screens/profile.js';
import { FitnessScreen } from './screens/fitness.js';
import { LogMealScreen } from './screens/log-meal.js';
import { ForgotPasswordScreen } from './screens/forgot-password.js';
import { NotFoundScreen } from './screens/not-found.js';
import { ResetPasswordScreen } from './screens/reset-password.js';
import { SignInScreen } from './screens/sign-in.js';
import { SignUpScreen } from './screens/sign-up.js';
import { KitRegisterScreen, KitResultsScreen, TestingCenterScreen } from './screens/testing-center.js';
import { UnauthorizedScreen } from './screens/unauthorized.js';
import { VerifyEmailScreen } from './screens/verify-email.js';
import { RouteErrorScreen } from './screens/route-error.js';

/** Every route of the portal (react-router 7 data mode). Tests mount the same table in a memory router. */
export const appRoutes: RouteObject[] = [
  {
    errorElement: <RouteErrorScreen />,
    children: [
      { path: '/', element: <HomeRedirect /> },
      { path: '/sign-in', element: <SignInScreen /> },
      { path: '/sign-up', element: <SignUpScreen /> },
      { path: '/forgot-password', element: <ForgotPasswordScreen /> },
      { path: '/reset-password', element: <ResetPasswordScreen /> },
      { path: '/verify-email', element: <VerifyEmailScreen /> },
      { path: '/unauthorized', element: <UnauthorizedScreen /> },
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
          { path: 'testing-center', element: <TestingCenterScreen /> },
          { path: 'testing-center/register', element: <KitRegisterScreen /> },
          { path: 'testing-center/:kitId', element: <KitResultsScreen /> },
          // spec 000 §2, 001 §2: every client page (home included) is the server's page configuration.
          { path: ':slug', element: <ClientPageScreen /> },
          { path: ':parentSlug/:slug', element: <ClientPageScreen /> },
          // spec 001 §2: /client/profile, opened from the sleep goal button.
          { path: 'profile', element: <ProfileScreen /> },
          // spec 001 §2: /client/fitness, opened by clicking the fitness widget.
          { path: 'fitness', element: <FitnessScreen /> },
          // spec 001 §2: /client/log-meal, opened from the meal widget's buttons.
          { path: 'log-meal', element: <LogMealScreen /> },
          // spec 001 §2: /client/appointments, opened by the reminder card.
          { path: 'appointments', element: <AppointmentsScreen /> },
        ],
      },
      {
        // spec 000 §2: the admin area from @healthdeck/admin; a session, then the admin role.
        path: '/admin',
        element: (
          <RequireSession>
            <RequireAdmin>
              <AdminLayout />
            </RequireAdmin>
          </RequireSession>
        ),
        children: adminRoutes,
      },
      { path: '*', element: <NotFoundScreen /> },
    ],
  },
];
