// spec 001 §3 (Template placeholders: {{path}} in action text is filled from the current account).
import type { AccountResponse } from '@healthdeck/contract/light';

const PLACEHOLDER = /\{\{\s*([^{}]*?)\s*\}\}/g;

function lookup(source: unknown, path: string): string | null {
  if (path === '') return null;
  let value: unknown = source;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return null;
    value = (value as Record<string, unknown>)[key];
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  return null;
}

/**
 * spec 001 §3: replaces each {{path}} (a dot path such as user.email, spaces inside the braces
 * allowed) with that value of the account. A path that is unknown, or names an object or null,
 * is left as written, so the text stays readable and the gap is visible.
 */
export function fillTemplate(text: string, account: AccountResponse | Record<string, unknown> | null | undefined): string {
  return text.replace(PLACEHOLDER, (whole, path: string) => lookup(account, path) ?? whole);
}
