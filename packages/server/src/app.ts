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
import { sandboxRecaptcha, type RecaptchaAdapter } from './auth/recaptcha.js';
import { installDatabaseGate, installErrorHandler } from './http/error-handler.js';
import { databaseHealthOf } from './db/connect.js';
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
import { handlers } from './routes/handlers.js';
import { registerMealPictures } from './routes/meal-pictures.js';
import { buildOpenApiDocument } from './openapi.js';
import { registerStaticFiles, staticRoots } from './static-files.js';

export interface BuildAppOptions {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Vendor adapters; the sandbox ones are the default, so everything works offline. */
  recaptcha?: RecaptchaAdapter;
  mailer?: Mailer;
  logger?: boolean;
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
    recaptcha: options.recaptcha ?? sandboxRecaptcha,
    background: createBackgroundWork(),
  };
  // A closing server first finishes what its handlers left running (a reset email on its way), for
  // as long as a mail server's answer may reasonably take.
  app.addHook('onClose', async () => {
    const left = await ctx.background.finish(BACKGROUND_CLOSE_WAIT_MS);
    if (left > 0) console.error(`Stopping with ${left} background task(s) unfinished (a reset email not sent).`);
  });

  const health = databaseHealthOf(db);
  // Headers first: every answer carries them, the early 503s and CORS refusals included.
  await installSecurityHeaders(app, config.publicUrl);
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
