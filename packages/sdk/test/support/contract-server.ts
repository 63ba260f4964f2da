// A small HTTP server on loopback that speaks @healthdeck/contract: it routes by the contract's
// method and path, validates bodies and queries with the contract's zod schemas (400 ApiError),
// enforces bearer auth on member/admin routes (401 ApiError) and rotates refresh tokens the way
// spec 000 §6 describes (access token as bearer, refresh token in its own header).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_HEADER, routes, type ApiError, type RouteDef, type RouteName, type SessionTokens } from '@healthdeck/contract';

export interface RecordedRequest {
  route: RouteName;
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  query: Record<string, string>;
  /** Path parameters (`:id` segments of the row's path). */
  params: Record<string, string>;
  body: unknown;
  /** The body's bytes as sent (a multipart upload's file is binary). */
  rawBody: Buffer;
  /** Whose access token authorised the request (member/admin routes). */
  subject?: string;
}

export interface Reply {
  status: number;
  body?: unknown;
  /** Sent as-is instead of JSON. */
  raw?: string;
  /** A file answer: its bytes and content type. */
  file?: { type: string; bytes: Uint8Array };
}

export type Handler = (req: RecordedRequest) => Reply | Promise<Reply>;

export interface ContractServer {
  baseUrl: string;
  requests: RecordedRequest[];
  hits(route: RouteName): number;
  /** Mints a session the way login would (refresh expiry in epoch seconds). */
  issueTokens(refreshTtlSeconds?: number, subject?: string): SessionTokens;
  /** Every access token issued so far stops working (as if they all expired). */
  expireAccessTokens(): void;
  /** Every refresh token stops working (revoked server side). */
  revokeRefreshTokens(): void;
  close(): Promise<void>;
}

export interface ContractServerOptions {
  handlers?: Partial<Record<RouteName, Handler>>;
  /** Milliseconds to hold a request before answering it (applied before auth). */
  delay?: (req: RecordedRequest) => number;
  /** Plain files served by path (a test page and its script, same origin as the API). */
  files?: Record<string, { type: string; body: string }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function apiError(statusCode: number, error_code: ApiError['error_code'], message: string, fields?: Record<string, string>): Reply {
  const body: ApiError = { statusCode, error_code, message, ...(fields ? { fields } : {}) };
  return { status: statusCode, body };
}

/** Matches a request path against a row's path; `:name` segments capture (decoded) path params. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i += 1) {
    if (want[i].startsWith(':')) params[want[i].slice(1)] = decodeURIComponent(got[i]);
    else if (want[i] !== got[i]) return null;
  }
  return params;
}

function findRoute(method: string, path: string): [RouteName, RouteDef, Record<string, string>] | null {
  for (const [name, row] of Object.entries(routes) as [RouteName, RouteDef][]) {
    const params = row.method === method ? matchPath(row.path, path) : null;
    if (params) return [name, row, params];
  }
  return null;
}

export async function startContractServer(options: ContractServerOptions = {}): Promise<ContractServer> {
  const requests: RecordedRequest[] = [];
  const accessTokens = new Map<string, string>(); // access token -> subject
  const refreshTokens = new Map<string, { access: string; subject: string }>(); // issued together

  const issueTokens = (refreshTtlSeconds = 3600, subject = 'user-1'): SessionTokens => {
    const tokens = {
      accessToken: `access-${randomUUID()}`,
      refreshToken: `refresh-${randomUUID()}`,
      refreshExpires: Math.floor(Date.now() / 1000) + refreshTtlSeconds,
    };
    accessTokens.set(tokens.accessToken, subject);
    refreshTokens.set(tokens.refreshToken, { access: tokens.accessToken, subject });
    return tokens;
  };

  const bearerOf = (req: RecordedRequest): string | null => {
    const header = req.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice(7) : null;
  };

  const refresh: Handler = (req) => {
    const refreshToken = req.headers[REFRESH_TOKEN_HEADER];
    const pair = typeof refreshToken === 'string' ? refreshTokens.get(refreshToken) : undefined;
    // The refresh must carry both: the (expired) access token as bearer and its refresh token.
    if (!pair || pair.access !== bearerOf(req)) return apiError(401, 'REFRESH_TOKEN_INVALID', 'Invalid refresh token');
    refreshTokens.delete(refreshToken as string); // rotation: one use only
    accessTokens.delete(pair.access);
    return { status: 200, body: { data: issueTokens(3600, pair.subject) } };
  };

  const handlers: Partial<Record<RouteName, Handler>> = { refreshToken: refresh, ...options.handlers };

  const answer = async (req: RecordedRequest, row: RouteDef): Promise<Reply> => {
    const delay = options.delay?.(req) ?? 0;
    if (delay) await sleep(delay);
    if (row.auth !== 'none') {
      const token = bearerOf(req);
      if (!token || !accessTokens.has(token)) return apiError(401, 'UNAUTHENTICATED', 'Authentication required');
      req.subject = accessTokens.get(token);
    }
    for (const [schema, value] of [
      [row.body, req.body],
      [row.query, req.query],
      [row.params, req.params],
    ] as const) {
      if (!schema) continue;
      const parsed = schema.safeParse(value);
      if (!parsed.success) {
        const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || '_', i.message]));
        return apiError(400, 'VALIDATION_FAILED', parsed.error.issues[0]?.message ?? 'Invalid request', fields);
      }
    }
    const handler = handlers[req.route];
    if (!handler) return apiError(404, 'NOT_FOUND', 'No handler in this test');
    return handler(req);
  };

  const server = createServer((incoming, res) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      void (async () => {
        const url = new URL(incoming.url ?? '/', 'http://loopback');
        const found = findRoute(incoming.method ?? 'GET', url.pathname);
        const file = options.files?.[url.pathname];
        if (!found && file) {
          res.writeHead(200, { 'content-type': file.type }).end(file.body);
          return;
        }
        let reply: Reply;
        if (!found) {
          reply = apiError(404, 'NOT_FOUND', 'Unknown route');
        } else {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown;
          if (text) {
            try {
              body = JSON.parse(text);
            } catch {
              body = text;
            }
          }
          const req: RecordedRequest = {
            route: found[0],
            method: incoming.method ?? 'GET',
            url: incoming.url ?? '/',
            headers: incoming.headers,
            query: Object.fromEntries(url.searchParams),
            params: found[2],
            body,
            rawBody: Buffer.concat(chunks),
          };
          requests.push(req);
          reply = await answer(req, found[1]);
        }
        if (reply.status === 204) {
          res.writeHead(204).end();
        } else if (reply.file) {
          res.writeHead(reply.status, { 'content-type': reply.file.type }).end(Buffer.from(reply.file.bytes));
        } else if (reply.raw !== undefined) {
          res.writeHead(reply.status, { 'content-type': 'text/plain' }).end(reply.raw);
        } else {
          res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify(reply.body ?? null));
        }
      })();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    hits: (route) => requests.filter((r) => r.route === route).length,
    issueTokens,
    expireAccessTokens: () => accessTokens.clear(),
    revokeRefreshTokens: () => refreshTokens.clear(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
