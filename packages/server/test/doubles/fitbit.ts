// A double of the Fitbit Web API from its published reference: the OAuth 2.0 endpoints
// (/oauth2/token for authorization_code with PKCE and refresh_token, /oauth2/revoke), and the sleep
// (/1.2/user/-/sleep/date/{date}.json) and daily activity (/1/user/-/activities/date/{date}.json)
// reads with their example bodies. Errors are Fitbit's: {"errors":[{"errorType","message"}],"success":false}
// (expired_token, invalid_token, invalid_grant, invalid_client); each answer carries
// Fitbit-Rate-Limit-Limit/-Remaining/-Reset, and a spent limit answers 429.
import { createHash, randomBytes } from 'node:crypto';
import { startHttpDouble, type DoubleAnswer, type HttpDouble } from './http-double.js';

const fitbitError = (status: number, errorType: string, message: string): DoubleAnswer => ({ status, body: fitbitErrorBody(errorType, message) });

/** The reference's Get Sleep Log by Date example (one main 'stages' sleep). */
export const SLEEP_EXAMPLE = {
  sleep: [
    {
      dateOfSleep: '2020-02-21',
      duration: 27720000,
      efficiency: 96,
      endTime: '2020-02-21T07:03:30.000',
      infoCode: 0,
      isMainSleep: true,
      levels: {
        data: [{ dateTime: '2020-02-20T23:21:30.000', level: 'wake', seconds: 630 }],
        shortData: [{ dateTime: '2020-02-21T00:10:30.000', level: 'wake', seconds: 30 }],
        summary: {
          deep: { count: 5, minutes: 104, thirtyDayAvgMinutes: 69 },
          light: { count: 32, minutes: 205, thirtyDayAvgMinutes: 202 },
          rem: { count: 11, minutes: 75, thirtyDayAvgMinutes: 87 },
          wake: { count: 30, minutes: 78, thirtyDayAvgMinutes: 55 },
        },
      },
      logId: 26013218219,
      minutesAfterWakeup: 0,
      minutesAsleep: 384,
      minutesAwake: 78,
      minutesToFallAsleep: 0,
      logType: 'auto_detected',
      startTime: '2020-02-20T23:21:30.000',
      timeInBed: 462,
      type: 'stages',
    },
  ],
  summary: { stages: { deep: 104, light: 205, rem: 75, wake: 78 }, totalMinutesAsleep: 384, totalSleepRecords: 1, totalTimeInBed: 462 },
};

/** The reference's Get Daily Activity Summary example (metric units: no Accept-Language). */
export const ACTIVITY_EXAMPLE = {
  activities: [],
  goals: { activeMinutes: 30, caloriesOut: 1950, distance: 8.05, floors: 10, steps: 6800 },
  summary: {
    activeScore: -1,
    activityCalories: 230,
    caloriesBMR: 1913,
    caloriesOut: 2143,
    distances: [
      { activity: 'total', distance: 1.32 },
      { activity: 'tracker', distance: 1.32 },
      { activity: 'loggedActivities', distance: 0 },
      { activity: 'veryActive', distance: 0 },
      { activity: 'moderatelyActive', distance: 0.27 },
      { activity: 'lightlyActive', distance: 1.05 },
      { activity: 'sedentaryActive', distance: 0 },
    ],
    elevation: 0,
    fairlyActiveMinutes: 12,
    floors: 0,
    lightlyActiveMinutes: 60,
    marginalCalories: 162,
    restingHeartRate: 68,
    sedentaryMinutes: 1166,
    steps: 1698,
    veryActiveMinutes: 0,
  },
};

interface Grant {
  fitbitUser: string;
  scope: string[];
  access: string;
  refresh: string;
  accessExpired: boolean;
  revoked: boolean;
}

export interface FitbitDouble extends HttpDouble {
  clientId: string;
  clientSecret: string;
  /** The member consents on Fitbit's page: the code and state Fitbit sends back to redirect_uri. */
  /** `scopes`: what the member left ticked (all that was asked by default). */
  consent(authorizationUrl: string, scopes?: string[]): { code: string; state: string; redirectUri: string };
  /** Fitbit's clock moves on: the member's access token is expired (8 hours later). */
  expireAccess(): void;
  /** The member removes the application in their Fitbit account settings. */
  revokeAtFitbit(): void;
  /** Requests left this hour, per Fitbit user (Fitbit-Rate-Limit-Remaining). */
  remaining: number;
  mode: 'up' | 'down';
  grants: Grant[];
}

export async function startFitbitDouble(): Promise<FitbitDouble> {
  const clientId = '23ABCD';
  const clientSecret = randomBytes(16).toString('hex');
  const codes = new Map<string, { challenge: string; redirectUri: string; scope: string[] }>();
  const grants: Grant[] = [];
  const state = { remaining: 150, mode: 'up' as 'up' | 'down' };
  const token = () => randomBytes(24).toString('hex');
  const rateHeaders = () => ({ 'fitbit-rate-limit-limit': '150', 'fitbit-rate-limit-remaining': String(Math.max(0, state.remaining)), 'fitbit-rate-limit-reset': '1800' });

  const http = await startHttpDouble((request) => {
    if (state.mode === 'down') return { status: 503, body: '<html><body>Service Unavailable</body></html>' };
    const path = request.url.pathname;
    if (request.method === 'POST' && (path === '/oauth2/token' || path === '/oauth2/revoke')) {
      if (request.headers.authorization !== `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`) {
        return fitbitError(401, 'invalid_client', 'Invalid authorization header. Visit https://dev.fitbit.com/docs/oauth2 for more information on the Fitbit Web API authorization process.');
      }
      const form = new URLSearchParams(request.body);
      if (path === '/oauth2/revoke') {
        const grant = grants.find((g) => g.refresh === form.get('token') || g.access === form.get('token'));
        if (grant) grant.revoked = true;
        return { status: 200, body: {} };
      }
      if (form.get('grant_type') === 'authorization_code') {
        const code = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifier = form.get('code_verifier') ?? '';
        if (!code || form.get('client_id') !== clientId)
          return fitbitError(
            400,
            'invalid_grant',
            `Authorization code invalid: ${form.get('code')} Visit https://dev.fitbit.com/docs/oauth2 for more information on the Fitbit Web API authorization process.`,
          );
        if (createHash('sha256').update(verifier).digest('base64url') !== code.challenge) return fitbitError(400, 'invalid_grant', 'Invalid code_verifier.');
        if (form.get('redirect_uri') !== code.redirectUri) return fitbitError(400, 'invalid_request', 'Invalid redirect_uri parameter value');
        const grant: Grant = { fitbitUser: 'GGNJL9', scope: code.scope, access: token(), refresh: token(), accessExpired: false, revoked: false };
        grants.push(grant);
        return {
          status: 200,
          body: { access_token: grant.access, expires_in: 28800, refresh_token: grant.refresh, scope: grant.scope.join(' '), token_type: 'Bearer', user_id: grant.fitbitUser },
        };
      }
      if (form.get('grant_type') === 'refresh_token') {
        const grant = grants.find((g) => g.refresh === form.get('refresh_token') && !g.revoked);
        if (!grant)
          return fitbitError(
            400,
            'invalid_grant',
            `Refresh token invalid: ${form.get('refresh_token')}. Visit https://dev.fitbit.com/docs/oauth2 for more information on the Fitbit Web API authorization process.`,
          );
        grant.access = token();
        grant.refresh = token();
        grant.accessExpired = false;
        return {
          status: 200,
          body: { access_token: grant.access, expires_in: 28800, refresh_token: grant.refresh, scope: grant.scope.join(' '), token_type: 'Bearer', user_id: grant.fitbitUser },
        };
      }
      return fitbitError(400, 'unsupported_grant_type', 'The grant type is not supported.');
    }
    const bearer = /^Bearer (.+)$/.exec(String(request.headers.authorization ?? ''))?.[1];
    const grant = grants.find((g) => g.access === bearer);
    if (!grant || grant.revoked)
      return fitbitError(401, 'invalid_token', `Access token invalid: ${bearer}. Visit https://dev.fitbit.com/docs/oauth2 for more information on the Fitbit Web API authorization process.`);
    if (grant.accessExpired)
      return fitbitError(401, 'expired_token', `Access token expired: ${bearer}. Visit https://dev.fitbit.com/docs/oauth2 for more information on the Fitbit Web API authorization process.`);
    state.remaining -= 1;
    if (state.remaining < 0) return { status: 429, body: fitbitErrorBody('system', 'Too Many Requests'), headers: { ...rateHeaders(), 'retry-after': '1800' } };
    const scopeOf = path.includes('/sleep/') ? 'sleep' : 'activity';
    if (!grant.scope.includes(scopeOf))
      return fitbitError(
        403,
        'insufficient_scope',
        `This application does not have permission to access ${scopeOf} data. Visit https://dev.fitbit.com/docs/oauth2 for more information on the Fitbit Web API authorization process.`,
      );
    if (/^\/1\.2\/user\/-\/sleep\/date\/\d{4}-\d{2}-\d{2}\.json$/.test(path)) return { status: 200, body: SLEEP_EXAMPLE, headers: rateHeaders() };
    if (/^\/1\/user\/-\/activities\/date\/\d{4}-\d{2}-\d{2}\.json$/.test(path)) return { status: 200, body: ACTIVITY_EXAMPLE, headers: rateHeaders() };
    return fitbitError(404, 'not_found', 'The API you are requesting could not be found.');
  });

  return {
    ...http,
    clientId,
    clientSecret,
    grants,
    get remaining() {
      return state.remaining;
    },
    set remaining(value) {
      state.remaining = value;
    },
    get mode() {
      return state.mode;
    },
    set mode(value) {
      state.mode = value;
    },
    consent(authorizationUrl, scopes) {
      const url = new URL(authorizationUrl);
      const p = url.searchParams;
      if (p.get('response_type') !== 'code' || p.get('client_id') !== clientId || p.get('code_challenge_method') !== 'S256' || !p.get('code_challenge') || !p.get('state')) {
        throw new Error(`Fitbit would refuse this authorization address: ${authorizationUrl}`);
      }
      const code = randomBytes(20).toString('hex');
      codes.set(code, { challenge: p.get('code_challenge')!, redirectUri: p.get('redirect_uri')!, scope: scopes ?? (p.get('scope') ?? '').split(' ') });
      return { code, state: p.get('state')!, redirectUri: p.get('redirect_uri')! };
    },
    expireAccess() {
      for (const grant of grants) grant.accessExpired = true;
    },
    revokeAtFitbit() {
      for (const grant of grants) grant.revoked = true;
    },
  };
}

function fitbitErrorBody(errorType: string, message: string) {
  return { errors: [{ errorType, message }], success: false };
}
