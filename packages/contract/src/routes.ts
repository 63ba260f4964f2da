import type { z } from 'zod';
import type { Permission } from './constants.js';
import * as auth from './schemas/auth.js';
import * as account from './schemas/account.js';
import * as hydration from './schemas/hydration.js';
import * as adminUsers from './schemas/admin-users.js';
import { Empty } from './schemas/common.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One row per server call. The server registers and validates from it, the OpenAPI document is
 * generated from it, and the sdk takes its types and expected status from it.
 */
export interface RouteDef {
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
  body?: z.ZodType;
  query?: z.ZodType;
  response: z.ZodType;
}

const r = <T extends RouteDef>(def: T) => def;

export const routes = {
  // spec 000 §7.3 Authentication
  preLogin: r({ method: 'POST', path: '/api/auth/prelogin', auth: 'none', successStatus: 200, operation: 'load sign-in parameters', summary: 'Key salt and KDF parameters for an email (a stable fake for unknown emails)', tags: ['auth'], body: auth.PreLoginRequest, response: auth.PreLoginResponse }),
  register: r({ method: 'POST', path: '/api/auth/register', auth: 'none', successStatus: 200, operation: 'create account', summary: 'Create an account', tags: ['auth'], body: auth.RegisterRequest, response: auth.RegisterResponse }),
  login: r({ method: 'POST', path: '/api/auth/login', auth: 'none', successStatus: 200, operation: 'sign in', summary: 'Sign in; 200 with data or error_code', tags: ['auth'], body: auth.LoginRequest, response: auth.LoginResponse }),
  refreshToken: r({ method: 'POST', path: '/api/auth/token/refresh', auth: 'none', successStatus: 200, operation: 'refresh session', summary: 'Rotate the refresh token (access token as bearer, refresh token in x-refresh-token)', tags: ['auth'], response: auth.RefreshResponse }),
  passwordRequestNew: r({ method: 'POST', path: '/api/auth/password/request-new', auth: 'none', successStatus: 204, operation: 'request a password reset', summary: 'Email a password reset key', tags: ['auth'], body: auth.PasswordRequestNewRequest, response: Empty }),
  passwordSet: r({ method: 'POST', path: '/api/auth/password/set', auth: 'none', successStatus: 204, operation: 'set password', summary: 'Set a new password with a reset key', tags: ['auth'], body: auth.PasswordSetRequest, response: Empty }),
  verifyEmail: r({ method: 'GET', path: '/api/auth/verify-email', auth: 'none', successStatus: 200, operation: 'verify email', summary: 'Verify an email address with its key', tags: ['auth'], query: auth.VerifyEmailQuery, response: auth.VerifyEmailResponse }),
  sendVerificationEmail: r({ method: 'POST', path: '/api/auth/send-verification-email', auth: 'member', successStatus: 204, operation: 'send verification email', summary: 'Send the verification email again', tags: ['auth'], response: Empty }),
  setKeys: r({ method: 'POST', path: '/api/auth/pgp/set-keys', auth: 'member', successStatus: 204, operation: 'save keys', summary: 'Store the member public key, encrypted private key and wrapped data key', tags: ['auth'], body: auth.SetKeysRequest, response: Empty }),
  keysConfig: r({ method: 'GET', path: '/api/auth/pgp/config', auth: 'none', successStatus: 200, operation: 'load key configuration', summary: 'The organisation escrow public key', tags: ['auth'], response: auth.KeysConfigResponse }),
  recaptchaVerify: r({ method: 'POST', path: '/api/auth/recaptcha/verify', auth: 'none', successStatus: 200, operation: 'verify recaptcha', summary: 'Human verification (sandbox adapter by default)', tags: ['auth'], body: auth.RecaptchaVerifyRequest, response: auth.RecaptchaVerifyResponse }),
  sessionSave: r({ method: 'POST', path: '/api/auth/session', auth: 'member', successStatus: 204, operation: 'save session', summary: 'Save session extras', tags: ['auth'], body: auth.SessionSaveRequest, response: Empty }),

  // Account
  account: r({ method: 'GET', path: '/api/client/account', auth: 'member', successStatus: 200, operation: 'load account', summary: 'The signed-in account', tags: ['account'], response: account.AccountResponse }),

  // spec 000 §7.6 / spec 001 §7 hydration
  hydrationLast: r({ method: 'GET', path: '/api/client/user-hydration/last', auth: 'member', successStatus: 200, operation: 'get last hydration track', summary: "Today's hydration total", tags: ['hydration'], query: hydration.HydrationQuery, response: hydration.HydrationResponse }),
  hydrationIncrement: r({ method: 'POST', path: '/api/client/user-hydration/increment', auth: 'member', successStatus: 200, operation: 'increment hydration track', summary: 'Add ounces (0..200 a day)', tags: ['hydration'], query: hydration.HydrationQuery, body: hydration.HydrationChangeRequest, response: hydration.HydrationResponse }),
  hydrationDecrement: r({ method: 'POST', path: '/api/client/user-hydration/decrement', auth: 'member', successStatus: 200, operation: 'decrement hydration track', summary: 'Remove ounces (0..200 a day)', tags: ['hydration'], query: hydration.HydrationQuery, body: hydration.HydrationChangeRequest, response: hydration.HydrationResponse }),

  // Admin
  adminUsers: r({ method: 'GET', path: '/api/admin/users', auth: 'admin', permission: 'users.read', successStatus: 200, operation: 'load users', summary: 'Search users', tags: ['admin'], query: adminUsers.AdminUsersQuery, response: adminUsers.AdminUsersResponse }),
} as const satisfies Record<string, RouteDef>;

export type Routes = typeof routes;
export type RouteName = keyof Routes;
type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
export type RouteBody<N extends RouteName> = Routes[N] extends { body: infer B } ? Input<B> : undefined;
export type RouteQuery<N extends RouteName> = Routes[N] extends { query: infer Q } ? Input<Q> : undefined;
export type RouteResponse<N extends RouteName> = Infer<Routes[N]['response']>;
