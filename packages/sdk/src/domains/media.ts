// spec 000 §7.2 media: an admin's content files (upload as multipart `file`, list, get, delete) and
// the file itself (public: members and partner pages show it by its url).
import type { MediaItem, MediaListQuery, MediaListResponse, MediaUploadResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { mediaRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';

export const ADMIN_MEDIA_KEY = ['admin', 'media'] as const;
export const adminMediaListKey = (query: MediaListQuery = {}) => [...ADMIN_MEDIA_KEY, 'list', query] as const;
export const adminMediaKey = (id: string) => [...ADMIN_MEDIA_KEY, 'one', id] as const;

/** The file name of a download, from Content-Disposition (filename="…"), else the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="([^"]+)"/i.exec(header);
  return match?.[1] ?? fallback;
}

export function createMediaApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, mediaRoutes);
  const changed = () => queryClient.invalidateQueries({ queryKey: ADMIN_MEDIA_KEY });
  return {
    /** Uploads one file (PNG, JPEG, WebP, GIF, SVG or PDF up to 10 MB, MEDIA_LIMITS); a refused one is a BadRequest. */
    async upload(file: Blob, fileName = file instanceof File ? file.name : 'file'): Promise<MediaItem> {
      const form = new FormData();
      form.append('file', file, fileName);
      const { media }: MediaUploadResponse = await call('mediaUpload', { form });
      await changed();
      return media;
    },
    list: (query: MediaListQuery = {}, signal?: AbortSignal): Promise<MediaListResponse> => call('mediaList', { query, signal }),
    async get(id: string, signal?: AbortSignal): Promise<MediaItem> {
      return (await call('mediaGet', { params: { id }, signal })).media;
    },
    async delete(id: string): Promise<void> {
      await call('mediaDelete', { params: { id } });
      await changed();
    },
    /** The file's bytes and its name (for a download; an <img> can use the item's url directly). */
    async file(id: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
      const response: unknown = await call('mediaFile', { params: { id }, signal });
      if (!(response instanceof Response)) throw new TypeError('The media answer is not a file');
      return { blob: await response.blob(), fileName: fileNameOf(response, id) };
    },
  };
}
export type MediaApi = ReturnType<typeof createMediaApi>;
