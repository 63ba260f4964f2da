// The ESTree nodes of `this.parse(code)` in a Rollup/Vite plugin, walked without a dependency
// (descriptor-docs-out.ts reads the descriptors with it).

export interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

export const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Visits `node` and, unless `found` answers false (a node left out), what is inside it. */
export function visit(node: Node, found: (node: Node) => boolean): void {
  if (!found(node)) return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, found);
    if (isNode(value)) visit(value, found);
  }
}
