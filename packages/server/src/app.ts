import Fastify, { type FastifyInstance } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { Kysely } from 'kysely';
import { JSON_BODY_MAX_BYTES } from '@healthdeck/contract';
import { DEFAULT_ADMISSION_MAX_WAIT_MS, DEFAULT_MAX_CONCURRENT_REQUESTS, type ServerConfig } from './config.js';
import type { Database } from './db/schema.js';
import type { AppContext } from './context.js';
import { createAccessTokens } from './auth/access-token.js';
import { createMailer, type Mailer } from './email/mailer.js';
import { BACKGROUND_CLOSE_WAIT_MS, createBackgroundWork } from './background-work.js';
import { registerOutboxRoutes } from './email/outbox-routes.js';
import type { HumanCheckAdapter } from './vendors/human-check.js';
import { fitnessVendorsFor, geocoderFor, humanCheckFor, type FitnessVendors } from './vendors/vendor-selection.js';
import type { GeocodingAdapter } from './vendors/geocoding-adapter.js';
import { installDatabaseGate, installErrorHandler } from './http/error-handler.js';
import { databaseHealthOf, poolOf } from './db/connect.js';
import { createJobQueue, type JobQueueOptions } from './jobs/queue.js';
import { installJsonParser } from './http/json-body.js';
import { installCors } from './http/cors.js';
import { installSecurityHeaders } from './http/security-headers.js';
import { installAdmission } from './http/admission.js';
import { installCompression } from './http/compression.js';
import { installProbes } from './http/lifecycle.js';
import { installRateLimits } from './http/rate-limits.js';
import fastifyCookie from '@fastify/cookie';
import { createDeviceCookies } from './auth/device-cookie.js';
import { registerContractRoutes } from './routes/register-routes.js';
import { registerSamlEndpoints } from './routes/saml.js';
import { handlers } from './routes/handlers.js';
import { registerMealPictures } from './routes/meal-pictures.js';
import { registerPartnerSsoSandbox } from './routes/sso.js';
import { buildOpenApiDocument } from './openapi.js';
import { registerStaticFiles, staticRoots } from './static-files.js';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Vendor adapters other than the configured ones (tests); config.ts chooses them otherwise. */
  humanCheck?: HumanCheckAdapter;
  geocoder?: GeocodingAdapter;
  fitness?: FitnessVendors;
  mailer?: Mailer;
  logger?: boolean;
  /** The job queue's connection and timings; the connection defaults to the app's own database URL. */
  jobs?: Partial<JobQueueOptions>;
}

function appDatabaseUrl(db: Kysely<Database>): string {
  const url = poolOf(db)?.options.connectionString;
  if (!url) throw new Error('buildApp: give the job queue its database (options.jobs.connectionString)');
  return url;
}

/** The HTTP application, without listening: tests and main.ts both build it from here. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { db, config } = options;
  const app = Fastify({
    logger: options.logger ? { level: 'info' } : false,
    bodyLimit: JSON_BODY_MAX_BYTES,
    trustProxy: config.trustProxy ?? false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  const ctx: AppContext = {
    db,
    config,
    tokens: createAccessTokens(config.secret, config.accessTokenTtlSeconds, config.now),
    devices: createDeviceCookies(config.secret, config.publicUrl, config.now),
    mailer: options.mailer ?? createMailer(db, config.smtpUrl),
    humanCheck: options.humanCheck ?? humanCheckFor(config.humanCheck),
    geocoder: options.geocoder ?? geocoderFor(config.geocoding),
    fitness: options.fitness ?? fitnessVendorsFor(config, db),
    background: createBackgroundWork(),
    jobs: createJobQueue({ ...options.jobs, connectionString: options.jobs?.connectionString ?? appDatabaseUrl(db) }),
  };
  // A closing server first finishes what its handlers left running (a reset email on its way), for
  // as long as a mail server's answer may reasonably take.
  app.addHook('onClose', async () => {
    const left = await ctx.background.finish(BACKGROUND_CLOSE_WAIT_MS);
    if (left > 0) console.error(`Stopping with ${left} background task(s) unfinished (a job not queued).`);
    // Running jobs finish, or go back to the queue for another process or the next start.
    await ctx.jobs.stop(BACKGROUND_CLOSE_WAIT_MS);
  });
  await ctx.jobs.start(ctx);

  const health = databaseHealthOf(db);
  // Headers first: every answer carries them, the early 503s and CORS refusals included.
  await installSecurityHeaders(app, config.publicUrl, ctx.humanCheck.provider);
  installErrorHandler(app, health);
  if (health) installDatabaseGate(app, health, config.databaseOutageWaitMs ?? 0);
  installProbes(app, db, health);
  installJsonParser(app);
  installCors(app, { db, publicUrl: config.publicUrl, cacheSeconds: config.corsCacheSeconds ?? 30 });

  installAdmission(app, {
    limit: config.maxConcurrentRequests ?? DEFAULT_MAX_CONCURRENT_REQUESTS,
    maxWaitMs: config.admissionMaxWaitMs ?? DEFAULT_ADMISSION_MAX_WAIT_MS,
  });
  await app.register(fastifyCookie);
  await installRateLimits(app, config.rateLimits, ctx.tokens, ctx.devices, db);
  await installCompression(app);
  await registerMealPictures(app);
  registerContractRoutes(app, ctx, handlers);
  registerPartnerSsoSandbox(app, ctx);
  await registerSamlEndpoints(app, ctx);
  // A development convenience: never in production, whatever the mail settings.
  if (ctx.mailer.mode === 'outbox' && !config.production) registerOutboxRoutes(app, ctx);

  const document = buildOpenApiDocument(config.publicUrl);
  app.get('/api/openapi.json', async () => document);
  await app.register(fastifySwagger, { mode: 'static', specification: { document: document as never } });
  // swagger-ui ships its assets in the package, so the docs page works offline.
  // validatorUrl null: no badge image from validator.swagger.io (offline, and the docs CSP allows 'self' only).
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', uiConfig: { deepLinking: true, url: '/api/openapi.json', validatorUrl: null } });

  await registerStaticFiles(app, staticRoots(config.repoRoot), config.publicUrl);
  return app;
}
