import { readFileSync } from 'node:fs';

/**
 * The folders listed in src/registry/registry.ts (one `export { x } from '../widgets/<folder>/widget'`
 * line each), read as text so build configs need not import the widget code.
 */
export function registeredFolders(): string[] {
  const registry = readFileSync(new URL('../src/registry/registry.ts', import.meta.url), 'utf8');
  const folders = [...registry.matchAll(/from '\.\.\/widgets\/([a-z0-9-]+)\/widget'/g)].map((m) => m[1] as string);
  if (folders.length === 0) throw new Error('No widget found in src/registry/registry.ts');
  return folders;
}
