// The gallery reads what it documents from custom-elements.json (schema 2.1.0, generated from the
// widget registry by scripts/custom-elements.ts): one entry per element, with its attributes,
// events, CSS custom properties and parts, so the gallery and the manifest cannot disagree.

export interface Documented {
  name: string;
  description: string;
}
export interface DocumentedAttribute extends Documented {
  type: string;
}
export interface GalleryElement {
  tag: `hd-${string}`;
  description: string;
  attributes: DocumentedAttribute[];
  events: Documented[];
  cssProperties: Documented[];
  parts: Documented[];
}

interface ManifestDeclaration {
  customElement?: boolean;
  tagName?: string;
  description?: string;
  attributes?: { name: string; type?: { text: string }; description?: string }[];
  events?: { name: string; description?: string }[];
  cssProperties?: { name: string; description?: string }[];
  cssParts?: { name: string; description?: string }[];
}
interface Manifest {
  schemaVersion?: string;
  modules?: { declarations?: ManifestDeclaration[] }[];
}

const documented = (items: { name: string; description?: string }[] = []): Documented[] => items.map(({ name, description = '' }) => ({ name, description }));

/** Every custom element the manifest declares, in its order; throws on a file that is not a manifest. */
export function readManifest(manifest: unknown): GalleryElement[] {
  const { schemaVersion, modules } = (manifest ?? {}) as Manifest;
  if (typeof schemaVersion !== 'string' || !Array.isArray(modules)) throw new Error('custom-elements.json: not a custom elements manifest (schemaVersion and modules expected)');
  return modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName?.startsWith('hd-'))
      .map((declaration) => ({
        tag: declaration.tagName as `hd-${string}`,
        description: declaration.description ?? '',
        attributes: (declaration.attributes ?? []).map(({ name, type, description = '' }) => ({ name, type: type?.text ?? 'string', description })),
        events: documented(declaration.events),
        cssProperties: documented(declaration.cssProperties),
        parts: documented(declaration.cssParts),
      })),
  );
}

/** The copyable snippet: the embed's major-pinned loader and the element's tag. */
export function snippet(tag: string, origin: string, version: string): string {
  const major = version.split('.')[0];
  return `<script type="module" src="${origin}/embed/v${major}/healthdeck.js"></script>\n<${tag}></${tag}>`;
}
