import MagicString from 'magic-string';
import type { Plugin } from 'vite';
import { type Node, visit } from './ast-nodes';

// In the embed a descriptor (src/widgets/<folder>/widget.ts) is read once, when its element is
// defined (src/elements/define-element.tsx): the tag, the attributes' props and types, the events'
// props and names. The prose (`description` of the widget, its attributes and events), the lists
// only documentation and the portal's placement read (`parts`, `cssProperties`, `names`, `types`)
// and `load` (the embed's entry loads elements through scripts/embed-element-loaders.ts) are for
// custom-elements.json, the gallery and the React builds, which read the sources. The embed build
// empties the prose and leaves the rest out
// (docs/decisions/0008-per-element-size-budget.md); the fields the element reads stay as written. The portal's build empties the prose and
// leaves out the documentation lists (`parts`, `cssProperties`): its page renderer places widgets
// by `names` and `types` and loads them through `load`, so the prose stays out of the first load of /client/home.
/** Top-level descriptor fields only documentation reads. */
const DOCS_ONLY = ['parts', 'cssProperties'];
/** Top-level descriptor fields nothing in the embed reads. */
const EMBED_UNREAD = new Set([...DOCS_ONLY, 'names', 'types', 'load']);
const DESCRIPTOR = /[\\/]src[\\/]widgets[\\/][a-z0-9-]+[\\/]widget\.ts$/;

/** A string written out in full: 'x', `x` (no ${}), or 'x' + 'y'. */
function isStaticString(node: Node): boolean {
  if (node.type === 'Literal') return typeof node.value === 'string';
  if (node.type === 'TemplateLiteral') return (node.expressions as unknown[]).length === 0;
  if (node.type === 'BinaryExpression' && node.operator === '+') return isStaticString(node.left as Node) && isStaticString(node.right as Node);
  return false;
}

/** `leaveOut: 'embed-unread'` (the embed) also drops the fields the embed never reads; the default drops the documentation lists. */
export function descriptorDocsOut({ leaveOut }: { leaveOut?: 'embed-unread' } = {}): Plugin {
  const dropped = leaveOut === 'embed-unread' ? EMBED_UNREAD : new Set(DOCS_ONLY);
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
        if (typeof name === 'string' && dropped.has(name)) {
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
