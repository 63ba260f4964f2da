import type { z } from 'zod';
import * as auth from './schemas/auth.js';
import * as account from './schemas/account.js';
import * as hydration from './schemas/hydration.js';
import * as mood from './schemas/mood.js';
import * as symptoms from './schemas/symptoms.js';
import * as sleep from './schemas/sleep.js';
import * as dailyTasks from './schemas/daily-tasks.js';
import * as adminUsers from './schemas/admin-users.js';
import { Empty } from './schemas/common.js';
import { routeTable, type RouteMeta, type RouteName } from './route-table.js';

export interface RouteSchemas {
  body?: z.ZodType;
  query?: z.ZodType;
  /** Path parameters (`:id` in the path), validated like body and query. */
  params?: z.ZodType;
  response: z.ZodType;
}

/** The request and response schemas of every row of the route table. */
export const routeSchemas = {
  preLogin: { body: auth.PreLoginRequest, response: auth.PreLoginResponse },
  register: { body: auth.RegisterRequest, response: auth.RegisterResponse },
  login: { body: auth.LoginRequest, response: auth.LoginResponse },
  refreshToken: { response: auth.RefreshResponse },
  passwordRequestNew: { body: auth.PasswordRequestNewRequest, response: Empty },
  passwordSet: { body: auth.PasswordSetRequest, response: Empty },
  verifyEmail: { query: auth.VerifyEmailQuery, response: auth.VerifyEmailResponse },
  sendVerificationEmail: { response: Empty },
  setKeys: { body: auth.SetKeysRequest, response: Empty },
  keysConfig: { response: auth.KeysConfigResponse },
  recaptchaVerify: { body: auth.RecaptchaVerifyRequest, response: auth.RecaptchaVerifyResponse },
  sessionSave: { body: auth.SessionSaveRequest, response: Empty },
  account: { response: account.AccountResponse },
  hydrationLast: { query: hydration.HydrationQuery, response: hydration.HydrationResponse },
  hydrationIncrement: { query: hydration.HydrationQuery, body: hydration.HydrationChangeRequest, response: hydration.HydrationResponse },
  hydrationDecrement: { query: hydration.HydrationQuery, body: hydration.HydrationChangeRequest, response: hydration.HydrationResponse },
  sleepLast: { query: sleep.SleepQuery, response: sleep.SleepResponse },
  sleepIncrement: { query: sleep.SleepQuery, response: sleep.SleepResponse },
  sleepDecrement: { query: sleep.SleepQuery, response: sleep.SleepResponse },
  moodLoad: { query: mood.MoodQuery, response: mood.MoodResponse },
  moodLog: { query: mood.MoodQuery, body: mood.MoodLogRequest, response: mood.MoodResponse },
  symptomsList: { query: symptoms.SymptomsQuery, response: symptoms.SymptomsResponse },
  symptomUpdate: { query: symptoms.SymptomsQuery, body: symptoms.SymptomUpdateRequest, response: symptoms.SymptomUpdateResponse },
  dailyTasks: { query: dailyTasks.DailyTasksQuery, response: dailyTasks.DailyTasksResponse },
  dailyTaskToggle: { params: dailyTasks.DailyTaskToggleParams, query: dailyTasks.DailyTasksQuery, response: dailyTasks.DailyTaskToggleResponse },
  adminUsers: { query: adminUsers.AdminUsersQuery, response: adminUsers.AdminUsersResponse },} as const satisfies Record<RouteName, RouteSchemas>;

/** A full route row: meta plus schemas. The server registers and validates from it; OpenAPI is generated from it. */
export type RouteDef = RouteMeta & RouteSchemas;
export type Routes = { [N in RouteName]: (typeof routeTable)[N] & (typeof routeSchemas)[N] };

export const routes = Object.fromEntries(
  (Object.keys(routeTable) as RouteName[]).map((name) => [name, { ...routeTable[name], ...routeSchemas[name] }]),
) as Routes;

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
export type RouteBody<N extends RouteName> = (typeof routeSchemas)[N] extends { body: infer B } ? Input<B> : undefined;
export type RouteQuery<N extends RouteName> = (typeof routeSchemas)[N] extends { query: infer Q } ? Input<Q> : undefined;
export type RouteParams<N extends RouteName> = (typeof routeSchemas)[N] extends { params: infer P } ? Input<P> : undefined;
export type RouteResponse<N extends RouteName> = Infer<(typeof routeSchemas)[N]['response']>;
