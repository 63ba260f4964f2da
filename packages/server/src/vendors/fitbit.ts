// The Fitbit Web API (dev.fitbit.com/build/reference/web-api): a member connects their Fitbit by
// OAuth 2.0 authorization code with PKCE (S256), the server keeps their tokens sealed
// (auth/server-seal.ts, migration 0042), refreshes them when they expire (Fitbit rotates the refresh
// token on every refresh), revokes them on disconnect, and reads the day's sleep
// (/1.2/user/-/sleep/date/{day}.json) and activity (/1/user/-/activities/date/{day}.json) summaries
// as the spec's body-metric records. Rate limits are per member: Fitbit-Rate-Limit-Remaining and
// -Reset on every answer, 429 when spent; no request is sent for a member until the reset.
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { BodyMetricRecord, DeviceDataSource } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { openWithServerSecret, sealWithServerSecret, type ServerSealPurpose } from '../auth/server-seal.js';
import type { DeviceAuthorizerAdapter } from './device-authorizer.js';
import { FitnessVendorUnavailable, type FitnessTrackerAdapter } from './fitness-tracker.js';

export const FITBIT_AUTHORIZE_URL = 'https://www.fitbit.com/oauth2/authorize';
export const FITBIT_API_URL = 'https://api.fitbit.com';
/** What HealthDeck reads: the sleep and activity summaries, nothing else. */
export const FITBIT_SCOPES = ['activity', 'sleep'] as const;
/** An authorization not finished in this time is void (the member starts again). */
export const FITBIT_AUTHORIZATION_TTL_MS = 10 * 60 * 1000;
/** A token this close to its expiry is refreshed before use. */
const EXPIRY_MARGIN_MS = 60 * 1000;
const SOURCE: DeviceDataSource = 'fitbit';
const SEAL: ServerSealPurpose = 'fitbit-oauth';

export interface FitbitSettings {
  clientId: string;
  clientSecret: string;
  /** Registered with the Fitbit application: the portal page that finishes the connection. */
  redirectUri: string;
  authorizeUrl?: string;
  apiUrl?: string;
  timeoutMs?: number;
}

export interface FitbitDeps {
  db: Kysely<Database>;
  serverSecret: string;
  now: () => Date;
  fetch?: typeof fetch;
}

/** The member's tokens were revoked or refused at Fitbit: the connection is gone. */
export class FitbitConnectionLost extends Error {
  constructor(detail: string) {
    super(`The Fitbit connection is no longer authorized: ${detail}`);
    this.name = 'FitbitConnectionLost';
  }
}

/** The authorization could not be finished (unknown or expired state, a refused code). */
export class FitbitAuthorizationFailed extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'FitbitAuthorizationFailed';
  }
}

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  scope: string;
  user_id: string;
}

/** Fitbit's error body: {"errors":[{"errorType":"expired_token","message":"…"}],"success":false}. */
function errorTypes(body: unknown): string[] {
  const errors = (body as { errors?: { errorType?: string }[] } | null)?.errors;
  return Array.isArray(errors) ? errors.map((e) => String(e.errorType ?? '')) : [];
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const hashOf = (text: string) => createHash('sha256').update(text).digest('base64url');

interface FitbitSleepLog {
  isMainSleep?: boolean;
  startTime?: string;
  endTime?: string;
  duration?: number;
  type?: string;
  levels?: { summary?: Record<string, { minutes?: number }> };
}

interface FitbitActivityDay {
  summary?: { steps?: number; activityCalories?: number; distances?: { activity?: string; distance?: number }[] };
}

/** The night that ended on `day`: the main sleep (else the longest); stages only from a 'stages' log. */
export function fitbitSleepRecord(body: { sleep?: FitbitSleepLog[] }): BodyMetricRecord['data'] | null {
  const logs = body.sleep ?? [];
  if (logs.length === 0) return null;
  const main = logs.find((l) => l.isMainSleep) ?? [...logs].sort((a, b) => (b.duration ?? 0) - (a.duration ?? 0))[0]!;
  const stages = main.type === 'stages' ? main.levels?.summary : undefined;
  const seconds = (stage: string) => (stages?.[stage]?.minutes === undefined ? null : Math.round(stages[stage].minutes! * 60));
  return {
    sleep_health: {
      summary: {
        sleep_summary: {
          duration: {
            sleep_start_datetime_string: main.startTime ?? null,
            sleep_end_datetime_string: main.endTime ?? null,
            // A 'classic' log (no stage data) measures asleep/restless only: its stages are not measured.
            light_sleep_duration_seconds_int: seconds('light'),
            deep_sleep_duration_seconds_int: seconds('deep'),
            rem_sleep_duration_seconds_int: seconds('rem'),
          },
        },
      },
    },
  };
}

/** The day's activity summary; null for a day with nothing recorded (all zero: the tracker was not worn). */
export function fitbitActivityRecord(body: FitbitActivityDay): BodyMetricRecord['data'] | null {
  const summary = body.summary;
  if (!summary) return null;
  // Without an Accept-Language header Fitbit answers in metric units: kilometres.
  const km = summary.distances?.find((d) => d.activity === 'total')?.distance;
  const steps = summary.steps ?? null;
  const kcal = summary.activityCalories ?? null;
  if (!steps && !km && !kcal) return null;
  return {
    physical_health: {
      summary: {
        physical_summary: {
          distance: { steps_int: steps, walked_distance_meters_float: km === undefined ? null : Math.round(km * 1000 * 10) / 10 },
          calories: { calories_expenditure_kcal_float: kcal },
        },
      },
    },
  };
}

export interface FitbitVendor {
  authorizer: DeviceAuthorizerAdapter;
  tracker: FitnessTrackerAdapter;
  /** Finishes an authorization on the member's return from Fitbit: exchanges the code and keeps the tokens. */
  complete(input: { userId: string; code: string; state: string }): Promise<void>;
}

export function fitbitVendor(settings: FitbitSettings, deps: FitbitDeps): FitbitVendor {
  const fetchFn = deps.fetch ?? fetch;
  const api = (settings.apiUrl ?? FITBIT_API_URL).replace(/\/+$/, '');
  const basic = `Basic ${Buffer.from(`${settings.clientId}:${settings.clientSecret}`).toString('base64')}`;
  const seal = (text: string) => sealWithServerSecret(deps.serverSecret, SEAL, text);
  const open = (sealed: string) => openWithServerSecret(deps.serverSecret, SEAL, sealed);
  /** Per Fitbit user: no request before this time (a spent rate limit). */
  const blockedUntil = new Map<string, number>();

  async function send(url: string, init: RequestInit): Promise<{ status: number; body: unknown; headers: Headers }> {
    let response: Response;
    try {
      response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000) });
    } catch (error) {
      throw new FitnessVendorUnavailable((error as Error).name === 'TimeoutError' ? 'Fitbit did not answer in time' : `Fitbit could not be reached: ${(error as Error).message}`);
    }
    const body: unknown = await response.json().catch(() => null);
    return { status: response.status, body, headers: response.headers };
  }

  async function tokenCall(form: Record<string, string>): Promise<{ status: number; body: unknown }> {
    const answer = await send(`${api}/oauth2/token`, {
      method: 'POST',
      headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form),
    });
    if (answer.status >= 500) throw new FitnessVendorUnavailable(`Fitbit's token endpoint answered ${answer.status}`);
    return answer;
  }

  async function keepTokens(userId: string, tokens: TokenAnswer): Promise<void> {
    const row = {
      vendor_user_id: tokens.user_id,
      access_token_sealed: seal(tokens.access_token),
      refresh_token_sealed: seal(tokens.refresh_token),
      expires_at: new Date(deps.now().getTime() + tokens.expires_in * 1000),
      scope: tokens.scope,
      updated_at: deps.now(),
    };
    await deps.db
      .insertInto('device_oauth_tokens')
      .values({ user_id: userId, data_source: SOURCE, ...row })
      .onConflict((oc) => oc.columns(['user_id', 'data_source']).doUpdateSet(row))
      .execute();
  }

  async function forget(userId: string): Promise<void> {
    await deps.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('device_oauth_tokens').where('user_id', '=', userId).where('data_source', '=', SOURCE).execute();
      await trx.deleteFrom('user_device_connections').where('user_id', '=', userId).where('data_source', '=', SOURCE).execute();
    });
  }

  const isTokenAnswer = (body: unknown): body is TokenAnswer =>
    typeof body === 'object' && body !== null && typeof (body as TokenAnswer).access_token === 'string' && typeof (body as TokenAnswer).refresh_token === 'string';

  /** A fresh access token: refreshed (under a row lock, so two reads never spend one refresh token twice) when it is about to expire. */
  async function accessToken(userId: string, forceRefresh = false): Promise<{ token: string; fitbitUser: string } | null> {
    return deps.db.transaction().execute(async (trx) => {
      const row = await trx.selectFrom('device_oauth_tokens').selectAll().where('user_id', '=', userId).where('data_source', '=', SOURCE).forUpdate().executeTakeFirst();
      if (!row) return null;
      if (!forceRefresh && row.expires_at.getTime() - EXPIRY_MARGIN_MS > deps.now().getTime()) return { token: open(row.access_token_sealed), fitbitUser: row.vendor_user_id };
      const answer = await tokenCall({ grant_type: 'refresh_token', refresh_token: open(row.refresh_token_sealed) });
      if (!isTokenAnswer(answer.body)) {
        if (answer.status === 400 || answer.status === 401) throw new FitbitConnectionLost(errorTypes(answer.body).join(', ') || `refresh refused (${answer.status})`);
        throw new FitnessVendorUnavailable(`Fitbit's refresh answered ${answer.status}`);
      }
      const tokens = answer.body;
      await trx
        .updateTable('device_oauth_tokens')
        .set({
          access_token_sealed: seal(tokens.access_token),
          refresh_token_sealed: seal(tokens.refresh_token),
          expires_at: new Date(deps.now().getTime() + tokens.expires_in * 1000),
          scope: tokens.scope,
          updated_at: deps.now(),
        })
        .where('user_id', '=', userId)
        .where('data_source', '=', SOURCE)
        .execute();
      return { token: tokens.access_token, fitbitUser: row.vendor_user_id };
    });
  }

  function noteRateLimit(fitbitUser: string, headers: Headers, status: number): void {
    const reset = Number(headers.get('fitbit-rate-limit-reset'));
    const remaining = headers.get('fitbit-rate-limit-remaining');
    const resetMs = Number.isFinite(reset) && reset > 0 ? reset * 1000 : 60 * 60 * 1000;
    if (status === 429 || remaining === '0') blockedUntil.set(fitbitUser, Date.now() + resetMs);
  }

  /** GET a Fitbit resource for the member: refresh once on expired_token; a revoked grant ends the connection. */
  async function read(userId: string, path: string): Promise<unknown> {
    let tokens = await accessToken(userId);
    if (!tokens) return null;
    for (let attempt = 0; ; attempt += 1) {
      const until = blockedUntil.get(tokens.fitbitUser) ?? 0;
      if (until > Date.now()) throw new FitnessVendorUnavailable('Fitbit rate limit reached for this member', new Date(until));
      const answer = await send(`${api}${path}`, { headers: { authorization: `Bearer ${tokens.token}`, accept: 'application/json' } });
      noteRateLimit(tokens.fitbitUser, answer.headers, answer.status);
      if (answer.status === 200) return answer.body;
      if (answer.status === 429) throw new FitnessVendorUnavailable('Fitbit rate limit reached for this member', new Date(blockedUntil.get(tokens.fitbitUser)!));
      const types = errorTypes(answer.body);
      if (answer.status === 401 && types.includes('expired_token') && attempt === 0) {
        tokens = await accessToken(userId, true);
        if (!tokens) return null;
        continue;
      }
      if (answer.status === 401) throw new FitbitConnectionLost(types.join(', ') || 'unauthorized');
      // The member may untick a scope on Fitbit's consent page: what they did not share is no record, not an outage.
      if (answer.status === 403 && types.some((t) => t === 'insufficient_scope' || t === 'insufficient_permissions')) return null;
      throw new FitnessVendorUnavailable(`Fitbit answered ${answer.status} to ${path}`);
    }
  }

  const tracker: FitnessTrackerAdapter = {
    source: SOURCE,
    async fetchDay({ userId, day, kind }) {
      try {
        if (kind === 'sleep_summary') {
          const body = await read(userId, `/1.2/user/-/sleep/date/${day}.json`);
          return body ? fitbitSleepRecord(body as { sleep?: FitbitSleepLog[] }) : null;
        }
        const body = await read(userId, `/1/user/-/activities/date/${day}.json`);
        return body ? fitbitActivityRecord(body as FitbitActivityDay) : null;
      } catch (error) {
        // A revoked grant: the member is shown Fitbit as not connected and may connect again.
        if (error instanceof FitbitConnectionLost) {
          await forget(userId);
          return null;
        }
        throw error;
      }
    },
  };

  const authorizer: DeviceAuthorizerAdapter = {
    integration: 'fitbit',
    async authorize({ userId }) {
      const verifier = base64url(randomBytes(32));
      const state = base64url(randomBytes(24));
      // Attempts the member left unfinished are void by now: they go.
      await deps.db
        .deleteFrom('device_oauth_requests')
        .where('user_id', '=', userId)
        .where('created_at', '<', new Date(deps.now().getTime() - FITBIT_AUTHORIZATION_TTL_MS))
        .execute();
      await deps.db
        .insertInto('device_oauth_requests')
        .values({ state_hash: hashOf(state), user_id: userId, data_source: SOURCE, verifier_sealed: seal(verifier), created_at: deps.now() })
        .execute();
      const url = new URL(settings.authorizeUrl ?? FITBIT_AUTHORIZE_URL);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', settings.redirectUri);
      url.searchParams.set('scope', FITBIT_SCOPES.join(' '));
      url.searchParams.set('code_challenge', hashOf(verifier));
      url.searchParams.set('code_challenge_method', 'S256');
      url.searchParams.set('state', state);
      return { authorizationUrl: url.toString() };
    },
    async revoke({ userId }) {
      const row = await deps.db.selectFrom('device_oauth_tokens').select('refresh_token_sealed').where('user_id', '=', userId).where('data_source', '=', SOURCE).executeTakeFirst();
      if (row) {
        // Revoking the refresh token ends the whole grant at Fitbit. A token Fitbit no longer knows (400/401) is already revoked.
        const answer = await send(`${api}/oauth2/revoke`, {
          method: 'POST',
          headers: { authorization: basic, 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ token: open(row.refresh_token_sealed) }),
        });
        if (answer.status >= 500 || answer.status === 429) throw new FitnessVendorUnavailable(`Fitbit's revoke answered ${answer.status}`);
      }
      await forget(userId);
    },
  };

  return {
    authorizer,
    tracker,
    async complete({ userId, code, state }) {
      const request = await deps.db
        .deleteFrom('device_oauth_requests')
        .where('state_hash', '=', hashOf(state))
        .where('user_id', '=', userId)
        .returning(['verifier_sealed', 'created_at'])
        .executeTakeFirst();
      if (!request || deps.now().getTime() - request.created_at.getTime() > FITBIT_AUTHORIZATION_TTL_MS) {
        throw new FitbitAuthorizationFailed('This Fitbit connection was not started here or has expired. Please connect again.');
      }
      const answer = await tokenCall({
        client_id: settings.clientId,
        grant_type: 'authorization_code',
        code,
        code_verifier: open(request.verifier_sealed),
        redirect_uri: settings.redirectUri,
      });
      if (!isTokenAnswer(answer.body)) throw new FitbitAuthorizationFailed('Fitbit refused the connection. Please connect again.');
      await keepTokens(userId, answer.body);
      await deps.db
        .insertInto('user_device_connections')
        .values({ user_id: userId, data_source: SOURCE, connected_at: deps.now() })
        .onConflict((oc) => oc.columns(['user_id', 'data_source']).doNothing())
        .execute();
    },
  };
}
