import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { REFRESH_TOKEN_HEADER, routes, routeTable, type RouteName } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import { apiErrorBody } from './api-error.js';

const ALLOW_HEADERS = ['authorization', 'content-type', REFRESH_TOKEN_HEADER].join(', ');
/** Response headers a partner page may read: the file name of a download (RouteMeta.file rows, spec 000 §7.5). */
const EXPOSE_HEADERS = ['content-disposition', 'retry-after'].join(', ');

const pathOf = (url: string) => url.split('?')[0] ?? '/';
const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

/** The rows of the route table `keep` picks, as path patterns, with their methods. */
function routePatterns(keep: (name: RouteName) => boolean): { method: string; pattern: RegExp }[] {
  return (Object.keys(routes) as RouteName[]).filter(keep).map((name) => ({
    method: routes[name].method,
    pattern: new RegExp(`^${routes[name].path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`),
  }));
}

/**
 * The origins the organisations allow (class `organizations`, field allowed_origins), read at
 * most once per ttl and shared by all requests; an admin write anywhere makes the next request
 * read them again (in this process; other processes within ttl), and a read already under way
 * when the write came is not kept. While the database is down the last list read stays in use.
 */
export function createAllowedOrigins(db: Kysely<Database>, ttlMs: number, now: () => number = Date.now) {
  let origins = new Set<string>();
  let readAt = -Infinity;
  let reading: Promise<Set<string>> | null = null;
  // Bumped by invalidate(): a read that started before a write must not store what it read.
  let generation = 0;
  const read = async () => {
    const rows = await db.selectFrom('class_records').select('data').where('classkey', '=', 'organizations').execute();
    const next = new Set<string>();
    for (const { data } of rows) {
      let list: unknown = (data as { allowed_origins?: unknown }).allowed_origins;
      if (typeof list === 'string') {
        try {
          list = JSON.parse(list);
        } catch {
          list = [];
        }
      }
      if (!Array.isArray(list)) continue;
      for (const item of list) {
        if (typeof item !== 'string') continue;
        try {
          next.add(new URL(item).origin);
        } catch {
          // not an origin: ignored (the contract refuses these on write)
        }
      }
    }
    return next;
  };
  return {
    async get(): Promise<Set<string>> {
      if (now() - readAt < ttlMs) return origins;
      if (!reading) {
        const started = generation;
        const current: Promise<Set<string>> = read()
          .then((next) => {
            if (started === generation) {
              origins = next;
              readAt = now();
            }
            return next;
          })
          .catch(() => origins)
          .finally(() => {
            if (reading === current) reading = null;
          });
        reading = current;
      }
      return reading;
    },
    invalidate() {
      generation++;
      readAt = -Infinity;
      reading = null;
    },
  };
}

/** The request's own origin (scheme and Host as the client addressed us). */
function ownOrigin(request: FastifyRequest): string | null {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return null;
  }
}

/**
 * CORS. Auth travels in the Authorization header, never in cookies, yet the API no
 * longer answers `*`: a browser origin is answered only when it is
 * - the portal's own: PUBLIC_URL's origin, or the origin the request itself addressed (Host);
 * - or, for member and public routes, an origin some organisation lists in allowed_origins (the
 *   partner pages embedding the widgets); admin routes (auth 'admin') never answer those.
 * Any other origin gets 403 and no Access-Control-Allow-Origin, preflight or not. Server-to-server
 * rows (RouteMeta.partnerKey: the partner member-token exchange) refuse every browser origin (403
 * ORIGIN_NOT_ALLOWED). /embed/* is a public script, loaded by partner pages as a
 * cross-origin module script (CORS mode), so it keeps `*`.
 */
export function installCors(app: FastifyInstance, options: { db: Kysely<Database>; publicUrl: string; cacheSeconds: number }): void {
  const publicOrigin = new URL(options.publicUrl).origin;
  const allowed = createAllowedOrigins(options.db, options.cacheSeconds * 1000);
  const adminPatterns = routePatterns((name) => routeTable[name].auth === 'admin');
  const isAdmin = (method: string, pathname: string) => adminPatterns.some((row) => row.method === method && row.pattern.test(pathname));
  const serverToServer = routePatterns((name) => 'partnerKey' in routeTable[name]).map((row) => row.pattern);

  /** A cross-origin browser call to the API: allowed (headers set, true) or answered here (403, or the preflight's 204; false). */
  async function admitOrigin(request: FastifyRequest, reply: FastifyReply, pathname: string, origin: string): Promise<boolean> {
    const preflight = request.method === 'OPTIONS' && typeof request.headers['access-control-request-method'] === 'string';
    const method = preflight ? String(request.headers['access-control-request-method']).toUpperCase() : request.method;

    // The partner member-token exchange is server to server: a partner key in a page
    // would let any visitor sign in as any member, so no origin, not even an allowed one, may call it.
    if (serverToServer.some((pattern) => pattern.test(pathname))) {
      reply
        .code(403)
        .header('cache-control', 'no-store')
        .send(apiErrorBody(403, 'ORIGIN_NOT_ALLOWED', `Requests from ${origin} are not allowed: the member-token exchange is called by the partner's server, never by a browser page`));
      return false;
    }

    let ok = origin === publicOrigin || origin === ownOrigin(request);
    if (!ok && !isAdmin(method, pathname)) ok = (await allowed.get()).has(origin);

    if (!ok) {
      // Refused outright rather than run and hidden from the page: a foreign page must not even
      // make the server act (admin routes above all).
      if (request.method === 'OPTIONS') reply.code(403).header('cache-control', 'no-store').send();
      else
        reply
          .code(403)
          .header('cache-control', 'no-store')
          .send(apiErrorBody(403, 'FORBIDDEN', `Requests from ${origin} are not allowed`));
      return false;
    }
    reply.header('access-control-allow-origin', origin);
    reply.header('access-control-expose-headers', EXPOSE_HEADERS);
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header('access-control-allow-headers', ALLOW_HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
      return false;
    }
    return true;
  }

  // A callback hook, not an async one: every request passes it, most without an Origin (same-origin
  // GETs, servers); only a cross-origin call waits for admitOrigin.
  app.addHook('onRequest', (request, reply, done) => {
    const pathname = pathOf(request.url);
    if (pathname.startsWith('/embed/')) {
      reply.header('access-control-allow-origin', '*');
      return done();
    }
    if (!isApiPath(pathname)) return done();
    reply.header('vary', 'origin');
    const origin = request.headers.origin;
    if (!origin) return done(); // not a cross-origin browser call
    admitOrigin(request, reply, pathname, origin).then(
      (go) => {
        if (go) done();
      },
      (error: Error) => done(error),
    );
  });

  // An admin may just have changed an organisation's allowed origins: read them again next time.
  app.addHook('onResponse', (request, reply, done) => {
    if (request.method !== 'GET' && reply.statusCode < 300 && pathOf(request.url).startsWith('/api/admin/')) allowed.invalidate();
    done();
  });
}
