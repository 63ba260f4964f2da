// A multipart file part is named by the data path it fills (spec 000 §3.3: an organization's
// logo_variants items with a logo_path file): 'image', 'logo_variants.0.logo_path'.
import { badRequest } from '../http/api-error.js';

const SEGMENT = /^(?:[A-Za-z_][A-Za-z0-9_]*|0|[1-9][0-9]{0,2})$/;
const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

/** The path's segments; a name that is not a data path is a 400 naming the part. */
export function parseDataPath(path: string): (string | number)[] {
  const segments = path.split('.');
  if (segments.length > 5 || segments.some((s) => !SEGMENT.test(s) || FORBIDDEN.has(s))) {
    throw badRequest(`The file part ${path} does not name a field`, { [path]: 'Name file parts after the field they fill, e.g. image or logo_variants.0.logo_path' });
  }
  return segments.map((s) => (/^[0-9]+$/.test(s) ? Number(s) : s));
}

/** The same data with `value` at `path`; objects and arrays on the way are copied, missing ones made. */
export function withValueAt(data: Record<string, unknown>, path: readonly (string | number)[], value: unknown): Record<string, unknown> {
  const set = (node: unknown, index: number): unknown => {
    if (index === path.length) return value;
    const key = path[index]!;
    if (typeof key === 'number') {
      const list: unknown[] = Array.isArray(node) ? [...(node as unknown[])] : [];
      if (key > list.length) throw badRequest(`The file part ${path.join('.')} skips list items`, { [path.join('.')]: 'List items are filled in order' });
      list[key] = set(list[key], index + 1);
      return list;
    }
    const object: Record<string, unknown> = node !== null && typeof node === 'object' && !Array.isArray(node) ? { ...(node as Record<string, unknown>) } : {};
    object[key] = set(object[key], index + 1);
    return object;
  };
  return set(data, 0) as Record<string, unknown>;
}
