import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createAdmissionGate, type AdmissionGate } from './admission-gate.js';
import { apiErrorBody } from './api-error.js';

/** The answer to an API call that waited longer than the limit for a place. */
export const SERVER_BUSY_MESSAGE = 'The service is busy. Please try again in a moment.';
const BUSY_RETRY_AFTER_SECONDS = 1;

export interface AdmissionSettings {
  /** API handlers running at once (MAX_CONCURRENT_REQUESTS). */
  limit: number;
  /** How long a call may wait for a place before it is answered 503. */
  maxWaitMs: number;
}

/**
 * Admission control for the API (docs/decisions/0061-admission-control.md): at most
 * `limit` API calls run their handlers at once, the others wait their turn in arrival order.
 *
 * Without it, every call read from the network starts at once: under a burst each one's statements
 * queue for the pool's connections behind everyone else's, so a call making three statements waits
 * three times as long as one making one, and hundreds of half-done calls stay alive through the
 * garbage collector's young-generation passes and are promoted. With the gate a call waits once, at
 * the door, and then runs with a connection at hand: at 200 connections the dashboard mix's p99 fell
 * by about a third at the same throughput.
 *
 * A place is taken after the body is read (`preValidation`: a slow upload does not hold one) and
 * given back when the answer is ready to send (`onSend`: a slow reader does not hold one), or when the
 * client goes away. A call still waiting after `maxWaitMs` is answered 503 with Retry-After. A
 * handler that waits on something outside (an SMTP server) holds its place meanwhile: the wait limit
 * bounds what that costs the others.
 */
export function installAdmission(app: FastifyInstance, settings: AdmissionSettings, now: () => number = Date.now): AdmissionGate {
  const gate = createAdmissionGate(settings.limit, now);
  const leaves = new WeakMap<FastifyRequest, () => void>();
  const leave = (request: FastifyRequest) => {
    leaves.get(request)?.();
    leaves.delete(request);
  };

  app.addHook('preValidation', (request, reply, done) => {
    if (!request.url.startsWith('/api/')) return done();
    const expire = () => {
      leaves.delete(request);
      reply
        .code(503)
        .header('retry-after', String(BUSY_RETRY_AFTER_SECONDS))
        .header('cache-control', 'no-store')
        .send(apiErrorBody(503, 'UNAVAILABLE', SERVER_BUSY_MESSAGE));
    };
    const ticket = gate.ticket(expire);
    leaves.set(request, ticket.leave);
    ticket.enter(done);
  });
  app.addHook('onSend', (request, _reply, payload, done) => {
    leave(request);
    done(null, payload);
  });
  // Safety nets: an answer that never passed onSend, a client gone while waiting or running.
  app.addHook('onResponse', (request, _reply, done) => {
    leave(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    leave(request);
    done();
  });

  // One sweep for every waiter (not a timer each): the queue is in arrival order.
  const sweep = setInterval(() => gate.expireWaiting(now() - settings.maxWaitMs), Math.min(settings.maxWaitMs, 500));
  sweep.unref();
  app.addHook('onClose', (_instance, done) => {
    clearInterval(sweep);
    done();
  });
  return gate;
}
