// Gallery fixtures: a body for any route, made from the route's own response schema in
// the contract, so every widget of the gallery gets an answer the real server could send. 'filled'
// gives lists of three and every optional value, with text that says it is a gallery sample;
// 'empty' gives empty lists and null wherever the contract allows it. Nothing here is a member's.
import type { z } from 'zod';
import { localDay } from '@healthdeck/sdk';

export type FixtureMode = 'filled' | 'empty';

/** Marks every generated text: a reader of the gallery never mistakes it for a member's data. */
export const FIXTURE_TEXT = 'Gallery sample';

type Schema = z.ZodType;
interface Def {
  type: string;
  format?: string;
  checks?: { _zod: { def: Check } }[];
  [key: string]: unknown;
}
interface Check {
  check: string;
  format?: string;
  pattern?: RegExp;
  includes?: string;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number;
  inclusive?: boolean;
}
/** A schema's constraints, read from its checks (zod 4 keeps them on the definition). */
interface Bag {
  format?: string;
  patterns: RegExp[];
  /** Text the value must contain (z.string().includes: an armored key's header). */
  includes: string[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  length?: number;
}

function constraints(def: Def): Bag {
  const bag: Bag = { format: def.format, patterns: [], includes: [] };
  for (const { _zod } of def.checks ?? []) {
    const check = _zod.def;
    switch (check.check) {
      case 'string_format':
      case 'number_format':
        if (check.format === 'includes') bag.includes.push(String(check.includes));
        else if (check.format !== 'regex') bag.format = check.format;
        if (check.pattern && check.format === 'regex') bag.patterns.push(check.pattern);
        break;
      case 'min_length':
        bag.minLength = check.minimum;
        break;
      case 'max_length':
        bag.maxLength = check.maximum;
        break;
      case 'length_equals':
        bag.length = check.length;
        break;
      case 'greater_than':
        if (check.inclusive) bag.minimum = check.value;
        else bag.exclusiveMinimum = check.value;
        break;
      case 'less_than':
        if (check.inclusive) bag.maximum = check.value;
        else bag.exclusiveMaximum = check.value;
        break;
    }
  }
  return bag;
}

const defOf = (schema: Schema) => {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def;
  return { def, bag: constraints(def) };
};

/** The gallery's picture: a plain grey 16:9 rectangle, as an address (`image` fields) or a file (picture routes). */
export const FIXTURE_PICTURE_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#94a3b8"/></svg>';
const IMAGE = `data:image/svg+xml,${encodeURIComponent(FIXTURE_PICTURE_SVG)}`;

/** A fixed, recognisable id: the gallery's ids all start with 6a11e47 ("gallery"). */
function uuid(n: number): string {
  return `6a11e470-0000-4000-8000-${String(n).padStart(12, '0')}`;
}

/** The browser's day: the widgets read a record dated today as today's (fitness: todayAndPreviousDay). */
const today = () => localDay();

function text(key: string, n: number): string {
  const k = key.toLowerCase();
  if (/email/.test(k)) return `gallery${n}@example.invalid`;
  if (/time_?zone$/.test(k)) return 'America/Chicago';
  if (k === 'idstr') return `${today()} 10:00`;
  // A printed kit ID is upper case (the result page matches its kit-id attribute upper-cased).
  if (k === 'kit_id') return `GALLERY-${n}`;
  if (/(image|picture|photo|avatar|logo|icon|thumbnail|banner)/.test(k)) return IMAGE;
  if (/(url|href|link)$/.test(k)) return '#gallery-fixture';
  if (/(^|_)date$|_on$|^day$|date$/.test(k)) return today();
  if (/(_at|time|timestamp)$/.test(k)) return new Date().toISOString();
  if (/colou?r/.test(k)) return '#2563eb';
  if (/phone/.test(k)) return '555-0100';
  if (/(^|_)id$|Id$|key$|code$/.test(key)) return `gallery-${n}`;
  if (/html/.test(k)) return `<p>${FIXTURE_TEXT} content.</p>`;
  return n > 1 ? `${FIXTURE_TEXT} ${n}` : FIXTURE_TEXT;
}

function number(bag: Bag, key: string): number {
  const integer = bag.format === 'safeint' || bag.format === 'int32';
  const low = bag.minimum ?? (bag.exclusiveMinimum !== undefined ? bag.exclusiveMinimum + (integer ? 1 : 0.5) : undefined);
  const high = bag.maximum ?? (bag.exclusiveMaximum !== undefined ? bag.exclusiveMaximum - (integer ? 1 : 0.5) : undefined);
  const wanted = /percent|progress|score/i.test(key) ? 60 : /year/i.test(key) ? new Date().getFullYear() : 12;
  let value = wanted;
  if (low !== undefined && value < low) value = low;
  if (high !== undefined && value > high) value = high;
  if (low !== undefined && high !== undefined) value = Math.min(high, Math.max(low, value));
  return integer ? Math.round(value) : value;
}

/** A value the schema accepts. `key` is the field's name (it picks plausible text); `n` numbers the item of a list. */
export function sampleValue(schema: Schema, mode: FixtureMode, key = '', n = 1): unknown {
  const { def, bag } = defOf(schema);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const out: Record<string, unknown> = {};
      for (const [field, inner] of Object.entries(shape)) {
        const value = sampleValue(inner, mode, field, n);
        if (value !== undefined) out[field] = value;
      }
      return out;
    }
    case 'array': {
      const exact = bag.length;
      const min = bag.minLength ?? 0;
      const max = bag.maxLength ?? Number.POSITIVE_INFINITY;
      const count = exact ?? (mode === 'empty' ? min : Math.max(min, Math.min(3, max)));
      return Array.from({ length: count }, (_, i) => sampleValue(def.element as Schema, mode, key, i + 1));
    }
    case 'optional':
      return mode === 'empty' ? undefined : sampleValue(def.innerType as Schema, mode, key, n);
    case 'nullable':
      return mode === 'empty' ? null : sampleValue(def.innerType as Schema, mode, key, n);
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return sampleValue(def.innerType as Schema, mode, key, n);
    case 'pipe':
      // z.preprocess(fn, schema): the input is a transform; the output schema says what is valid.
      return sampleValue((defOf(def.in as Schema).def.type === 'transform' ? def.out : def.in) as Schema, mode, key, n);
    case 'union':
      return sampleValue((def.options as Schema[])[0] as Schema, mode, key, n);
    case 'lazy':
      return sampleValue((def.getter as () => Schema)(), mode, key, n);
    case 'string':
      if (bag.format === 'uuid' || bag.format === 'guid') return uuid(n);
      if (bag.format === 'datetime') return new Date().toISOString();
      if (bag.format === 'date') return today();
      if (bag.format === 'email') return `gallery${n}@example.invalid`;
      if (bag.format === 'url') return 'https://example.invalid/gallery-fixture';
      return matching(fitLength([text(key, n), ...bag.includes].join(' '), bag), bag, n);
    case 'number':
      return number(bag, key);
    case 'boolean':
      return mode === 'filled';
    case 'enum':
      return Object.values(def.entries as Record<string, string>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'null':
      return null;
    case 'record':
    case 'unknown':
    case 'any':
      return def.type === 'record' ? {} : null;
    default:
      throw new Error(`Gallery fixtures: no sample for a zod ${def.type} (${key || 'the body'})`);
  }
}

function fitLength(value: string, bag: Bag): string {
  const max = bag.maxLength;
  const min = bag.minLength ?? 0;
  let out = max !== undefined && value.length > max ? value.slice(0, max) : value;
  while (out.length < min) out += 'x';
  return out;
}

/** Text the field's patterns accept: the plain sample when it fits, else the first candidate that does. */
function matching(value: string, bag: Bag, n: number): string {
  if (bag.patterns.every((p) => p.test(value))) return value;
  const candidates = [`gallery-sample-${n}`, 'gallery', String(n), today(), new Date().toISOString(), 'R2FsbGVyeSBzYW1wbGU=', 'GALLERY', '#2563eb', '07:30'];
  const found = candidates.find((candidate) => bag.patterns.every((p) => p.test(candidate)));
  if (found === undefined) throw new Error(`Gallery fixtures: no sample matches ${bag.patterns.join(', ')}`);
  return found;
}
