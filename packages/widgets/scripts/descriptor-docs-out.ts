import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { type Node, visit } from './ast-nodes';

// A descriptor (src/widgets/<folder>/widget.ts) carries the widget's documentation: the prose
// (`description` of the widget, its attributes and events) and the lists only documentation reads
// (`parts`, `cssProperties`). custom-elements.json, the gallery and the React builds read them from
// the sources; a browser build never shows them. The embed and the portal builds empty the prose and
// leave the lists out; the fields an element or the page renderer reads stay as written.
/** Top-level descriptor fields only documentation reads. */
const DOCS_ONLY = new Set(['parts', 'cssProperties']);
const DESCRIPTOR = /[\\/]src[\\/]widgets[\\/][a-z0-9-]+[\\/]widget\.ts$/;

/** A string written out in full: 'x', `x` (no ${}), or 'x' + 'y'. */
function isStaticString(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+') return isStaticString(node.left as Node) && isStaticString(node.right as Node);
  return false;
}

export function descriptorDocsOut(): Plugin {
  return {
    name: 'healthdeck:descriptor-docs-out',
    transform(code, id) {
      if (!DESCRIPTOR.test(id)) return null;
      const out = new MagicString(code);
      visit(this.parse(code) as unknown as Node, (node) => {
        if (node.type !== 'Property' || node.computed) return true;
        const key = node.key as Node;
        const name = key.type === 'Identifier' ? key.name : key.type === 'Literal' ? key.value : null;
        const value = node.value as Node;
        if (name === 'description' && isStaticString(value)) out.overwrite(value.start, value.end, "''");
        if (typeof name === 'string' && DOCS_ONLY.has(name)) {
          // The property and the comma after it (object literals here are written one per line).
          const comma = /^\s*,/.exec(code.slice(node.end))?.[0].length ?? 0;
          out.remove(node.start, node.end + comma);
          return false;
        }
        return true;
      });
      return out.hasChanged() ? { code: out.toString(), map: out.generateMap({ hires: true, source: id }) } : null;
    },
  };
}
