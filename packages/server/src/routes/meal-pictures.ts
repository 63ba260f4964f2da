// spec 000 §7.6 Meals: multipart upload. @fastify/multipart parses the `file` part (one file, at
// most 5 MB); the picture is served back only to the member who uploaded it.
import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import { MEAL_LIMITS } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import { authenticate } from '../auth/guard.js';
import { ApiHttpError } from '../http/api-error.js';
import { localPictureStore } from './meal-picture-store.js';
import { isUuid } from '../db/uuid.js';

/** Where a saved picture is served (member-only, bearer token). */
export const mealPictureUrl = (id: string) => `/api/client/meals/picture/${id}`;

export async function registerMealPictures(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(fastifyMultipart, {
    limits: { fileSize: MEAL_LIMITS.pictureMaxBytes, files: 1, fields: 0, parts: 2 },
  });
  const store = localPictureStore(ctx.config.dataDir);

  app.get<{ Params: { id: string } }>(`${mealPictureUrl(':id')}`, async (request, reply) => {
    const user = await authenticate(request, ctx);
    const id = request.params.id;
    // Someone else's picture answers exactly like a missing one: its existence is not disclosed.
    const notFound = () => new ApiHttpError(404, 'NOT_FOUND', 'Picture not found');
    if (!isUuid(id)) throw notFound();
    const row = await ctx.db.selectFrom('meal_pictures').select(['storage_key', 'content_type']).where('id', '=', id).where('user_id', '=', user.id).executeTakeFirst();
    if (!row) throw notFound();
    const bytes = await store.get(row.storage_key);
    if (!bytes) throw notFound();
    return reply.header('content-type', row.content_type).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff').send(bytes);
  });
}
