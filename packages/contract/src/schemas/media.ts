import { z } from 'zod';
import { Paging } from './common.js';

// spec 000 §7.2 "media": files an admin uploads for content (logos, widget images, documents).
// Served publicly at `url` (content shown to members and on partner pages). MEDIA_LIMITS (types,
// size, messages) live in constants.ts, so browser code can check a file before sending it.

export const MediaItem = z.object({
  id: z.string().uuid(),
  file_name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  /** Where the file is served (GET, no sign-in needed). */
  url: z.string(),
  created_at: z.string(),
});
export type MediaItem = z.infer<typeof MediaItem>;

export const MediaUploadResponse = z.object({ media: MediaItem });
export type MediaUploadResponse = z.infer<typeof MediaUploadResponse>;

export const MediaListQuery = Paging.extend({
  search: z.string().trim().max(200).optional(),
  content_type: z.string().trim().max(100).optional(),
});
export type MediaListQuery = z.input<typeof MediaListQuery>;
export const MediaListResponse = z.object({ media: z.array(MediaItem), total_count: z.number().int() });
export type MediaListResponse = z.infer<typeof MediaListResponse>;

export const MediaIdParams = z.object({ id: z.string().uuid('Not a media id') });
export type MediaIdParams = z.input<typeof MediaIdParams>;

/** A download row (RouteMeta.file): the file's bytes; the sdk answers a Blob and the file name. */
export const MediaFileResponse = z.unknown().describe('The file bytes (PNG, JPEG, WebP, GIF, SVG or PDF)');
