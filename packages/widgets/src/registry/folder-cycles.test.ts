// No import cycle between folders: each widget folder (src/widgets/<name>) and each library folder
// (src/kits, src/hooks, src/primitives, …) is one node, a relative import from a file of one into a
// file of another an edge, and every strongly connected set of more than one folder is a cycle. A
// library shared by several widgets lives in a folder of its own that imports none of them. The
// modules that reach every widget through the registry's list (the list, the package entry,
// defineElements, the placed widget) are one node above the folders: they import them all by design. Test files are left out: a test may
// render two widgets together.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = resolve(import.meta.dirname, '..');
const SOURCE = /\.(ts|tsx)$/;
const TEST = /\.test\.(ts|tsx)$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) && !TEST.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The modules that reach every widget's descriptor or element. */
const WIDGET_LIST = new Set(
  ['index.ts', 'registry/registry.ts', 'registry/widgets.ts', 'registry/placed-widget.tsx', 'registry/placed-widget-area.tsx', 'elements/define-elements.ts'].map((path) =>
    join(...path.split('/')),
  ),
);

/** The folder a file belongs to: `widgets/<name>` for a widget's, the top folder under src/ otherwise. */
function folderOf(file: string): string {
  const path = relative(SRC, file);
  if (WIDGET_LIST.has(path)) return '(widget list)';
  const [top, name] = path.split(sep);
  return top === 'widgets' ? `widgets/${name}` : (top as string);
}

function resolveImport(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier.replace(/\?.*$/, ''));
  const found = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path) && statSync(path).isFile());
  return found ?? null;
}

/** folder → the folders it imports from (static and dynamic imports, re-exports). */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    const from = folderOf(file);
    const edges = graph.get(from) ?? new Set<string>();
    graph.set(from, edges);
    for (const { fileName } of ts.preProcessFile(readFileSync(file, 'utf8'), true, true).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const target = resolveImport(file, fileName);
      if (target?.startsWith(SRC) && folderOf(target) !== from) edges.add(folderOf(target));
    }
  }
  return graph;
}

/** The strongly connected sets of more than one folder (Tarjan), each sorted, for the message. */
function cyclesOf(graph: Map<string, Set<string>>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) as number, low.get(to) as number));
      } else if (onStack.has(to)) {
        low.set(node, Math.min(low.get(node) as number, index.get(to) as number));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const set: string[] = [];
    let member: string;
    do {
      member = stack.pop() as string;
      onStack.delete(member);
      set.push(member);
    } while (member !== node);
    if (set.length > 1) cycles.push(set.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

describe('folders', () => {
  const graph = folderGraph();

  it('covers every widget folder and the kits library', () => {
    const widgets = readdirSync(join(SRC, 'widgets')).filter((name) => statSync(join(SRC, 'widgets', name)).isDirectory());
    for (const name of widgets) expect(graph.has(`widgets/${name}`), name).toBe(true);
    expect(graph.has('kits')).toBe(true);
  });

  it('import one another without a cycle', () => {
    expect(cyclesOf(graph).map((set) => set.join(' ⇄ '))).toEqual([]);
  });

  it('the kits library imports no widget folder but the shared one', () => {
    expect([...(graph.get('kits') ?? [])].filter((to) => to.startsWith('widgets/') && to !== 'widgets/shared')).toEqual([]);
  });
});
