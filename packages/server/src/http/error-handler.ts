import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ERROR_MESSAGES, JSON_BODY_MAX_BYTES } from '@healthdeck/contract';
import { ApiHttpError, apiErrorBody } from './api-error.js';
import { isConnectionError, type DatabaseHealth } from '../db/health.js';

/** 503 while PostgreSQL is unreachable (db/health.ts): what the member reads, and when to try again. */
export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable (database connection lost). Please try again in a few seconds.';
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Readable messages for Fastify's own client errors (body parsing, media type, size, URL). */
function clientErrorMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return 'The request body is not valid JSON';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return 'The request body is empty';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return `The request body is too large (at most ${JSON_BODY_MAX_BYTES / 1024 / 1024} MB)`;
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid';
    default:
      return error.message || 'The request is not valid';
  }
}

/**
 * PostgreSQL's data exceptions a request's values can still cause past the contract's schemas (a
 * whole number beyond the column's range, text it cannot store, a date it cannot read): the
 * request's fault, so 400 with what is wrong, never 500.
 */
const DATA_EXCEPTIONS: Record<string, string> = {
  '22003': 'A number in the request is out of range',
  '22021': 'A text in the request holds a character that cannot be stored (such as NUL)',
  '22P05': 'A text in the request holds a character that cannot be stored (such as NUL)',
  '22P02': 'A value in the request is not in the expected format',
  '22007': 'A date in the request is not valid',
  '22008': 'A date in the request is out of range',
  '22001': 'A text in the request is too long',
};

function dataExceptionMessage(error: Error): string | null {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? (DATA_EXCEPTIONS[code] ?? null) : null;
}

/**
 * Every failure becomes a contract ApiError (never a stack trace or a 500 for input a
 * user can send). Only a bug in the server itself answers 500, with the catalogue's message.
 */
export function installErrorHandler(app: FastifyInstance, health?: DatabaseHealth): void {
  app.setErrorHandler((error: FastifyError | ApiHttpError | Error, request, reply) => {
    if (error instanceof ApiHttpError) return reply.code(error.statusCode).send(error.toBody());
    if (isConnectionError(error)) {
      health?.reportFailure(error);
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send(apiErrorBody(503, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
    }
    const dataException = dataExceptionMessage(error);
    if (dataException) {
      request.log.warn({ err: error }, 'request value refused by PostgreSQL');
      return reply.code(400).send(apiErrorBody(400, 'VALIDATION_FAILED', dataException));
    }
    let status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    // Too large is one more way a request is not valid: 400, with the limit (spec 000 §8 knows no 413).
    if ((error as FastifyError).code === 'FST_ERR_CTP_BODY_TOO_LARGE') status = 400;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(apiErrorBody(status, 'VALIDATION_FAILED', clientErrorMessage(error as FastifyError)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(apiErrorBody(500, 'INTERNAL', ERROR_MESSAGES.Unexpected));
  });
}

/**
 * While the database is known to be down, API calls answer 503 (no connection attempt per request);
 * the health probe brings it back. With `waitMs` (DATABASE_OUTAGE_WAIT_MS) a call first waits that
 * long for the probe: behind PgBouncer a failover takes a second or two, and a call held through it
 * answers instead of failing. Static files (portal, embed) do not need the database.
 */
export function installDatabaseGate(app: FastifyInstance, health: DatabaseHealth, waitMs = 0): void {
  const refuse = (reply: FastifyReply) =>
    reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send(apiErrorBody(503, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (health.up || request.method === 'OPTIONS') return done();
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname !== '/api' && !pathname.startsWith('/api/') && !pathname.startsWith('/dev/')) return done();
    if (pathname === '/api/openapi.json' || pathname.startsWith('/api/docs')) return done();
    if (waitMs === 0) return void refuse(reply);
    health.whenUp(waitMs).then((up) => (up ? done() : void refuse(reply)));
  });
}
