import type { Permission } from './constants.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a call is, without its schemas: this table carries no zod, so browser code (sdk, widgets)
 * can import it through '@healthdeck/contract/light' without shipping the validators.
 */
export interface RouteMeta {
  method: HttpMethod;
  /** Fastify-style path under the API base, e.g. '/api/client/user-hydration/last'. */
  path: string;
  /** 'none' = public; 'member' = any signed-in user; 'admin' = needs `permission`. */
  auth: 'none' | 'member' | 'admin';
  permission?: Permission;
  /** Status the client treats as success (spec 000 §8: 200, 201 for role create, 204 for many writes). */
  successStatus: 200 | 201 | 204;
  /** Used in the generic failure message: 'Failed to ' + operation. */
  operation: string;
  summary: string;
  tags: string[];
}

export const routeTable = {
  // spec 000 §7.3 Authentication
  preLogin: { method: 'POST', path: '/api/auth/prelogin', auth: 'none', successStatus: 200, operation: 'load sign-in parameters', summary: 'Key salt and KDF parameters for an email (a stable fake for unknown emails)', tags: ['auth'] },
  register: { method: 'POST', path: '/api/auth/register', auth: 'none', successStatus: 200, operation: 'create account', summary: 'Create an account', tags: ['auth'] },
  login: { method: 'POST', path: '/api/auth/login', auth: 'none', successStatus: 200, operation: 'sign in', summary: 'Sign in; 200 with data or error_code', tags: ['auth'] },
  refreshToken: { method: 'POST', path: '/api/auth/token/refresh', auth: 'none', successStatus: 200, operation: 'refresh session', summary: 'Rotate the refresh token (access token as bearer, refresh token in x-refresh-token)', tags: ['auth'] },
  passwordRequestNew: { method: 'POST', path: '/api/auth/password/request-new', auth: 'none', successStatus: 204, operation: 'request a password reset', summary: 'Email a password reset key', tags: ['auth'] },
  passwordSet: { method: 'POST', path: '/api/auth/password/set', auth: 'none', successStatus: 204, operation: 'set password', summary: 'Set a new password with a reset key', tags: ['auth'] },
  verifyEmail: { method: 'GET', path: '/api/auth/verify-email', auth: 'none', successStatus: 200, operation: 'verify email', summary: 'Verify an email address with its key', tags: ['auth'] },
  sendVerificationEmail: { method: 'POST', path: '/api/auth/send-verification-email', auth: 'member', successStatus: 204, operation: 'send verification email', summary: 'Send the verification email again', tags: ['auth'] },
  setKeys: { method: 'POST', path: '/api/auth/pgp/set-keys', auth: 'member', successStatus: 204, operation: 'save keys', summary: 'Store the member public key, encrypted private key and wrapped data key', tags: ['auth'] },
  keysConfig: { method: 'GET', path: '/api/auth/pgp/config', auth: 'none', successStatus: 200, operation: 'load key configuration', summary: 'The organisation escrow public key', tags: ['auth'] },
  recaptchaVerify: { method: 'POST', path: '/api/auth/recaptcha/verify', auth: 'none', successStatus: 200, operation: 'verify recaptcha', summary: 'Human verification (sandbox adapter by default)', tags: ['auth'] },
  sessionSave: { method: 'POST', path: '/api/auth/session', auth: 'member', successStatus: 204, operation: 'save session', summary: 'Save session extras', tags: ['auth'] },

  // Account
  account: { method: 'GET', path: '/api/client/account', auth: 'member', successStatus: 200, operation: 'load account', summary: 'The signed-in account', tags: ['account'] },

  // spec 000 §7.6 / spec 001 §7 hydration
  hydrationLast: { method: 'GET', path: '/api/client/user-hydration/last', auth: 'member', successStatus: 200, operation: 'get last hydration track', summary: "Today's hydration total", tags: ['hydration'] },
  hydrationIncrement: { method: 'POST', path: '/api/client/user-hydration/increment', auth: 'member', successStatus: 200, operation: 'increment hydration track', summary: 'Add ounces (0..200 a day)', tags: ['hydration'] },
  hydrationDecrement: { method: 'POST', path: '/api/client/user-hydration/decrement', auth: 'member', successStatus: 200, operation: 'decrement hydration track', summary: 'Remove ounces (0..200 a day)', tags: ['hydration'] },

  // spec 000 §7.6 / spec 001 §7 sleep tracker
  sleepLast: { method: 'GET', path: '/api/client/user-sleep/last', auth: 'member', successStatus: 200, operation: 'get last sleep track', summary: "Today's sleep level (initial 8)", tags: ['sleep'] },
  sleepIncrement: { method: 'POST', path: '/api/client/user-sleep/increment', auth: 'member', successStatus: 200, operation: 'increment sleep track', summary: 'Add one sleep level (0..14)', tags: ['sleep'] },
  sleepDecrement: { method: 'POST', path: '/api/client/user-sleep/decrement', auth: 'member', successStatus: 200, operation: 'decrement sleep track', summary: 'Remove one sleep level (0..14)', tags: ['sleep'] },

  // spec 000 §3.4, §7.6 / spec 001 §4, §7 mood and symptoms (daily journal)
  moodLoad: { method: 'GET', path: '/api/client/user/load-mood-track', auth: 'member', successStatus: 200, operation: 'load mood', summary: "Today's mood (null until logged)", tags: ['mood'] },
  moodLog: { method: 'POST', path: '/api/client/user/log-mood-track', auth: 'member', successStatus: 200, operation: 'log mood', summary: "Set today's mood (one current mood per day)", tags: ['mood'] },
  symptomsList: { method: 'GET', path: '/api/client/user/symptoms', auth: 'member', successStatus: 200, operation: 'load symptoms', summary: "The symptom catalogue with today's status ('Logged' or null)", tags: ['symptoms'] },
  symptomUpdate: { method: 'PUT', path: '/api/client/user/logged-symptoms', auth: 'member', successStatus: 200, operation: 'update user symptom', summary: "Flip a symptom's logged state for today ('None of these' clears the others)", tags: ['symptoms'] },

  // spec 000 §7.6 / spec 001 §4, §7 daily tasks and stars
  dailyTasks: { method: 'GET', path: '/api/client/user/tasks', auth: 'member', successStatus: 200, operation: 'fetch daily tasks', summary: "Today's daily tasks (made on the first read of the day)", tags: ['daily-tasks'] },
  dailyTaskToggle: { method: 'POST', path: '/api/client/user/tasks/:id/toggle', auth: 'member', successStatus: 200, operation: 'toggle daily task', summary: "Complete or un-complete one of today's tasks; credits or debits its stars", tags: ['daily-tasks'] },

  // Admin
  adminUsers: { method: 'GET', path: '/api/admin/users', auth: 'admin', permission: 'users.read', successStatus: 200, operation: 'load users', summary: 'Search users', tags: ['admin'] },} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routeTable;
