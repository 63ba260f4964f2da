import type { ClassFieldMeta } from '@healthdeck/contract';

// What a list or object field of a class is made of, read from the class's include_meta (its
// nested fields 'ranges[].level', 'profile.sleep_goal'), so the form edits it with controls of its
// own (a list with add, remove and reorder; a record's parts; keys and values) rather than as
// text. The form keeps a structured field's draft (texts as typed) and turns it into the record's
// data when it is checked and sent: a blank part is left out, so a required one is "Required" and
// an optional one is absent.

/** How one part of an item or of an object is edited. */
export type PartControl = 'text' | 'textarea' | 'number' | 'checkbox' | 'select' | 'keyvalue';

export interface Part {
  /** The key in the item ('cta_url'). */
  key: string;
  /** The part's path in the class (its field label key: 'two_content_link_options[].cta_url'). */
  path: string;
  control: PartControl;
  required: boolean;
  nullable: boolean;
  options?: readonly (string | number | boolean)[];
  integer?: boolean;
  /** A new item's value (an integration is enabled unless unticked). */
  default?: unknown;
}

/** The structure of a list or object field. */
export type Structure =
  /** A list of texts (ids, names, web origins). */
  | { kind: 'list'; max?: number; options?: readonly (string | number | boolean)[] }
  /** A list of items, each made of parts; `within`: the list sits at that key of an object (largeQuadOptions.groups). */
  | { kind: 'records'; parts: Part[]; max?: number; min?: number; within?: string }
  /** An object with named parts. */
  | { kind: 'group'; parts: Part[] }
  /** An object whose keys are the administrator's (an integration's settings). */
  | { kind: 'keyvalue' }
  /** One value that may be text, a number, yes or no, or nothing (a global default). */
  | { kind: 'value' };

const LONG_TEXT = 500;

/** The meta of the parts directly under a prefix ('ranges[].', 'profile.'). */
function partsUnder(fields: readonly ClassFieldMeta[], prefix: string): ClassFieldMeta[] {
  return fields.filter((f) => f.name.startsWith(prefix) && !/[.[]/.test(f.name.slice(prefix.length)));
}

/** A FlexibleBoolean-like union (true/false, 1/0) the JSON Schema cannot name reads as a yes/no. */
function partOf(field: ClassFieldMeta, prefix: string): Part {
  const key = field.name.slice(prefix.length);
  const control: PartControl = field.options
    ? 'select'
    : field.type === 'boolean' || field.type === 'json'
      ? 'checkbox'
      : field.type === 'number' || field.type === 'integer'
        ? 'number'
        : field.type === 'object'
          ? 'keyvalue'
          : field.max !== undefined && field.max > LONG_TEXT
            ? 'textarea'
            : 'text';
  return {
    key,
    path: field.name,
    control,
    required: field.required,
    nullable: field.nullable,
    ...(field.options ? { options: field.options } : {}),
    ...(field.type === 'integer' ? { integer: true } : {}),
    ...(field.default !== undefined && field.default !== null ? { default: field.default } : {}),
  };
}

const bounds = (field: ClassFieldMeta) => ({ ...(field.max !== undefined ? { max: field.max } : {}), ...(field.min !== undefined ? { min: field.min } : {}) });

/** The structure of a top-level list or object field, from the class's meta. */
export function structureOf(field: ClassFieldMeta, all: readonly ClassFieldMeta[]): Structure {
  if (field.type === 'array') {
    if (field.items === 'object') return { kind: 'records', parts: partsUnder(all, `${field.name}[].`).map((p) => partOf(p, `${field.name}[].`)), ...bounds(field) };
    return { kind: 'list', ...(field.max !== undefined ? { max: field.max } : {}), ...(field.options ? { options: field.options } : {}) };
  }
  if (field.type === 'object') {
    const parts = partsUnder(all, `${field.name}.`);
    if (parts.length === 0) return { kind: 'keyvalue' };
    const only = parts[0]!;
    if (parts.length === 1 && only.type === 'array' && only.items === 'object') {
      const inner = structureOf(only, all);
      return inner.kind === 'records' ? { ...inner, within: only.name.slice(field.name.length + 1) } : inner;
    }
    return { kind: 'group', parts: parts.map((p) => partOf(p, `${field.name}.`)) };
  }
  return { kind: 'value' };
}

// Drafts: what the controls hold. Texts stay texts until the data is made.

export type PartDraft = string | boolean | KeyValueDraft;
export type ItemDraft = Record<string, PartDraft>;
export interface KeyValueRow {
  key: string;
  value: string;
  /** The stored value's type, kept while its text still reads as one. */
  type: 'text' | 'number' | 'boolean';
}
export type KeyValueDraft = KeyValueRow[];
export interface ValueDraft {
  type: 'text' | 'number' | 'boolean' | 'empty';
  text: string;
}
export type Draft = string[] | ItemDraft[] | ItemDraft | KeyValueDraft | ValueDraft;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

/** A stored value that may be JSON text (the classes accept both). */
function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

function keyValueDraft(value: unknown): KeyValueDraft {
  if (!isObject(value)) return [];
  return Object.entries(value).map(([key, v]) => ({
    key,
    value: typeof v === 'string' ? v : v === null || v === undefined ? '' : typeof v === 'object' ? JSON.stringify(v) : String(v),
    type: typeof v === 'number' ? 'number' : typeof v === 'boolean' ? 'boolean' : 'text',
  }));
}

function partDraft(part: Part, value: unknown): PartDraft | undefined {
  if (part.control === 'checkbox') return value === true || value === 1 || value === '1' || value === 'true';
  if (part.control === 'keyvalue') return keyValueDraft(value);
  if (value === undefined || value === null) return undefined;
  return String(value);
}

function itemDraft(parts: readonly Part[], value: unknown, sparse: boolean): ItemDraft {
  const item: ItemDraft = {};
  const source = isObject(value) ? value : {};
  for (const part of parts) {
    const draft = partDraft(part, source[part.key]);
    if (draft !== undefined && (!sparse || part.key in source)) item[part.key] = draft;
  }
  return item;
}

/** A stored value as its draft. */
export function toDraft(structure: Structure, stored: unknown): Draft {
  const value = parsed(stored);
  switch (structure.kind) {
    case 'list':
      return Array.isArray(value) ? value.filter((v) => v !== null && v !== undefined).map(String) : [];
    case 'records': {
      const list = structure.within ? (isObject(value) ? value[structure.within] : undefined) : value;
      return Array.isArray(list) ? list.map((item) => itemDraft(structure.parts, item, false)) : [];
    }
    // Only the parts it has: a stored object reads back as the same text (the call-to-action choices compare it).
    case 'group':
      return itemDraft(structure.parts, value, true);
    case 'keyvalue':
      return keyValueDraft(value);
    case 'value':
      if (typeof value === 'number') return { type: 'number', text: String(value) };
      if (typeof value === 'boolean') return { type: 'boolean', text: String(value) };
      if (value === null || value === undefined || value === '') return { type: stored === '' || stored === undefined || stored === null ? 'empty' : 'text', text: '' };
      return { type: 'text', text: typeof value === 'string' ? value : JSON.stringify(value) };
  }
}

/** A number as typed: a number when it reads as one, else the text (the schema then says "Enter a number"). */
function numberOf(text: string): number | string {
  const n = Number(text.trim());
  return text.trim() !== '' && Number.isFinite(n) ? n : text;
}

function keyValueData(rows: KeyValueDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const row of rows) {
    const key = row.key.trim();
    if (key === '') continue;
    if (row.type === 'number' && typeof numberOf(row.value) === 'number') out[key] = numberOf(row.value);
    else if (row.type === 'boolean' && (row.value === 'true' || row.value === 'false')) out[key] = row.value === 'true';
    else out[key] = row.value;
  }
  return out;
}

function partData(part: Part, draft: PartDraft | undefined): unknown {
  if (part.control === 'checkbox') return draft === true;
  if (part.control === 'keyvalue') return Array.isArray(draft) && draft.length > 0 ? keyValueData(draft) : undefined;
  const text = typeof draft === 'string' ? draft : '';
  if (text.trim() === '') return part.nullable ? null : undefined;
  if (part.control === 'number') return numberOf(text);
  if (part.control === 'select') return part.options?.find((o) => String(o) === text) ?? text;
  return text;
}

function itemData(parts: readonly Part[], draft: ItemDraft, sparse: boolean): Record<string, unknown> {
  const item: Record<string, unknown> = {};
  for (const part of parts) {
    if (sparse && !(part.key in draft)) continue;
    const value = partData(part, draft[part.key]);
    if (value !== undefined) item[part.key] = value;
  }
  return item;
}

/** Whether a draft holds nothing (an empty list, an object with every part blank). */
export function isEmptyDraft(structure: Structure, draft: Draft): boolean {
  if (structure.kind === 'value') return (draft as ValueDraft).type === 'empty';
  if (Array.isArray(draft)) return draft.length === 0;
  return Object.keys(itemData(structure.kind === 'group' ? structure.parts : [], draft as ItemDraft, true)).length === 0;
}

/** A draft as the record's data. */
export function fromDraft(structure: Structure, draft: Draft): unknown {
  switch (structure.kind) {
    case 'list':
      return (draft as string[])
        .map((text) => text.trim())
        .filter((text) => text !== '')
        .map((text) => (structure.options ? (structure.options.find((o) => String(o) === text) ?? text) : text));
    case 'records': {
      const items = (draft as ItemDraft[]).map((item) => itemData(structure.parts, item, false));
      return structure.within ? { [structure.within]: items } : items;
    }
    case 'group':
      return itemData(structure.parts, draft as ItemDraft, true);
    case 'keyvalue':
      return keyValueData(draft as KeyValueDraft);
    case 'value': {
      const { type, text } = draft as ValueDraft;
      if (type === 'empty') return null;
      if (type === 'number') return numberOf(text);
      if (type === 'boolean') return text === 'true';
      return text;
    }
  }
}

/** A draft as the form keeps it (one text per control; the editor alone reads and writes it). */
export const draftText = (draft: Draft) => JSON.stringify(draft, null, 2);

/** The form's text of a structured field as its draft (an empty one when there is none yet). */
export function readDraft(structure: Structure, text: string): Draft {
  if (text.trim() === '') return toDraft(structure, undefined);
  try {
    return JSON.parse(text) as Draft;
  } catch {
    return toDraft(structure, text);
  }
}

/** A new, empty item of a records structure. */
export function emptyItem(parts: readonly Part[]): ItemDraft {
  return Object.fromEntries(
    parts.map((p) => [p.key, p.control === 'checkbox' ? p.default === true : p.control === 'keyvalue' ? [] : p.default === undefined ? '' : String(p.default)]),
  ) as ItemDraft;
}
