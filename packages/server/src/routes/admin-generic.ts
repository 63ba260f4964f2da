// spec 000 §7.1 Generic administration (classkey): search, get, add (multipart for the classes of
// MULTIPART_CLASSKEYS), set, delete. Every record is checked against its class's contract schema
// (CLASS_SCHEMAS) before it is stored; every write is audited (spec 000 §3.4 Log action).
import type { FastifyRequest } from 'fastify';
import {
  AdminAddRequest,
  AdminSetRequest,
  CLASS_SCHEMAS,
  CLASS_UNIQUE_FIELDS,
  MULTIPART_CLASSKEYS,
  classMeta,
  type Classkey,
  type ClassMeta,
  type ClassRecordResponse,
} from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import type { AuthUser } from '../auth/guard.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { parseRequestPart } from '../http/validate.js';
import { audit } from '../audit.js';
import { classSource, takenBy, type ClassSource, type SourceRecord } from '../admin-classes/class-source.js';
import type { FilterValue } from '../admin-classes/class-store.js';
import { mediaStore, planMedia, readMultipart, saveMedia, type PendingMedia } from '../admin-classes/media-library.js';
import { parseDataPath, withValueAt } from '../admin-classes/data-path.js';
import { normalLayout } from '../domain/page-layouts/page-layouts.js';
import { keepWebhookSecrets, withoutWebhookSecrets } from '../domain/processes/webhook-secrets.js';

/** The query parameters of a search that are not filters. */
const SEARCH_PARAMS = new Set(['classkey', 'search', 'sort', 'direction', 'include_meta', 'page', 'take']);
const TIMESTAMPS = new Set(['created_at', 'updated_at']);
const MAX_FILES = 10;

const notFound = (classkey: Classkey, id: string) => new ApiHttpError(404, 'NOT_FOUND', `No ${classkey} record with id ${id}`);

function toResponse(classkey: Classkey, record: SourceRecord): ClassRecordResponse {
  const data = classkey === 'processes' ? withoutWebhookSecrets(record.data) : record.data;
  return { id: record.id, classkey, data, created_at: record.created_at.toISOString(), updated_at: record.updated_at.toISOString() };
}

/** A filter's query text as the field's type (numbers, booleans; 'null' = no value). */
function filterValue(meta: ClassMeta, name: string, raw: string): FilterValue {
  const field = meta.fields.find((f) => f.name === name)!;
  if (raw === 'null') return null;
  const type = field.type === 'array' ? field.items : field.type;
  if (type === 'number' || type === 'integer') {
    const n = Number(raw);
    if (raw.trim() === '' || !Number.isFinite(n)) throw badRequest(`${name} must be a number`, { [name]: `${name} must be a number` });
    return n;
  }
  if (type === 'boolean') {
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    throw badRequest(`${name} must be true or false`, { [name]: `${name} must be true or false` });
  }
  return raw;
}

/** A class's record data checked by its schema: 400 naming the field (spec 000 §5 per-field messages). */
function validData(classkey: Classkey, data: unknown): Record<string, unknown> {
  return parseRequestPart(CLASS_SCHEMAS[classkey], data, 'body') as Record<string, unknown>;
}

/** A field the class does not have is refused rather than dropped: a typo must not pass silently. */
function refuseUnknownFields(classkey: Classkey, sent: Record<string, unknown>): void {
  const known = Object.keys(CLASS_SCHEMAS[classkey].shape);
  const unknown = Object.keys(sent).filter((name) => !known.includes(name));
  if (unknown.length > 0) {
    throw badRequest(`${classkey} has no field ${unknown[0]}`, Object.fromEntries(unknown.map((name) => [name, `${classkey} has no field ${name}`])));
  }
}

/**
 * A page's layout changes only by a publish from its layout editor (a numbered version members can
 * be rolled back from, decision 0096); a page form sending the layout it read back is let through.
 */
function refuseLayoutChange(stored: unknown, sent: unknown): void {
  if (JSON.stringify(normalLayout(stored)) === JSON.stringify(normalLayout(sent))) return;
  const message = "A page's layout is changed by publishing it from the page's layout editor";
  throw badRequest(message, { layout: message });
}

/** spec 000 §7.1: what an add or set sent, as JSON or (multipart classes) as fields plus files. */
interface WriteInput {
  classkey: Classkey;
  id?: string;
  data: Record<string, unknown>;
  files: PendingMedia[];
}

async function readWrite(request: FastifyRequest, body: unknown, kind: 'add' | 'set'): Promise<WriteInput> {
  if (!request.isMultipart()) {
    if (body === undefined) throw badRequest('The request body is required');
    return { ...(body as { classkey: Classkey; id?: string; data: Record<string, unknown> }), files: [] };
  }
  const { fields, files } = await readMultipart(request, { maxFiles: MAX_FILES, maxFields: 3 });
  let data: unknown = {};
  if (fields.data !== undefined) {
    try {
      data = JSON.parse(fields.data) as unknown;
    } catch {
      throw badRequest('data must be JSON text', { data: 'data must be JSON text' });
    }
  }
  const sent = { classkey: fields.classkey, id: fields.id, data };
  const parsed: { classkey: Classkey; id?: string; data: Record<string, unknown> } =
    kind === 'add' ? parseRequestPart(AdminAddRequest, sent, 'body') : parseRequestPart(AdminSetRequest, sent, 'body');
  if (!(MULTIPART_CLASSKEYS as readonly string[]).includes(parsed.classkey)) {
    throw badRequest(`Send ${parsed.classkey} records as JSON; files are taken for ${MULTIPART_CLASSKEYS.join(', ')}`, { classkey: 'This class takes no files' });
  }
  let withFiles = parsed.data;
  const pending = files.map(planMedia);
  for (const media of pending) withFiles = withValueAt(withFiles, parseDataPath(media.file.field), media.url);
  return { classkey: parsed.classkey, id: parsed.id, data: withFiles, files: pending };
}

/** 409 when another record of the class already holds the class's unique field value. */
async function checkUnique(source: ClassSource, classkey: Classkey, data: Record<string, unknown>, exceptId?: string): Promise<void> {
  const field = (CLASS_UNIQUE_FIELDS as Partial<Record<Classkey, string>>)[classkey];
  if (field && (await takenBy(source, field, data[field], exceptId))) {
    const message = `A ${classkey} record with this ${field} already exists`;
    throw new ApiHttpError(409, 'CONFLICT', message, { [field]: message });
  }
}

/** A database refusal a person can fix (unique value, check) as a 4xx rather than a 500. */
function databaseRefusal(error: unknown, classkey: Classkey): never {
  const code = (error as { code?: string }).code;
  if (code === '23505') throw new ApiHttpError(409, 'CONFLICT', `A ${classkey} record with these values already exists`);
  if (code === '23514' || code === '22P02' || code === '22003') throw badRequest(`The ${classkey} record is not valid`);
  throw error;
}

/**
 * Stores the files of a write and the record in one transaction; the files' bytes are removed
 * again when the record is refused.
 */
async function writeWithFiles(ctx: AppContext, user: AuthUser, input: WriteInput, write: (source: ClassSource) => Promise<SourceRecord | undefined>): Promise<SourceRecord | undefined> {
  const store = mediaStore(ctx.db);
  let discard = async () => {};
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      if (input.files.length > 0) discard = (await saveMedia(trx, store, input.files, user.id)).discard;
      return write(classSource(trx, input.classkey));
    });
  } catch (error) {
    await discard();
    return databaseRefusal(error, input.classkey);
  }
}

export const adminGenericHandlers: SomeHandlers<'adminSearch' | 'adminGet' | 'adminAdd' | 'adminSet' | 'adminDelete'> = {
  async adminSearch({ query, ctx }) {
    const { classkey, page, take, direction } = query;
    const meta = classMeta(classkey);
    const filters: Record<string, FilterValue> = {};
    for (const [name, raw] of Object.entries(query)) {
      if (SEARCH_PARAMS.has(name) || raw === undefined) continue;
      if (!meta.filter_fields.includes(name)) throw badRequest(`${classkey} cannot be filtered on ${name}`, { [name]: `Filter on one of: ${meta.filter_fields.join(', ')}` });
      filters[name] = filterValue(meta, name, String(raw));
    }
    if (query.sort && !meta.sort_fields.includes(query.sort) && !TIMESTAMPS.has(query.sort)) {
      throw badRequest(`${classkey} cannot be sorted by ${query.sort}`, { sort: `Sort by one of: ${[...meta.sort_fields, ...TIMESTAMPS].join(', ')}` });
    }
    const { items, total } = await classSource(ctx.db, classkey).list({
      filters,
      search: query.search ? { text: query.search, fields: meta.search_fields } : undefined,
      sort: query.sort,
      order: direction,
      limit: take,
      offset: (page - 1) * take,
    });
    return { items: items.map((r) => toResponse(classkey, r)), total_count: total, page, take, ...(query.include_meta ? { meta } : {}) };
  },

  async adminGet({ query, ctx }) {
    const record = await classSource(ctx.db, query.classkey).get(query.id);
    if (!record) throw notFound(query.classkey, query.id);
    return toResponse(query.classkey, record);
  },

  async adminAdd({ body, request, user, ctx }) {
    const input = await readWrite(request, body, 'add');
    const { classkey } = input;
    const refused = classSource(ctx.db, classkey).refuseInsert;
    if (refused) throw badRequest(refused);
    refuseUnknownFields(classkey, input.data);
    if (classkey === 'processes' && 'steps' in input.data) input.data.steps = keepWebhookSecrets([], input.data.steps);
    const data = validData(classkey, input.data);
    const record = await writeWithFiles(ctx, user, input, async (source) => {
      await checkUnique(source, classkey, data);
      return source.insert(data);
    });
    await audit(ctx.db, 'class.created', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'CREATE', classkey, id: record!.id } });
    return toResponse(classkey, record!);
  },

  /** The fields sent replace the stored ones; the merged record is checked as a whole. */
  async adminSet({ body, request, user, ctx }) {
    const input = await readWrite(request, body, 'set');
    const { classkey } = input;
    const id = input.id!;
    const existing = await classSource(ctx.db, classkey).get(id);
    if (!existing) throw notFound(classkey, id);
    refuseUnknownFields(classkey, input.data);
    if (classkey === 'pages' && 'layout' in input.data) refuseLayoutChange(existing.data.layout, input.data.layout);
    if (classkey === 'processes' && 'steps' in input.data) input.data.steps = keepWebhookSecrets(existing.data.steps, input.data.steps);
    const data = validData(classkey, { ...existing.data, ...input.data });
    const record = await writeWithFiles(ctx, user, input, async (source) => {
      await checkUnique(source, classkey, data, id);
      return source.update(id, data);
    });
    if (!record) throw notFound(classkey, id);
    await audit(ctx.db, 'class.updated', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'UPDATE', classkey, id, fields: Object.keys(input.data) } });
    return toResponse(classkey, record);
  },

  async adminDelete({ body, request, user, ctx }) {
    const { classkey, id } = body;
    if (classkey === 'user' && id === user.id) throw badRequest('You cannot delete your own account here');
    const source = classSource(ctx.db, classkey);
    const inUse = await source.inUse?.(id);
    if (inUse) throw new ApiHttpError(409, 'CONFLICT', inUse);
    if (!(await source.remove(id))) throw notFound(classkey, id);
    await audit(ctx.db, 'class.deleted', { actorId: user.id, userId: null, ip: request.ip, detail: { action: 'DELETE', classkey, id } });
    return null;
  },
};
