import type { RouteMeta } from '../route-table.js';

// The rows of the calls the sdk's second-factor code makes (TOTP with recovery codes, passkeys):
// a part of routeTable (route-table.ts). Ours, not the spec's: spec 000 §7.3 has no second factor.
export const secondFactorRoutes = {
  secondFactorStatus: { method: 'GET', path: '/api/auth/second-factor', auth: 'member', successStatus: 200, operation: 'load sign-in security' },
  totpEnrolStart: { method: 'POST', path: '/api/auth/second-factor/totp/start', auth: 'member', successStatus: 200, operation: 'start authenticator app set-up' },
  totpEnrolConfirm: {
    method: 'POST',
    path: '/api/auth/second-factor/totp/confirm',
    auth: 'member',
    successStatus: 200,
    operation: 'confirm authenticator app',
    handling: { serverMessage: [429] },
  },
  totpDisable: {
    method: 'POST',
    path: '/api/auth/second-factor/totp/disable',
    auth: 'member',
    successStatus: 204,
    operation: 'turn off authenticator app',
    handling: { serverMessage: [409, 429] },
  },
  // The step after the password when the account has a second factor (login answered a challenge).
  secondFactorSignIn: {
    method: 'POST',
    path: '/api/auth/second-factor/sign-in',
    auth: 'none',
    successStatus: 200,
    operation: 'sign in',
    handling: { serverMessage: [429] },
  },
  passkeyRegistrationOptions: { method: 'POST', path: '/api/auth/passkeys/registration-options', auth: 'member', successStatus: 200, operation: 'start passkey set-up' },
  passkeyRegister: { method: 'POST', path: '/api/auth/passkeys', auth: 'member', successStatus: 201, operation: 'save passkey' },
  passkeys: { method: 'GET', path: '/api/auth/passkeys', auth: 'member', successStatus: 200, operation: 'load passkeys' },
  passkeyRemove: { method: 'DELETE', path: '/api/auth/passkeys/:id', auth: 'member', successStatus: 204, operation: 'remove passkey' },
  passkeyWrap: { method: 'PUT', path: '/api/auth/passkeys/:id/prf-wrap', auth: 'member', successStatus: 204, operation: 'save passkey unlock' },
  passkeySignInOptions: { method: 'POST', path: '/api/auth/passkeys/sign-in-options', auth: 'none', successStatus: 200, operation: 'start passkey sign-in' },
  passkeySignIn: { method: 'POST', path: '/api/auth/passkeys/sign-in', auth: 'none', successStatus: 200, operation: 'sign in with a passkey', handling: { serverMessage: [429] } },
} as const satisfies Record<string, RouteMeta>;
