// spec 000 §7.2 media: an admin's content files (upload as multipart `file`, list, get, delete) and
// the file itself (public: members and partner pages show it by its url).
import type { MediaItem, MediaListQuery, MediaListResponse, MediaUploadResponse } from '@healthdeck/contract/light';
import { mediaRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

export const mediaKeys = {
  all: ['admin', 'media'] as const,
  list: (query: MediaListQuery = {}) => ['admin', 'media', 'list', query] as const,
  one: (id: string) => ['admin', 'media', 'one', id] as const,
};

const call = (hd: HealthDeck) => routed(hd.call, mediaRoutes);
const changed = (hd: HealthDeck) => hd.queryClient.invalidateQueries({ queryKey: mediaKeys.all });

/** The file name of a download, from Content-Disposition (filename="…"), else the fallback. */
export function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  const match = /filename="([^"]+)"/i.exec(header);
  return match?.[1] ?? fallback;
}

/** Uploads one file (PNG, JPEG, WebP, GIF, SVG or PDF up to 10 MB, MEDIA_LIMITS); a refused one is a BadRequest. */
export async function uploadMedia(hd: HealthDeck, file: Blob, fileName = file instanceof File ? file.name : 'file'): Promise<MediaItem> {
  const form = new FormData();
  form.append('file', file, fileName);
  const { media }: MediaUploadResponse = await call(hd)('mediaUpload', { form });
  await changed(hd);
  return media;
}

export function fetchMediaList(hd: HealthDeck, query: MediaListQuery = {}, signal?: AbortSignal): Promise<MediaListResponse> {
  return call(hd)('mediaList', { query, signal });
}

export async function fetchMedia(hd: HealthDeck, id: string, signal?: AbortSignal): Promise<MediaItem> {
  return (await call(hd)('mediaGet', { params: { id }, signal })).media;
}

export async function deleteMedia(hd: HealthDeck, id: string): Promise<void> {
  await call(hd)('mediaDelete', { params: { id } });
  await changed(hd);
}

/** The file's bytes and its name (for a download; an <img> can use the item's url directly). */
export async function fetchMediaFile(hd: HealthDeck, id: string, signal?: AbortSignal): Promise<{ blob: Blob; fileName: string }> {
  const response: unknown = await call(hd)('mediaFile', { params: { id }, signal });
  if (!(response instanceof Response)) throw new TypeError('The media answer is not a file');
  return { blob: await response.blob(), fileName: fileNameOf(response, id) };
}

type Signal = { signal?: AbortSignal };

export const mediaListQuery = (hd: HealthDeck, query: MediaListQuery = {}) => ({
  queryKey: mediaKeys.list(query),
  queryFn: ({ signal }: Signal) => fetchMediaList(hd, query, signal),
});

export const mediaQuery = (hd: HealthDeck, id: string) => ({ queryKey: mediaKeys.one(id), queryFn: ({ signal }: Signal) => fetchMedia(hd, id, signal) });
