// The server's layers point one way: route handlers (src/routes/) are thin HTTP adapters over the
// domain modules (src/domain/<concept>/), which vendors, seed, admin classes and every other module
// use. So nothing outside src/routes/ imports a route file (src/app.ts, which registers the routes,
// excepted), and a domain module imports neither a route file nor Fastify: it can be called from a
// seed, a script or a test with no request at all. A route file reaches another concept through its
// domain module, not through that concept's route file: it imports from routes/ only the handler
// types; the files that gather handlers (handlers.ts, auth/index.ts) and the sign-in routes' shared
// verification step (auth/) are the exceptions.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = fileURLToPath(new URL('../src/', import.meta.url));

/** Every TypeScript source under src/, as a path relative to src/ with forward slashes. */
function sourceFiles(): string[] {
  return (readdirSync(SRC, { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

/** The module specifiers a source names: static imports and re-exports (types too), side-effect imports, dynamic imports. */
function specifiersOf(source: string): string[] {
  const found = new Set<string>();
  for (const pattern of [/\bfrom\s*['"]([^'"]+)['"]/g, /^\s*import\s*['"]([^'"]+)['"]/gm, /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g]) {
    for (const match of source.matchAll(pattern)) found.add(match[1]!);
  }
  return [...found];
}

/** Where a relative specifier leads, relative to src/ ('routes/x.js'); a package name stays as it is. */
function target(file: string, specifier: string): string {
  if (!specifier.startsWith('.')) return specifier;
  return path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
}

const isRoute = (file: string) => file.startsWith('routes/');
const GATHERERS = new Set(['routes/handlers.ts', 'routes/auth/index.ts']);
const withoutExtension = (file: string) => file.replace(/\.[jt]s$/, '');
/** What a route file may import from routes/: the handler types, and its own folder's files inside auth/. */
const routeMayImport = (file: string, to: string) => withoutExtension(to) === 'routes/types' || GATHERERS.has(file) || (file.startsWith('routes/auth/') && to.startsWith('routes/auth/'));
const isFastify = (specifier: string) => specifier === 'fastify' || specifier.startsWith('fastify/') || specifier.startsWith('@fastify/');

/** The imports a file may not have, each as "file imports specifier". */
function boundaryViolations(file: string, source: string): string[] {
  const out: string[] = [];
  for (const specifier of specifiersOf(source)) {
    const to = target(file, specifier);
    if (!isRoute(file) && file !== 'app.ts' && isRoute(to)) out.push(`${file} imports ${specifier}`);
    if (isRoute(file) && isRoute(to) && !routeMayImport(file, to)) out.push(`${file} imports ${specifier}`);
    if (file.startsWith('domain/') && isFastify(to)) out.push(`${file} imports ${specifier}`);
  }
  return out;
}

describe('server module boundaries', () => {
  const files = sourceFiles();

  it('reads the sources: route files, domain modules and the rest', () => {
    expect(files.filter(isRoute).length).toBeGreaterThan(20);
    expect(files.filter((f) => f.startsWith('domain/')).length).toBeGreaterThan(10);
    expect(files).toContain('app.ts');
  });

  it('catches each kind of import it forbids', () => {
    expect(boundaryViolations('seed/demo.ts', "import { a } from '../routes/kits-client.js';")).toEqual(['seed/demo.ts imports ../routes/kits-client.js']);
    expect(boundaryViolations('vendors/v.ts', "import type {\n  K,\n} from '../routes/kits-client.js';")).toHaveLength(1);
    expect(boundaryViolations('main.ts', "const m = await import('./routes/x.js');")).toHaveLength(1);
    expect(boundaryViolations('domain/kits/kits.ts', "import type { FastifyRequest } from 'fastify';")).toHaveLength(1);
    expect(boundaryViolations('domain/kits/kits.ts', "export { x } from '../../routes/types.js';")).toHaveLength(1);
    expect(boundaryViolations('routes/kits-client.ts', "import { a } from './types.js';\nimport type { FastifyReply } from 'fastify';")).toEqual([]);
    expect(boundaryViolations('app.ts', "import { handlers } from './routes/handlers.js';")).toEqual([]);
    expect(boundaryViolations('routes/orders.ts', "import { kitVendors } from './kits-client.js';")).toEqual(['routes/orders.ts imports ./kits-client.js']);
    expect(boundaryViolations('routes/handlers.ts', "import { kitsClientHandlers } from './kits-client.js';")).toEqual([]);
  });

  it('no file outside src/routes/ imports a route file, no route file imports another, and no domain module imports routes/ or Fastify', () => {
    const violations = files.flatMap((file) => boundaryViolations(file, readFileSync(path.join(SRC, file), 'utf8')));
    expect(violations).toEqual([]);
  });
});
