// spec 000 §4 and §8: every call carries the access token; 401 refreshes once and repeats; statuses
// map to the typed error catalogue. The route table (method, path, auth, success status, operation)
// comes from @healthdeck/contract so client and server cannot drift apart. A transport knows the rows
// it is given and those the domains register as they are created (`routed`), so a bundle carries
// only the rows of the domains it uses; a name it does not know is looked up through `loadRoutes`.
import {
  authRoutes,
  ERROR_MESSAGES,
  type routeTable,
  type ApiError,
  type CallHandling,
  type RouteBody,
  type RouteMeta,
  type RouteName,
  type RouteParams,
  type RouteQuery,
  type RouteResponse,
} from '@healthdeck/contract/light';
import type { SessionStore } from '../session/session.js';
import { BadRequest, RequestFailed, TooManyRequests, Unauthorized, Unexpected, type UnauthorizedKind } from './errors.js';
import { errorCodeOf, loginError } from './login-errors.js';
import type { TokenHandoff } from '../session/token-handoff.js';
import { createRefresher, refreshExpired, type LockManagerLike } from './refresh.js';
import { buildUrl } from './url.js';
import { $language } from '../state/language.js';

export interface CallInput<N extends RouteName> {
  body?: RouteBody<N>;
  query?: RouteQuery<N>;
  /** Path parameters of rows whose path has `:name` segments, e.g. `{ id }`. */
  params?: RouteParams<N>;
  /** Cancels the request (TanStack Query passes one to every queryFn). */
  signal?: AbortSignal;
  /** The body of a `multipart: true` row (a file upload); sent as multipart/form-data. */
  form?: FormData;
  /** An access token to send instead of the session's, with no refresh on 401 (sign-out sends the token of the session it has just forgotten). */
  bearer?: string;
  /**
   * fetch's keepalive: the request outlives the page (a tab closed or reloaded mid-request). The
   * browser refuses one whose body would take the page's keepalive bodies past 64 KiB in flight.
   */
  keepalive?: boolean;
}

type HandlingOf<N extends RouteName> = (typeof routeTable)[N] extends { handling: infer H } ? H : undefined;

/**
 * What `call(name)` resolves with: the route's response, plus the ApiError body on rows whose 400 is
 * returned (handling.on400 'body'), and {} or null on rows that accept a 204 (handling.on204).
 */
export type CallResult<N extends RouteName> =
  | RouteResponse<N>
  | (HandlingOf<N> extends { on400: 'body' } ? ApiError : never)
  | (HandlingOf<N> extends { on204: 'empty-object' } ? Record<string, never> : never)
  | (HandlingOf<N> extends { on204: 'null' } ? null : never);

export type Call = <N extends RouteName>(name: N, input?: CallInput<N>) => Promise<CallResult<N>>;

export interface TransportOptions {
  baseUrl: string;
  fetch: typeof fetch;
  session: SessionStore;
  now: () => number;
  /** Clears everything the session unlocked and sends the user away (default /unauthorized). */
  endSession: () => void;
  locks?: LockManagerLike | null;
  handoff?: TokenHandoff | null;
  /** The rows calls are looked up in from the start (the contract's routeTable, or a part of it; tests pass rows of their own). */
  routes: RouteRows;
  /** Where a name neither `routes` nor a registered domain knows is looked up (the embed: the whole table, loaded on first need). */
  loadRoutes?: () => Promise<RouteRows>;
}

export type RouteRows = Readonly<Record<string, RouteMeta>>;

/** A call restricted to the names of the rows a domain registered with `routed`. */
export type RoutedCall<K extends RouteName> = <N extends K>(name: N, input?: CallInput<N>) => Promise<CallResult<N>>;

/** Each transport's way to learn rows (a fake `call` has none: registering with it does nothing). */
const registries = new WeakMap<object, (rows: RouteRows) => void>();

/**
 * Makes `rows` known to `call`'s transport and answers `call`, typed to those names: a domain calls
 * only routes whose rows it imported (`fetchKits` registers kitReadsRoutes), so a bundle that leaves a
 * domain out leaves its rows out too.
 */
export function routed<R extends RouteRows>(call: Call, rows: R): RoutedCall<Extract<keyof R, RouteName>> {
  registries.get(call)?.(rows);
  return call;
}

function kindOf(row: RouteMeta): UnauthorizedKind {
  return row.auth === 'admin' ? 'admin' : 'credentials';
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return null;
  }
}

/** The body's readable `message` (an ApiError's), or null. */
function serverMessageOf(body: unknown): string | null {
  return body !== null && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message ? body.message : null;
}

function wantsServerMessage(handling: CallHandling | undefined, status: number): boolean {
  const on = handling?.serverMessage;
  return on === 'any' || (Array.isArray(on) && on.includes(status));
}

/** spec 000 §8, call by call: the row's `handling` (contract CallHandling) over the catalogue's defaults. */
async function parse(row: RouteMeta, res: Response): Promise<unknown> {
  const handling = row.handling;
  // spec 000 §7.5, §7.6: a GET that may answer 204 (order one → {}, HRA form → null) says so in on204.
  if (res.status === 204 && (row.successStatus === 204 || handling?.on204 !== undefined)) {
    return handling?.on204 === 'empty-object' ? {} : null;
  }
  if (res.status === row.successStatus) {
    if (row.file) return res; // a download: the caller reads the body as a Blob
    const data = await readJson(res);
    if (data === null) throw new Unexpected();
    // spec 000 §8: login (and its kin) answer 200 with an error_code instead of data.
    const code = errorCodeOf(data);
    if (code !== null) throw loginError(code, handling?.loginErrorCodes);
    return data;
  }
  if (res.status === 401) {
    await res.body?.cancel();
    throw new Unauthorized(kindOf(row));
  }
  if (res.status === 400) {
    const body = await readJson(res);
    if (handling?.on400 === 'body' && body !== null) return body; // the form reads its field messages from it
    throw new BadRequest(serverMessageOf(body) ?? `Failed to ${row.operation}`, body);
  }
  if (res.status === 429) {
    // Rate limited: the server's message says what and how long; shown as is.
    const seconds = Number(res.headers.get('retry-after'));
    throw new TooManyRequests(row.operation, serverMessageOf(await readJson(res)) ?? undefined, Number.isFinite(seconds) && seconds > 0 ? seconds : null);
  }
  if (wantsServerMessage(handling, res.status)) {
    const message = serverMessageOf(await readJson(res));
    throw new RequestFailed(row.operation, res.status, message ?? undefined);
  }
  await res.body?.cancel();
  throw new RequestFailed(row.operation, res.status);
}

export function createTransport(options: TransportOptions): Call {
  const { session, now, endSession } = options;
  const refresh = createRefresher(options);
  const routes: Record<string, RouteMeta> = { ...options.routes };
  let loading: Promise<void> | null = null;
  const rowOf = async (name: string): Promise<RouteMeta | undefined> => {
    if (routes[name] || !options.loadRoutes) return routes[name];
    loading ??= options.loadRoutes().then((rows) => {
      for (const [key, row] of Object.entries(rows)) routes[key] ??= row;
    });
    await loading.catch(() => {
      loading = null; // a failed chunk load may be retried by the next call
    });
    return routes[name];
  };

  const send = async (row: RouteMeta, input: CallInput<RouteName>, token: string | null): Promise<Response> => {
    // The server answers administered content in the member's language: the one this client shows.
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': $language.get() };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: string | FormData | undefined;
    if (row.multipart && input.form) {
      // fetch writes the multipart content-type with its boundary itself.
      body = input.form;
    } else if (input.body !== undefined && input.body !== null) {
      // No content-type without a body: servers reject an empty JSON body.
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    // Built outside the try: a missing path parameter is a caller's bug, not "Unable to connect".
    const url = buildUrl(options.baseUrl, row.path, input.query, input.params);
    try {
      return await options.fetch(url, {
        method: row.method,
        headers,
        body,
        signal: input.signal,
        ...(input.keepalive ? { keepalive: true } : {}),
      });
    } catch (error) {
      if (input.signal?.aborted) throw error;
      throw new Unexpected(ERROR_MESSAGES.UnableToConnect, 500); // spec 000 §8
    }
  };

  const call = async (name: RouteName, input: CallInput<RouteName> = {}): Promise<unknown> => {
    const row: RouteMeta | undefined = routes[name] ?? (await rowOf(name));
    if (!row) throw new TypeError(`Unknown route '${name}'`);
    const kind = kindOf(row);
    let current = session.get();
    if (current && refreshExpired(current.refresh.expires, now())) {
      // spec 000 §4: a passed refresh expiry ends the session; no request is worth making with it.
      if (row.auth !== 'none') {
        endSession();
        throw new Unauthorized(kind);
      }
      current = null;
    }
    if (input.bearer !== undefined) return parse(row, await send(row, input, input.bearer));
    if (!current && row.auth !== 'none') {
      throw new Unauthorized(kind, ERROR_MESSAGES.LocalUnauthorized); // spec 000 §4: answered locally
    }

    const token = current?.access.token ?? null;
    let res = await send(row, input, token);
    if (res.status === 401 && token !== null && row !== authRoutes.refreshToken) {
      await res.body?.cancel();
      let fresh: string;
      try {
        fresh = await refresh(token);
      } catch (error) {
        throw error instanceof Unauthorized ? new Unauthorized(kind) : error;
      }
      res = await send(row, input, fresh);
    }
    return parse(row, res);
  };

  // A domain registers its rows on every call it makes (`routed(hd.call, rows)`): each table is read once.
  const learnt = new WeakSet<RouteRows>();
  registries.set(call, (rows) => {
    if (learnt.has(rows)) return;
    learnt.add(rows);
    for (const [key, row] of Object.entries(rows)) routes[key] ??= row;
  });
  return call as Call;
}
