import type { CssPropertyDoc, WidgetDescriptor } from './widget-descriptor';

// custom-elements.json (schema 2.1.0) from the registry: every element, attribute, event, CSS
// custom property and part, for IDEs, docs and partners. Written by
// scripts/custom-elements.ts; a test fails when the committed file is behind the registry.

/** The theme tokens every element's sheet reads (src/styles/tokens.css). */
export const SHARED_CSS_PROPERTIES: readonly CssPropertyDoc[] = [
  { name: '--hd-font-family', description: 'Font family.' },
  { name: '--hd-radius', description: 'Corner radius.' },
  { name: '--hd-color-text', description: 'Text colour.' },
  { name: '--hd-color-muted', description: 'Secondary text colour.' },
  { name: '--hd-color-surface', description: 'Card background.' },
  { name: '--hd-color-border', description: 'Borders.' },
  { name: '--hd-color-primary', description: 'Primary (brand) colour.' },
  { name: '--hd-color-focus', description: 'Focus ring.' },
  { name: '--hd-color-red', description: 'Red buttons and errors.' },
  { name: '--hd-color-blue', description: 'Blue buttons.' },
  { name: '--hd-color-gray', description: 'Gray buttons.' },
  { name: '--hd-color-purple', description: 'Purple buttons.' },
  { name: '--hd-color-green', description: 'Green buttons and success.' },
  { name: '--hd-color-water', description: 'Water (hydration) colour.' },
  { name: '--hd-color-track', description: 'Empty part of meters and rings.' },
  { name: '--hd-shadow', description: 'Shadow of raised surfaces.' },
  { name: '--hd-color-on-primary', description: 'Text on filled colours (filled buttons, selected tabs and chips): white in the light theme, near-black in the dark one.' },
];

/** The attributes every element has besides its own (the theme is CSS only: src/styles/tokens.css). */
export const SHARED_ATTRIBUTES = [
  {
    name: 'theme',
    type: { text: "'light' | 'dark' | 'auto'" },
    description:
      "Colour theme: 'light', 'dark', or 'auto' (follows the visitor's prefers-color-scheme). Without it the element follows the page's CSS color-scheme (light unless the page opts in). --hd-* properties set by the page override either theme's defaults.",
  },
] as const;

const className = (tag: string) =>
  `${tag
    .split('-')
    .map((part) => part[0].toUpperCase() + part.slice(1))
    .join('')}Element`;
const kebab = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, (_m, a: string, b: string) => `${a}-${b.toLowerCase()}`);

function declaration(widget: WidgetDescriptor) {
  const own = new Set(widget.cssProperties.map((p) => p.name));
  const placement = [
    widget.names.length ? `Placed for the dashboard widget name${widget.names.length > 1 ? 's' : ''} ${widget.names.map((n) => `'${n}'`).join(', ')}.` : '',
    widget.types.length ? `Renders the widget type${widget.types.length > 1 ? 's' : ''} ${widget.types.join(', ')}.` : '',
    widget.featureFlag ? `Shown on a page only while the '${widget.featureFlag}' feature flag is on.` : '',
  ].filter(Boolean);
  return {
    kind: 'class',
    customElement: true,
    name: className(widget.tag),
    tagName: widget.tag,
    description: [widget.description, ...placement].join(' '),
    attributes: [
      ...widget.attributes.map((a) => ({ name: kebab(a.prop), fieldName: a.prop, type: { text: a.type === 'json' ? 'object' : a.type }, description: a.description })),
      ...SHARED_ATTRIBUTES,
    ],
    members: widget.attributes.map((a) => ({ kind: 'field', name: a.prop, attribute: kebab(a.prop), type: { text: a.type === 'json' ? 'object' : a.type }, description: a.description })),
    events: widget.events.map((e) => ({ name: e.name, type: { text: 'CustomEvent' }, description: e.description })),
    cssProperties: [...widget.cssProperties, ...SHARED_CSS_PROPERTIES.filter((p) => !own.has(p.name))].map((p) => ({ name: p.name, description: p.description })),
    cssParts: widget.parts.map((p) => ({ name: p.name, description: p.description })),
  };
}

/** The manifest of every registered element, in registry order. */
export function customElementsManifest(widgets: readonly WidgetDescriptor[]) {
  return {
    schemaVersion: '2.1.0',
    readme: 'README.md',
    modules: widgets.map((widget) => {
      const path = `src/widgets/${widget.folder}/element.tsx`;
      return {
        kind: 'javascript-module',
        path,
        declarations: [declaration(widget)],
        exports: [{ kind: 'custom-element-definition', name: widget.tag, declaration: { name: className(widget.tag), module: path } }],
      };
    }),
  };
}

/** The manifest file's text (what scripts/custom-elements.ts writes). */
export function customElementsManifestText(widgets: readonly WidgetDescriptor[]): string {
  return `${JSON.stringify(customElementsManifest(widgets), null, 2)}\n`;
}
