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
 * The member's name is the one value an account may lack by design (accounts made before names were
 * asked): without it the placeholder is left out together with the comma or spaces before it, so
 * 'Welcome, {{user.name}}' reads 'Welcome' rather than showing a gap or a made-up name.
 */
const NAME_PLACEHOLDER = /(?:,\s*|\s+)?\{\{\s*user\.name\s*\}\}/g;

/**
 * spec 001 §3: replaces each {{path}} (a dot path such as user.email, spaces inside the braces
 * allowed) with that value of the account. A path that is unknown, or names an object or null,
 * is left as written, so the text stays readable and the gap is visible; a signed-in member's
 * missing name is left out instead (NAME_PLACEHOLDER).
 */
export function fillTemplate(text: string, account: AccountResponse | Record<string, unknown> | null | undefined): string {
  const named = account && lookup(account, 'user.name') === null && lookup(account, 'user.id') !== null ? text.replace(NAME_PLACEHOLDER, '') : text;
  return named.replace(PLACEHOLDER, (whole, path: string) => lookup(account, path) ?? whole);
}
