import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's auth code makes: a part of routeTable (route-table.ts). A browser
// bundle imports the rows of the domains it uses, so the embed carries no row it never calls.
export const authRoutes = {
  // spec 000 §7.3 Authentication
  preLogin: { method: 'POST', path: '/api/auth/prelogin', auth: 'none', successStatus: 200, operation: 'load sign-in parameters' },
  register: { method: 'POST', path: '/api/auth/register', auth: 'none', successStatus: 200, operation: 'create account' },
  login: { method: 'POST', path: '/api/auth/login', auth: 'none', successStatus: 200, operation: 'sign in' },
  refreshToken: { method: 'POST', path: '/api/auth/token/refresh', auth: 'none', successStatus: 200, operation: 'refresh session' },
  passwordRequestNew: { method: 'POST', path: '/api/auth/password/request-new', auth: 'none', successStatus: 204, operation: 'request a password reset' },
  passwordSet: { method: 'POST', path: '/api/auth/password/set', auth: 'none', successStatus: 204, operation: 'set password' },
  verifyEmail: { method: 'GET', path: '/api/auth/verify-email', auth: 'none', successStatus: 200, operation: 'verify email' },
  sendVerificationEmail: { method: 'POST', path: '/api/auth/send-verification-email', auth: 'member', successStatus: 204, operation: 'send verification email' },
  setKeys: { method: 'POST', path: '/api/auth/pgp/set-keys', auth: 'member', successStatus: 204, operation: 'save keys' },
  keysConfig: { method: 'GET', path: '/api/auth/pgp/config', auth: 'none', successStatus: 200, operation: 'load key configuration' },
  // ours: the extra wraps of a member's keys (recovery phrase) and the reset page's way to them
  keyWraps: { method: 'GET', path: '/api/auth/key-wraps', auth: 'member', successStatus: 200, operation: 'load recovery settings' },
  keyWrapSave: { method: 'POST', path: '/api/auth/key-wraps', auth: 'member', successStatus: 204, operation: 'save recovery phrase' },
  passwordRecoveryWrap: { method: 'POST', path: '/api/auth/password/recovery-wrap', auth: 'none', successStatus: 200, operation: 'load recovery phrase' },
  recaptchaVerify: { method: 'POST', path: '/api/auth/recaptcha/verify', auth: 'none', successStatus: 200, operation: 'verify recaptcha' },
  sessionSave: { method: 'POST', path: '/api/auth/session', auth: 'member', successStatus: 204, operation: 'save session' },
  // ours: sign-out ends the session on the server too (its refresh tokens and access tokens);
  // auth 'none' like refresh: the session's access token is checked by signature, an expired one included
  logout: { method: 'POST', path: '/api/auth/logout', auth: 'none', successStatus: 204, operation: 'sign out' },
  // spec 000 §3.2, §6, §7.2 admin login-as-user (only INVALID_CREDENTIALS, spec 000 §8); the member's view of staff access
  adminLoginAsUser: {
    method: 'POST',
    path: '/api/admin/login-as-user',
    auth: 'admin',
    permission: 'users.impersonate',
    successStatus: 200,
    operation: 'log in as user',
    handling: { loginErrorCodes: ['INVALID_CREDENTIALS'] },
  },
} as const satisfies Record<string, RouteMeta>;
