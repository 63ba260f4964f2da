// spec 000 §7.2 media: the admin's content files (logos, widget images, documents). One place reads
// an uploaded file from a multipart body, checks what it really is, stores it and lists it, for the
// media routes and for the multipart admin classes (spec 000 §7.1) alike.
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import type { Kysely, Selectable } from 'kysely';
import { imageTypeOf, MEDIA_LIMITS, routeTable, type MediaItem } from '@healthdeck/contract';
import type { Database, MediaTable } from '../db/schema.js';
import { badRequest } from '../http/api-error.js';
import { databaseFileStore, type FileStore } from '../file-store.js';

export type MediaType = (typeof MEDIA_LIMITS.types)[number];

/** Where a media file is served (public). */
export const mediaUrl = (id: string): string => routeTable.mediaFile.path.replace(':id', id);

export const mediaStore = (db: Kysely<Database>): FileStore => databaseFileStore(db, 'media');

/** What the bytes really are (by their signature), or null: the declared type is not trusted. */
export function sniffMediaType(bytes: Buffer): MediaType | null {
  const image = imageTypeOf(bytes);
  if (image) return image;
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, 512));
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  if (head.startsWith('%PDF-')) return 'application/pdf';
  // SVG is text: an optional BOM, XML declaration, comments or doctype, then the <svg element.
  const text = head.replace(/^\uFEFF|^\xEF\xBB\xBF/, '').trimStart();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE[^>]*>\s*)*<svg[\s>]/i.test(text)) return 'image/svg+xml';
  return null;
}

/** A file of a multipart body, read and checked, not stored yet. */
export interface UploadedFile {
  /** The part's field name (for admin classes: the data path it fills). */
  field: string;
  fileName: string;
  type: MediaType;
  bytes: Buffer;
}

/** A file name safe to show and to send back in Content-Disposition. */
function cleanFileName(name: string | undefined, type: MediaType): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\w.\- ]+/g, '_')
    .trim()
    .slice(0, 200);
  if (base) return base;
  return `file.${type === 'image/svg+xml' ? 'svg' : type === 'application/pdf' ? 'pdf' : type.slice(6)}`;
}

/**
 * Reads a multipart body: text fields (at most `maxFields`) and files (at most `maxFiles`, each up
 * to MEDIA_LIMITS.maxBytes, of MEDIA_LIMITS.types by their bytes). Any problem is a 400 naming the
 * part; nothing is stored here.
 */
export async function readMultipart(request: FastifyRequest, options: { maxFiles: number; maxFields: number }): Promise<{ fields: Record<string, string>; files: UploadedFile[] }> {
  const { messages } = MEDIA_LIMITS;
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: MEDIA_LIMITS.maxBytes, files: options.maxFiles, fields: options.maxFields, parts: options.maxFiles + options.maxFields },
    });
    for await (const part of parts) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : JSON.stringify(part.value);
        continue;
      }
      const bytes = await part.toBuffer();
      const type = sniffMediaType(bytes);
      if (!type) throw badRequest(messages.type, { [part.fieldname]: messages.type });
      files.push({ field: part.fieldname, fileName: cleanFileName(part.filename, type), type, bytes });
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(messages.size, { file: messages.size });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('Too many parts in the upload');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw badRequest(messages.missing, { file: messages.missing });
    if (code === 'FST_PROTO_VIOLATION') throw badRequest('The upload is not valid');
    if (code === 'FST_INVALID_JSON_FIELD_ERROR') throw badRequest('A JSON field of the upload is not valid JSON');
    throw error;
  }
  return { fields, files };
}

export function toMediaItem(row: Selectable<MediaTable>): MediaItem {
  return {
    id: row.id,
    file_name: row.file_name,
    content_type: row.content_type,
    size_bytes: row.size_bytes,
    url: mediaUrl(row.id),
    created_at: row.created_at.toISOString(),
  };
}

/** A stored-to-be file: its id (and so its url) is known before the bytes are written. */
export interface PendingMedia {
  id: string;
  url: string;
  file: UploadedFile;
}

export function planMedia(file: UploadedFile): PendingMedia {
  const id = randomUUID();
  return { id, url: mediaUrl(id), file };
}

/**
 * Writes the files and their catalogue rows (in the caller's transaction). When the transaction
 * fails afterwards, `discard` removes the bytes again.
 */
export async function saveMedia(db: Kysely<Database>, store: FileStore, pending: readonly PendingMedia[], uploadedBy: string): Promise<{ items: MediaItem[]; discard: () => Promise<void> }> {
  const written: string[] = [];
  const discard = async () => {
    await Promise.all(written.map((key) => store.remove(key)));
  };
  try {
    const items: MediaItem[] = [];
    for (const { id, file } of pending) {
      const key = randomUUID();
      await store.put(key, file.bytes);
      written.push(key);
      const row = await db
        .insertInto('media')
        .values({ id, storage_key: key, file_name: file.fileName, content_type: file.type, size_bytes: file.bytes.length, uploaded_by: uploadedBy })
        .returningAll()
        .executeTakeFirstOrThrow();
      items.push(toMediaItem(row));
    }
    return { items, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}
