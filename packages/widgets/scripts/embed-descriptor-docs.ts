import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// Every descriptor (src/widgets/<folder>/widget.ts) rides in the embed's entry so an element can be
// defined before its code loads; the prose in it (`description` of the widget, its attributes,
// events, CSS properties and parts) is for custom-elements.json and the gallery, which read the
// sources, and nothing in the embed reads it. The embed build empties those strings: the machine-read
// fields (tag, names, types, attributes' props and types, events, load) stay as written.
const DESCRIPTOR = /[\\/]src[\\/]widgets[\\/][a-z0-9-]+[\\/]widget\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** A string written out in full: 'x', `x` (no ${}), or 'x' + 'y'. */
function isStaticString(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+') return isStaticString(node.left as Node) && isStaticString(node.right as Node);
  return false;
}

function visit(node: Node, found: (node: Node) => void): void {
  found(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, found);
    if (isNode(value)) visit(value, found);
  }
}

export function descriptorDocsOut(): Plugin {
  return {
    name: 'healthdeck:descriptor-docs-out',
    transform(code, id) {
      if (!DESCRIPTOR.test(id)) return null;
      const out = new MagicString(code);
      visit(this.parse(code) as unknown as Node, (node) => {
        if (node.type !== 'Property' || node.computed) return;
        const key = node.key as Node;
        const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : null;
        const value = node.value as Node;
        if (name === 'description' && isStaticString(value)) out.overwrite(value.start, value.end, "''");
      });
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
