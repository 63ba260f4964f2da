import { z } from 'zod';
import { MULTIPART_CLASSKEYS, type Classkey } from '../../constants.js';
import { CLASS_FILE_FIELDS, CLASS_SCHEMAS } from './index.js';

// include_meta (spec 000 §3.3): a description of a class's fields derived from its schema, so an
// admin screen can build the form and the table columns of any class without knowing it.

export const CLASS_FIELD_TYPES = ['string', 'number', 'integer', 'boolean', 'array', 'object', 'json'] as const;

/**
 * One field. Nested fields are listed flat with a path name: 'profile.sleep_goal' for an object's
 * field, 'ranges[].level' for a field of an array's items.
 */
export const ClassFieldMeta = z.object({
  name: z.string(),
  type: z.enum(CLASS_FIELD_TYPES),
  /** The admin must send it (no default, not optional). */
  required: z.boolean(),
  nullable: z.boolean(),
  /** Allowed values (enumerations). */
  options: z.array(z.union([z.string(), z.number(), z.boolean()])).optional(),
  /** For arrays: the item type. */
  items: z.enum(CLASS_FIELD_TYPES).optional(),
  /** 'uuid', 'date', 'date-time', 'email'… */
  format: z.string().optional(),
  default: z.unknown().optional(),
  min: z.number().optional(),
  max: z.number().optional(),
  /** The field takes an uploaded file (multipart classes). */
  file: z.boolean().optional(),
});
export type ClassFieldMeta = z.infer<typeof ClassFieldMeta>;

export const ClassMeta = z.object({
  classkey: z.string(),
  /** Created with a multipart body (spec 000 §7.1). */
  multipart: z.boolean(),
  fields: z.array(ClassFieldMeta),
  /** The fields the text search looks in. */
  search_fields: z.array(z.string()),
  /** The fields a listing may sort by (besides created_at and updated_at). */
  sort_fields: z.array(z.string()),
  /** The fields a listing may filter on (query parameters of the same name). */
  filter_fields: z.array(z.string()),
});
export type ClassMeta = z.infer<typeof ClassMeta>;

type Json = Record<string, unknown>;
type FieldType = (typeof CLASS_FIELD_TYPES)[number];

const asJson = (value: unknown): Json => (value !== null && typeof value === 'object' ? (value as Json) : {});

/** The non-null branch of a schema and whether null is allowed. */
function unwrapNull(schema: Json): { schema: Json; nullable: boolean } {
  const anyOf = Array.isArray(schema.anyOf) ? (schema.anyOf as Json[]) : null;
  if (anyOf) {
    const rest = anyOf.filter((s) => s.type !== 'null');
    if (rest.length === 1 && rest.length < anyOf.length) return { schema: { ...rest[0], default: schema.default }, nullable: true };
    return { schema, nullable: false };
  }
  if (Array.isArray(schema.type)) {
    const types = (schema.type as string[]).filter((t) => t !== 'null');
    return { schema: { ...schema, type: types.length === 1 ? types[0] : types }, nullable: types.length < (schema.type as string[]).length };
  }
  return { schema, nullable: false };
}

function typeOf(schema: Json): FieldType {
  const t = schema.type;
  if (t === 'string' || t === 'number' || t === 'integer' || t === 'boolean' || t === 'array' || t === 'object') return t;
  if (Array.isArray(schema.enum)) return typeof schema.enum[0] === 'number' ? 'number' : 'string';
  return 'json';
}

function describe(name: string, raw: Json, required: boolean, files: ReadonlySet<string>, out: ClassFieldMeta[]): void {
  const { schema, nullable } = unwrapNull(raw);
  const type = typeOf(schema);
  const field: ClassFieldMeta = { name, type, required, nullable };
  if (Array.isArray(schema.enum)) field.options = schema.enum as (string | number | boolean)[];
  if (typeof schema.format === 'string') field.format = schema.format;
  if ('default' in schema && schema.default !== undefined) field.default = schema.default;
  const min = schema.minimum ?? schema.minLength ?? schema.minItems;
  const max = schema.maximum ?? schema.maxLength ?? schema.maxItems;
  if (typeof min === 'number') field.min = min;
  if (typeof max === 'number') field.max = max;
  if (files.has(name)) field.file = true;
  out.push(field);
  if (type === 'object') {
    describeObject(`${name}.`, schema, files, out);
  } else if (type === 'array') {
    const items = unwrapNull(asJson(schema.items)).schema;
    field.items = typeOf(items);
    if (field.items === 'object') describeObject(`${name}[].`, items, files, out);
    else if (Array.isArray(items.enum)) field.options = items.enum as (string | number | boolean)[];
  }
}

function describeObject(prefix: string, schema: Json, files: ReadonlySet<string>, out: ClassFieldMeta[]): void {
  const properties = asJson(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  for (const [key, property] of Object.entries(properties)) describe(`${prefix}${key}`, asJson(property), required.has(key), files, out);
}

const NOT_TEXT_FORMATS = new Set(['uuid', 'date', 'date-time']);
const cache = new Map<Classkey, ClassMeta>();

/** The include_meta description of a class (computed once per class). */
export function classMeta(classkey: Classkey): ClassMeta {
  const cached = cache.get(classkey);
  if (cached) return cached;
  const json = z.toJSONSchema(CLASS_SCHEMAS[classkey], { io: 'input', unrepresentable: 'any' }) as Json;
  const files = new Set<string>((CLASS_FILE_FIELDS as Partial<Record<Classkey, readonly string[]>>)[classkey] ?? []);
  const fields: ClassFieldMeta[] = [];
  describeObject('', json, files, fields);
  const top = fields.filter((f) => !f.name.includes('.') && !f.name.includes('['));
  const scalar = (f: ClassFieldMeta) => f.type === 'string' || f.type === 'number' || f.type === 'integer' || f.type === 'boolean';
  const meta: ClassMeta = {
    classkey,
    multipart: (MULTIPART_CLASSKEYS as readonly string[]).includes(classkey),
    fields,
    // Free text only: ids, dates and value lists are filtered on, not searched.
    search_fields: top.filter((f) => f.type === 'string' && !f.options && !NOT_TEXT_FORMATS.has(f.format ?? '') && !f.file).map((f) => f.name),
    sort_fields: top.filter(scalar).map((f) => f.name),
    filter_fields: top.filter((f) => scalar(f) || (f.type === 'array' && f.items !== 'object' && f.items !== 'array')).map((f) => f.name),
  };
  cache.set(classkey, meta);
  return meta;
}
