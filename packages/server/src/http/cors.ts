import type { FastifyInstance } from 'fastify';
import { REFRESH_TOKEN_HEADER } from '@healthdeck/contract';

const ALLOW_HEADERS = ['authorization', 'content-type', REFRESH_TOKEN_HEADER].join(', ');
/** Response headers a partner page may read: the file name of a download (RouteMeta.file rows, spec 000 §7.5). */
const EXPOSE_HEADERS = ['content-disposition'].join(', ');

const isCrossOriginPath = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/embed/');

/**
 * CORS for /api and /embed: any origin may call, because auth travels in the Authorization header
 * and never in cookies, and partner sites load the embed as a cross-origin module script (module
 * scripts are fetched in CORS mode; DESIGN.md). Preflights answer 204. Content-Disposition is exposed
 * so the sdk on a partner origin reads a download's file name.
 */
export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!isCrossOriginPath(request.url)) return;
    reply.header('access-control-allow-origin', '*');
    reply.header('vary', 'origin');
    reply.header('access-control-expose-headers', EXPOSE_HEADERS);
    if (request.method === 'OPTIONS') {
      reply
        .header('access-control-allow-methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS')
        .header('access-control-allow-headers', ALLOW_HEADERS)
        .header('access-control-max-age', '600')
        .code(204)
        .send();
    }
  });
}
