import { CLASS_SCHEMAS, classMeta, type ClassFieldMeta, type ClassMeta, type Classkey } from '@healthdeck/contract';
import { fieldLabels, labelIn } from './field-labels.js';
import type { FieldHint } from './messages.js';
import { structureOf, type Structure } from './structure.js';

// One mechanism for every class (spec 000 §3.1, §3.3 include_meta): the form's controls and the
// table's columns come from the class's contract schema, through the same field description the
// server answers as include_meta (classMeta).

/**
 * 'structured': a list or object field, edited by its own controls (./structured-editor.tsx);
 * 'managed': a field another screen edits (a page's layout: the layout editor), shown with a link.
 */
export type ControlKind = 'text' | 'textarea' | 'email' | 'number' | 'checkbox' | 'select' | 'date' | 'datetime' | 'structured' | 'managed' | 'file';

export interface FormField {
  name: string;
  /** In English (./field-labels.ts); the screens show it in their language with useFieldLabel. */
  label: string;
  kind: ControlKind;
  required: boolean;
  nullable: boolean;
  options?: readonly (string | number | boolean)[];
  /** What an option reads as (the value itself when absent). */
  optionLabel?: (option: string | number | boolean) => string;
  /** Help under the control, said in the screen's language (a class's own rules, e.g. the CTA form's). */
  hint?: string;
  /** The generated help under the control (a date-time's format, a record id), read from classMessages.hints. */
  hintKey?: FieldHint;
  min?: number;
  max?: number;
  default?: unknown;
  /** Integer or decimal, for number controls. */
  integer?: boolean;
  /** What a structured field is made of. */
  structure?: Structure;
  /** A managed field's screen, for a saved record. */
  editedAt?: (id: string) => string;
  /** Array of objects whose items take a file at this key (organizations logo_variants[].logo_path). */
  itemFileKey?: string;
}

const LONG_TEXT = 500;

/**
 * A union the JSON Schema cannot name (FlexibleBoolean: true/false, 1/0, '1'/'0') that accepts both
 * booleans and nothing else is a checkbox.
 */
function acceptsOnlyBooleans(classkey: Classkey, name: string): boolean {
  const shape = (CLASS_SCHEMAS[classkey] as unknown as { shape: Record<string, { safeParse(v: unknown): { success: boolean } }> }).shape;
  const field = shape[name];
  if (!field) return false;
  return field.safeParse(true).success && field.safeParse(false).success && !field.safeParse('some text').success && !field.safeParse(7).success;
}

function kindOf(classkey: Classkey, field: ClassFieldMeta): ControlKind {
  if (field.file) return 'file';
  switch (field.type) {
    case 'boolean':
      return 'checkbox';
    case 'number':
    case 'integer':
      return field.options ? 'select' : 'number';
    case 'string':
      if (field.options) return 'select';
      if (field.format === 'date') return 'date';
      if (field.format === 'date-time') return 'datetime';
      if (field.format === 'email') return 'email';
      return field.max === undefined || field.max > LONG_TEXT ? 'textarea' : 'text';
    case 'json':
      return acceptsOnlyBooleans(classkey, field.name) ? 'checkbox' : 'structured';
    default:
      return 'structured';
  }
}

/**
 * Fields another screen edits: a page's layout is drafted, previewed and published in the layout
 * editor (docs/decisions/0096-page-layouts-published.md), and the server refuses it from this form.
 */
const MANAGED: Partial<Record<Classkey, Record<string, (id: string) => string>>> = {
  pages: { layout: (id) => `/admin/pages/${encodeURIComponent(id)}/layout` },
};

function hintOf(kind: ControlKind, field: ClassFieldMeta): FieldHint | undefined {
  if (kind === 'datetime') return 'dateTime';
  if (field.format === 'uuid') return 'recordId';
  return undefined;
}

const fieldsCache = new Map<Classkey, FormField[]>();

/** The form's fields of a class: its top-level fields, nested ones edited by their structured field's controls. */
export function formFields(classkey: Classkey): FormField[] {
  const cached = fieldsCache.get(classkey);
  if (cached) return cached;
  const meta = classMeta(classkey);
  const top = meta.fields.filter((f) => !f.name.includes('.') && !f.name.includes('['));
  const fields = top.map((f): FormField => {
    const editedAt = MANAGED[classkey]?.[f.name];
    const kind = editedAt ? 'managed' : kindOf(classkey, f);
    const itemFile = meta.fields.find((n) => n.file && n.name.startsWith(`${f.name}[].`));
    return {
      name: f.name,
      label: labelIn(fieldLabels.en, f.name),
      kind,
      required: f.required,
      nullable: f.nullable,
      ...(f.options ? { options: f.options } : {}),
      ...(hintOf(kind, f) ? { hintKey: hintOf(kind, f) } : {}),
      ...(f.min !== undefined ? { min: f.min } : {}),
      ...(f.max !== undefined ? { max: f.max } : {}),
      ...(f.default !== undefined ? { default: f.default } : {}),
      ...(f.type === 'integer' ? { integer: true } : {}),
      ...(kind === 'structured' ? { structure: structureOf(f, meta.fields) } : {}),
      ...(editedAt ? { editedAt } : {}),
      ...(itemFile ? { itemFileKey: itemFile.name.slice(`${f.name}[].`.length) } : {}),
    };
  });
  fieldsCache.set(classkey, fields);
  return fields;
}

/** The columns of a class's table: its first short scalar fields. */
export function listColumns(classkey: Classkey, count = 4): FormField[] {
  return formFields(classkey)
    .filter((f) => f.kind === 'text' || f.kind === 'email' || f.kind === 'number' || f.kind === 'checkbox' || f.kind === 'select' || f.kind === 'date' || f.kind === 'datetime')
    .slice(0, count);
}

/** Filters worth a control: yes/no and value-list fields the server filters on. */
export function filterControls(classkey: Classkey, meta: ClassMeta): FormField[] {
  return formFields(classkey)
    .filter((f) => meta.filter_fields.includes(f.name) && (f.kind === 'checkbox' || (f.kind === 'select' && f.options !== undefined)))
    .slice(0, 3);
}

/** A record's name for people: its first text field's value, else its id. */
export function recordTitle(classkey: Classkey, record: { id: string; data: Record<string, unknown> }): string {
  const first = formFields(classkey).find((f) => (f.kind === 'text' || f.kind === 'email') && typeof record.data[f.name] === 'string' && record.data[f.name] !== '');
  return first ? String(record.data[first.name]) : record.id;
}

export { classMeta };
