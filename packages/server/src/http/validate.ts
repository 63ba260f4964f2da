import type { z } from 'zod';
import type { FieldIssue } from '@healthdeck/contract';
import { badRequest } from './api-error.js';

type Issue = z.core.$ZodRawIssue;
type RequestPart = 'body' | 'query' | 'params';

/**
 * Readable messages for zod's default issues (the contract's own messages, such as
 * 'Enter a valid email address', take precedence over these).
 */
function defaultMessage(where: RequestPart, iss: Issue): string {
  const field = iss.path && iss.path.length > 0 ? iss.path.join('.') : null;
  const label = field ?? (where === 'body' ? 'The request body' : where === 'params' ? 'The path' : 'The query');
  switch (iss.code) {
    case 'invalid_type':
      if (iss.input === undefined) return field ? `${field} is required` : `${label} is required`;
      return `${label} must be ${article(iss.expected)}`;
    case 'too_small':
      return iss.origin === 'string' ? `${label} must be at least ${String(iss.minimum)} characters` : `${label} must be at least ${String(iss.minimum)}`;
    case 'too_big':
      return iss.origin === 'string' ? `${label} must be at most ${String(iss.maximum)} characters` : `${label} must be at most ${String(iss.maximum)}`;
    case 'invalid_value':
      return `${label} must be one of: ${iss.values.map(String).join(', ')}`;
    case 'invalid_format':
      return `${label} is not in the expected format`;
    default:
      return `${label} is not valid`;
  }
}

function article(expected: string): string {
  if (expected === 'object') return 'a JSON object';
  if (expected === 'array') return 'a list';
  if (expected === 'int') return 'a whole number';
  return /^[aeiou]/.test(expected) ? `an ${expected}` : `a ${expected}`;
}

/**
 * The path of the first string holding a NUL character (U+0000), or null. PostgreSQL cannot store
 * one in text, and no field of the contract means one, so every route refuses them here.
 */
function nulPath(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulPath(value[i], [...path, String(i)]);
      if (found) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = nulPath(item, [...path, key]) ?? (key.includes('\u0000') ? [...path, key] : null);
      if (found) return found;
    }
  }
  return null;
}

/** Refuses a request whose body, query or path holds a NUL character anywhere: 400 naming the field. */
export function refuseNulCharacters(parts: Record<RequestPart, unknown>): void {
  for (const [where, value] of Object.entries(parts) as [RequestPart, unknown][]) {
    const nul = nulPath(value, []);
    if (!nul) continue;
    const field = nul.length > 0 ? nul.join('.') : where;
    const message = `${nul.length > 0 ? field : `The request ${where}`} must not contain a NUL character`;
    throwFirst(message, { [field]: message });
  }
}

/** A zod issue as a code the browser words in the member's language (contract FieldIssue). */
function fieldIssue(issue: z.core.$ZodIssue): FieldIssue {
  switch (issue.code) {
    case 'invalid_type':
      // A missing field carries no input (the parse reports inputs).
      return 'input' in issue && issue.input !== undefined && issue.input !== null ? { code: 'invalid' } : { code: 'required' };
    case 'too_small':
      if (issue.origin === 'string' || issue.origin === 'array') {
        return Number(issue.minimum) <= 1 ? { code: 'required' } : { code: 'too_short', limit: Number(issue.minimum) };
      }
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint' ? { code: 'too_low', limit: Number(issue.minimum) } : { code: 'invalid' };
    case 'too_big':
      if (issue.origin === 'string' || issue.origin === 'array') return { code: 'too_long', limit: Number(issue.maximum) };
      return issue.origin === 'number' || issue.origin === 'int' || issue.origin === 'bigint' ? { code: 'too_high', limit: Number(issue.maximum) } : { code: 'invalid' };
    case 'invalid_format':
      return { code: 'format' };
    default:
      return { code: 'invalid' };
  }
}

/** Parses a request part with the route's schema; a failure becomes 400 VALIDATION_FAILED with per-field messages and issues. */
export function parseRequestPart<S extends z.ZodType>(schema: S, value: unknown, where: RequestPart): z.output<S> {
  const result = schema.safeParse(value, { error: (iss) => defaultMessage(where, iss), reportInput: true });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  const issues: Record<string, FieldIssue> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.map(String).join('.') : where;
    fields[key] ??= issue.message;
    issues[key] ??= fieldIssue(issue);
  }
  return throwFirst(result.error.issues[0]?.message ?? 'The request is not valid', fields, issues);
}

function throwFirst(message: string, fields: Record<string, string>, issues?: Record<string, FieldIssue>): never {
  throw badRequest(message, fields, issues);
}
