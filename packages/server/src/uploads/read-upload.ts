// spec 000 §7.6 Batch uploads: multipart with a `file` (and, for users, organization_code, spec
// 000 §3.3). The file is CSV with a header row or a JSON array of objects.
import type { FastifyRequest } from 'fastify';
import { parse } from 'csv-parse/sync';
import { BATCH_UPLOAD_MAX_ROWS } from '@healthdeck/contract';
import { badRequest } from '../http/api-error.js';

/** Largest file accepted (ours). */
export const BATCH_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  file: 'Choose a CSV or JSON file to upload',
  size: `The file is larger than ${BATCH_UPLOAD_MAX_BYTES / 1024 / 1024} MB`,
  csv: 'The file is not valid CSV (a header row, then one row per record)',
  json: 'The file is not valid JSON (an array of objects)',
  empty: 'The file has no rows',
  tooMany: `The file has more than ${BATCH_UPLOAD_MAX_ROWS} rows`,
} as const;

export interface UploadForm {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/** Reads the `file` part and the text fields named in `fieldNames`; anything else is refused (400). */
export async function readUploadForm(request: FastifyRequest, fieldNames: readonly string[]): Promise<UploadForm> {
  let file: { fileName: string; bytes: Buffer } | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = request.parts({ limits: { files: 1, fields: fieldNames.length, parts: fieldNames.length + 1, fileSize: BATCH_UPLOAD_MAX_BYTES, fieldSize: 1000 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== 'file') throw badRequest(UPLOAD_MESSAGES.file, { file: UPLOAD_MESSAGES.file });
        file = { fileName: part.filename || 'upload', bytes: await part.toBuffer() };
      } else if (fieldNames.includes(part.fieldname) && typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      } else {
        throw badRequest(`Unknown field '${part.fieldname}'`, { [part.fieldname]: 'Unknown field' });
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(UPLOAD_MESSAGES.size, { file: UPLOAD_MESSAGES.size });
    if (code.startsWith('FST_')) throw badRequest(UPLOAD_MESSAGES.file, { file: UPLOAD_MESSAGES.file });
    throw error;
  }
  if (!file) throw badRequest(UPLOAD_MESSAGES.file, { file: UPLOAD_MESSAGES.file });
  return { ...file, fields };
}

/** The file's records as plain objects: JSON (by name or a leading '[') or CSV with a header row. */
export function parseUploadRows(upload: Pick<UploadForm, 'fileName' | 'bytes'>): Record<string, unknown>[] {
  const text = upload.bytes.toString('utf8').replace(/^\uFEFF/, '');
  const isJson = /\.json$/i.test(upload.fileName) || text.trimStart().startsWith('[');
  let rows: unknown;
  if (isJson) {
    try {
      rows = JSON.parse(text) as unknown;
    } catch {
      throw badRequest(UPLOAD_MESSAGES.json, { file: UPLOAD_MESSAGES.json });
    }
    if (!Array.isArray(rows) || rows.some((r) => r === null || typeof r !== 'object' || Array.isArray(r))) throw badRequest(UPLOAD_MESSAGES.json, { file: UPLOAD_MESSAGES.json });
  } else {
    try {
      rows = parse(text, { columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()), skip_empty_lines: true, trim: true });
    } catch {
      throw badRequest(UPLOAD_MESSAGES.csv, { file: UPLOAD_MESSAGES.csv });
    }
  }
  const list = rows as Record<string, unknown>[];
  if (list.length === 0) throw badRequest(UPLOAD_MESSAGES.empty, { file: UPLOAD_MESSAGES.empty });
  if (list.length > BATCH_UPLOAD_MAX_ROWS) throw badRequest(UPLOAD_MESSAGES.tooMany, { file: UPLOAD_MESSAGES.tooMany });
  return list;
}
