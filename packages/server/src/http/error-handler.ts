import type { FastifyError, FastifyInstance } from 'fastify';
import { ERROR_MESSAGES } from '@healthdeck/contract';
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
      return 'The request body is too large';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Send the request body as application/json';
    case 'FST_ERR_BAD_URL':
      return 'The address is not valid';
    default:
      return error.message || 'The request is not valid';
  }
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
    const status = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(apiErrorBody(status, 'VALIDATION_FAILED', clientErrorMessage(error as FastifyError)));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(apiErrorBody(500, 'INTERNAL', ERROR_MESSAGES.Unexpected));
  });
}

/**
 * While the database is known to be down, API calls answer 503 at once (no connection attempt per
 * request); the health probe brings it back. Static files (portal, embed) do not need it.
 */
export function installDatabaseGate(app: FastifyInstance, health: DatabaseHealth): void {
  // A callback hook, not an async one: it runs on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    if (health.up || request.method === 'OPTIONS') return done();
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname !== '/api' && !pathname.startsWith('/api/') && !pathname.startsWith('/dev/')) return done();
    if (pathname === '/api/openapi.json' || pathname.startsWith('/api/docs')) return done();
    reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .send(apiErrorBody(503, 'UNAVAILABLE', DATABASE_UNAVAILABLE_MESSAGE));
  });
}
