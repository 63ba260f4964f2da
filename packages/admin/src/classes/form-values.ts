import type { FormField } from './class-fields.js';
import { draftText, fromDraft, isEmptyDraft, readDraft, toDraft } from './structure.js';

// What the controls hold (text, a checkbox's boolean, a structured field's draft as the editor
// keeps it) and the record data a class's schema reads, both ways. Files travel beside the data (spec 000 §7.1 multipart): the server stores each one and
// puts its path at the field, so the data sent leaves a chosen file's field out.

export type FormValues = Record<string, string | boolean>;

/** Chosen files: one per file field, or a list for an array whose items take a file. */
export type ChosenFiles = Record<string, File | File[] | undefined>;

/** Stands for a file being uploaded while the form checks the rest (the server replaces it). */
const PENDING_FILE = '/media/pending-upload';

export function defaultValues(fields: readonly FormField[]): FormValues {
  return toFormValues(fields, {});
}

/** A stored record's data as control values (defaults where the record has no value). */
export function toFormValues(fields: readonly FormField[], data: Record<string, unknown>): FormValues {
  const values: FormValues = {};
  for (const field of fields) {
    const value = field.name in data ? data[field.name] : field.default;
    switch (field.kind) {
      case 'checkbox':
        values[field.name] = value === true || value === 1 || value === '1' || value === 'true';
        break;
      // Nothing stored stays '' (the call-to-action rules read '' as None, and clear it to null).
      case 'structured':
        values[field.name] = field.structure && value !== undefined && value !== null ? draftText(toDraft(field.structure, value)) : '';
        break;
      case 'managed':
        // Kept as it is stored: this form sends it back unchanged.
        values[field.name] = value === undefined ? '' : JSON.stringify(value);
        break;
      default:
        values[field.name] = value === undefined || value === null ? '' : String(value);
    }
  }
  return values;
}

export interface Converted {
  /** What is sent: chosen files' fields left out. */
  data: Record<string, unknown>;
  /** What the schema checks: chosen files' fields hold a stand-in path. */
  check: Record<string, unknown>;
  /** Files by the data path they fill ('image', 'logo_variants.0.logo_path'). */
  files: Record<string, File>;
  /** Controls whose values do not fit together (more files than items). */
  itemErrors: Record<string, string>;
}

function empty(field: FormField): unknown {
  if (field.nullable) return null;
  // An optional free text may be emptied; a value list, format or number may not hold ''.
  if (!field.required && (field.kind === 'text' || field.kind === 'textarea') && field.default === undefined) return '';
  return undefined;
}

/** Control values as record data, checked by the class's schema. */
export function toData(fields: readonly FormField[], values: FormValues, chosen: ChosenFiles = {}): Converted {
  const data: Record<string, unknown> = {};
  const check: Record<string, unknown> = {};
  const files: Record<string, File> = {};
  const itemErrors: Record<string, string> = {};
  for (const field of fields) {
    const raw = values[field.name];
    let value: unknown;
    if (field.kind === 'checkbox') {
      value = raw === true;
    } else {
      const text = typeof raw === 'string' ? raw : '';
      if (field.kind === 'structured' && field.structure) {
        const draft = readDraft(field.structure, text);
        // An empty optional list or object is left out; a required one goes to the schema, which says what it needs.
        value = isEmptyDraft(field.structure, draft) && !field.required ? empty(field) : fromDraft(field.structure, draft);
      } else if (field.kind === 'managed') {
        value = text === '' ? undefined : (JSON.parse(text) as unknown);
      } else if (field.kind !== 'textarea' ? text.trim() === '' : text === '') {
        value = empty(field);
      } else if (field.kind === 'number') {
        const n = Number(text);
        value = Number.isFinite(n) ? n : text;
      } else if (field.kind === 'select') {
        const option = field.options?.find((o) => String(o) === text);
        value = option ?? text;
      } else {
        value = text;
      }
    }
    if (value !== undefined) data[field.name] = value;
    check[field.name] = value;

    const file = chosen[field.name];
    if (field.kind === 'file' && file instanceof File) {
      files[field.name] = file;
      delete data[field.name];
      check[field.name] = PENDING_FILE;
    }
    if (field.itemFileKey && Array.isArray(file) && Array.isArray(value)) {
      // One file per item, in order: each fills that item's file field.
      const items = value.map((item: unknown) => (item !== null && typeof item === 'object' ? { ...(item as object) } : item)) as Record<string, unknown>[];
      file.forEach((f, index) => {
        files[`${field.name}.${index}.${field.itemFileKey}`] = f;
        if (items[index] && typeof items[index] === 'object') items[index][field.itemFileKey!] = PENDING_FILE;
      });
      if (file.length > items.length) itemErrors[field.name] = `Add an item for each file (${file.length} files, ${items.length} items)`;
      check[field.name] = items;
    }
  }
  return { data, check, files, itemErrors };
}
