import type { FastifyInstance } from 'fastify';
import { routes, type RouteDef, type RouteName } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import { authenticate, requirePermission, type AuthUser } from '../auth/guard.js';
import { parseRequestPart, refuseNulCharacters } from '../http/validate.js';
import type { RouteHandlers } from './types.js';

type GenericHandler = (input: { body: unknown; query: unknown; params: unknown; user: AuthUser | null; request: unknown; reply: unknown; ctx: AppContext }) => Promise<unknown>;

/**
 * Registers every row of the contract's route table in one loop, so no route skips a check: auth
 * first (401, then 403 for the row's permission), then body, query and path params through the
 * row's zod schemas (400; a NUL character anywhere first), then the handler, answered with the row's successStatus.
 */
export function registerContractRoutes(app: FastifyInstance, ctx: AppContext, handlers: RouteHandlers): void {
  for (const [name, def] of Object.entries(routes) as [RouteName, RouteDef][]) {
    const handler = handlers[name] as unknown as GenericHandler;
    app.route({
      method: def.method,
      url: def.path,
      // A file (a PDF) or a 204 is answered as a fetch Response, which the compression hook would
      // break (http/compression.ts); PDFs are compressed inside already, and a 204 has no body.
      ...(def.file || def.handling?.on204 ? { compress: false as const } : {}),
      handler: async (request, reply) => {
        let user: AuthUser | null = null;
        if (def.auth !== 'none') {
          user = await authenticate(request, ctx);
          if (def.auth === 'admin') await requirePermission(ctx, user, def.permission);
        }
        refuseNulCharacters({ body: request.body, query: request.query, params: request.params });
        const body = def.body ? parseRequestPart(def.body, request.body, 'body') : undefined;
        const query = def.query ? parseRequestPart(def.query, request.query, 'query') : undefined;
        const params = def.params ? parseRequestPart(def.params, request.params, 'params') : undefined;
        const result = await handler({ body, query, params, user, request, reply, ctx });
        reply.header('cache-control', 'no-store');
        if (def.successStatus === 204) return reply.code(204).send();
        return reply.code(def.successStatus).send(result);
      },
    });
  }
}
