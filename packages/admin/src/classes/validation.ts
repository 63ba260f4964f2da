import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { CLASS_SCHEMAS, type Classkey } from '@healthdeck/contract';
import type { FormField } from './class-fields.js';
import { shownFields, type ClassFormRules } from './form-rules.js';
import { toData, type ChosenFiles, type FormValues } from './form-values.js';

// spec 000 §5: inputs show per-field error messages. The class's own messages ('Required', 'Use
// letters, digits, _ . or -') come first; zod's defaults are worded for people here.

interface Issue {
  code?: string;
  input?: unknown;
  origin?: string;
  minimum?: unknown;
  maximum?: unknown;
  expected?: string;
  values?: readonly unknown[];
}

export function defaultMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return 'Required';
      if (issue.expected === 'array') return 'Add the items one by one';
      if (issue.expected === 'object') return 'Fill in its parts';
      if (issue.expected === 'number' || issue.expected === 'int') return 'Enter a number';
      return `Must be ${issue.expected ?? 'another kind of value'}`;
    case 'too_small':
      return issue.origin === 'string'
        ? `Must be at least ${String(issue.minimum)} characters`
        : issue.origin === 'array'
          ? `Needs at least ${String(issue.minimum)} items`
          : `Must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return issue.origin === 'string'
        ? `Must be at most ${String(issue.maximum)} characters`
        : issue.origin === 'array'
          ? `Takes at most ${String(issue.maximum)} items`
          : `Must be at most ${String(issue.maximum)}`;
    // The values are the stored ones, not the labels an admin reads: the list beside the message has those.
    case 'invalid_value':
      return issue.input === undefined || issue.input === null || issue.input === '' ? 'Required' : 'Choose one from the list';
    case 'invalid_format':
      return 'Not in the expected format';
    case 'invalid_union':
      return 'Not a valid value';
    default:
      return 'Not valid';
  }
}

/** The first message anywhere under an error entry, with its path below the field ('1.cta_url'): a nested part's error belongs to its field's control. */
function firstIssue(entry: unknown, path: string[] = []): { message: string; path: string[] } | undefined {
  if (entry === null || typeof entry !== 'object') return undefined;
  const message = (entry as { message?: unknown }).message;
  if (typeof message === 'string' && message !== '') return { message, path };
  for (const [key, value] of Object.entries(entry)) {
    if (key === 'ref' || key === 'type' || key === 'types') continue;
    const found = firstIssue(value, [...path, key]);
    if (found) return found;
  }
  return undefined;
}

/** An error's type that names where in a structured field it is: 'at:1.cta_url'. */
const AT = 'at:';

/** The place in a structured field an error names (its type), if any. */
export const errorPath = (type: string | undefined): string | undefined => (type?.startsWith(AT) ? type.slice(AT.length) : undefined);

/**
 * react-hook-form's resolver for a class: the control values become record data, which the
 * class's contract schema checks through the zod resolver. Errors land on the top-level control.
 */
export function classResolver(classkey: Classkey, fields: readonly FormField[], chosen: () => ChosenFiles): Resolver<FormValues> {
  const schema = CLASS_SCHEMAS[classkey];
  const zod = zodResolver(schema as never, { error: (issue: Issue) => defaultMessage(issue) } as never, { raw: true }) as unknown as Resolver<Record<string, unknown>>;
  return async (values, context, options) => {
    const { check, itemErrors } = toData(fields, values, chosen());
    const result = await zod(check, context, options as never);
    const errors: FieldErrors<FormValues> = {};
    const names = new Set(fields.map((f) => f.name));
    for (const [name, entry] of Object.entries(result.errors)) {
      const issue = firstIssue(entry);
      if (issue && names.has(name)) errors[name] = { type: issue.path.length > 0 ? `${AT}${issue.path.join('.')}` : 'validate', message: issue.message };
    }
    for (const [name, message] of Object.entries(itemErrors)) errors[name] = { type: 'validate', message };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}

/**
 * A class resolver that also follows the class's own rules: a hidden field is never blamed (its
 * control is not there to fix), and the rules' messages go under the fields they name.
 */
export function withRules(base: Resolver<FormValues>, fields: readonly FormField[], rules: () => ClassFormRules | undefined): Resolver<FormValues> {
  return async (values, context, options) => {
    const current = rules();
    if (!current) return base(values, context, options);
    const result = await base(values, context, options);
    const shown = new Set(shownFields(fields, current, values).map((f) => f.name));
    const errors: FieldErrors<FormValues> = {};
    for (const [name, entry] of Object.entries(result.errors)) if (shown.has(name) && entry) errors[name] = entry as FieldErrors<FormValues>[string];
    for (const [name, message] of Object.entries(current.validate?.(values) ?? {})) if (shown.has(name)) errors[name] ??= { type: 'validate', message };
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
}
