// spec 000 §7.2 media: an admin uploads (multipart field `file`), lists, reads and deletes content
// files; the file itself is public at /api/media/:id/file (logos, images and documents members see).
import { sql } from 'kysely';
import { MEDIA_LIMITS } from '@healthdeck/contract';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { audit } from '../audit.js';
import { mediaStore, planMedia, readMultipart, saveMedia, toMediaItem } from '../admin-classes/media-library.js';
import { containsPattern, escapeLike } from '../db/like-pattern.js';

const notFound = () => new ApiHttpError(404, 'NOT_FOUND', 'Media not found');

export const mediaHandlers: SomeHandlers<'mediaUpload' | 'mediaList' | 'mediaGet' | 'mediaDelete' | 'mediaFile'> = {
  async mediaUpload({ request, user, ctx }) {
    if (!request.isMultipart()) throw badRequest(MEDIA_LIMITS.messages.missing, { file: MEDIA_LIMITS.messages.missing });
    const { files } = await readMultipart(request, { maxFiles: 1, maxFields: 0 });
    const file = files[0];
    if (file?.field !== 'file') throw badRequest(MEDIA_LIMITS.messages.missing, { file: MEDIA_LIMITS.messages.missing });
    const store = mediaStore(ctx.db);
    const { items } = await saveMedia(ctx.db, store, [planMedia(file)], user.id);
    const media = items[0]!;
    await audit(ctx.db, 'media.uploaded', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'CREATE', media_id: media.id, file_name: media.file_name } });
    return { media };
  },

  async mediaList({ query, ctx }) {
    let q = ctx.db.selectFrom('media');
    if (query.search) q = q.where('file_name', 'ilike', containsPattern(query.search));
    if (query.content_type) q = q.where(sql<boolean>`content_type like ${escapeLike(query.content_type).replace(/\*$/, '%')}`);
    const [{ total }, rows] = await Promise.all([
      q.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
      q
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(query.take)
        .offset((query.page - 1) * query.take)
        .execute(),
    ]);
    return { media: rows.map(toMediaItem), total_count: Number(total) };
  },

  async mediaGet({ params, ctx }) {
    const row = await ctx.db.selectFrom('media').selectAll().where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound();
    return { media: toMediaItem(row) };
  },

  async mediaDelete({ params, user, request, ctx }) {
    const row = await ctx.db.deleteFrom('media').where('id', '=', params.id).returning(['storage_key', 'file_name']).executeTakeFirst();
    if (!row) throw notFound();
    await mediaStore(ctx.db).remove(row.storage_key);
    await audit(ctx.db, 'media.deleted', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'DELETE', media_id: params.id, file_name: row.file_name } });
    return null;
  },

  /** Public bytes, checked when uploaded; an SVG may not run script (CSP) and PDFs open as documents. */
  async mediaFile({ params, reply, ctx }) {
    const row = await ctx.db.selectFrom('media').select(['storage_key', 'content_type', 'file_name']).where('id', '=', params.id).executeTakeFirst();
    if (!row) throw notFound();
    const bytes = await mediaStore(ctx.db).get(row.storage_key);
    if (!bytes) throw notFound();
    reply
      .header('content-type', row.content_type)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .header('content-disposition', `inline; filename="${row.file_name.replace(/"/g, '')}"`);
    return bytes;
  },
};
