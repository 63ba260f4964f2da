import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DASHBOARD_WIDGET_NAMES, WIDGET_TYPES } from '@healthdeck/contract';
import { WIDGETS, widgetForConfig, widgetForName, widgetForType } from './widgets';
import { SHARED_CSS_PROPERTIES } from './manifest';

// `custom` is no renderer of its own: a custom widget is the named dashboard widget (spec 001 §3
// Widget config, the seed's named widgets), placed by its name before its type (widgetForConfig);
// a custom widget with an unknown name renders nothing and is logged (PlacedWidget).
const PLACED_BY_NAME: readonly string[] = ['custom'];

describe('widget registry', () => {
  it('has an entry for every dashboard widget name of the contract', () => {
    expect(DASHBOARD_WIDGET_NAMES.filter((name) => !widgetForName(name))).toEqual([]);
  });

  it('has an entry for every widget type of the contract (custom: placed by name)', () => {
    expect(WIDGET_TYPES.filter((type) => !widgetForType(type) && !PLACED_BY_NAME.includes(type))).toEqual([]);
  });

  it('places each name and type with one widget, and each tag and folder once', () => {
    const names = WIDGETS.flatMap((w) => w.names);
    const types = WIDGETS.flatMap((w) => w.types);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(types).size).toBe(types.length);
    expect(new Set(WIDGETS.map((w) => w.tag)).size).toBe(WIDGETS.length);
    expect(new Set(WIDGETS.map((w) => w.folder)).size).toBe(WIDGETS.length);
  });

  it('names every tag hd-<folder>, and exports each folder as a package subpath', () => {
    const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as { exports: Record<string, string> };
    expect(pkg.exports['./*']).toBe('./src/widgets/*/index.ts');
    for (const widget of WIDGETS) {
      expect(widget.tag).toBe(`hd-${widget.folder}`);
      const index = readFileSync(join(import.meta.dirname, `../widgets/${widget.folder}/index.ts`), 'utf8');
      expect(index, `${widget.folder}/index.ts exports its descriptor`).toMatch(/Widget \} from '\.\/widget';/);
    }
  });

  it('prefers the dashboard name over the type when placing a configured widget', () => {
    expect(widgetForConfig({ name: 'Daily Tasks', type: 'login_streak' })?.tag).toBe('hd-daily-tasks');
    expect(widgetForConfig({ name: 'My pregnancy', type: 'pregnancy_streak' })?.tag).toBe('hd-streak-card');
    expect(widgetForConfig({ name: 'Unknown', type: 'not-a-type' })).toBeUndefined();
    expect(widgetForConfig({ name: 'Welcome', type: 'nudge' })?.tag).toBe('hd-content-card');
    expect(widgetForConfig({ name: 'Notice', type: 'html' })?.tag).toBe('hd-html-content');
    expect(widgetForConfig({ name: 'Verify Email', type: 'custom' })?.tag).toBe('hd-verify-email');
    expect(widgetForType('custom')).toBeUndefined();
    expect(widgetForConfig({ name: 'Not a dashboard widget', type: 'custom' })).toBeUndefined();
  });

  describe.each(WIDGETS.map((widget) => [widget.tag, widget] as const))('%s', (_tag, widget) => {
    it('loads a component, a sheet and an element definition', async () => {
      const module = await widget.load();
      expect(typeof module.Component).toBe('function');
      expect(module.styles.length).toBeGreaterThan(0);
      expect(module.define()).toBe(customElements.get(widget.tag));
    });

    it('documents exactly the public --hd-* properties its sheets read (its own and those of the parts it loads on demand)', async () => {
      const { styles } = await widget.load();
      const folder = join(import.meta.dirname, '../widgets', widget.tag.slice('hd-'.length));
      const partSheets = readdirSync(folder)
        .filter((file) => file.endsWith('.css'))
        .map((file) => readFileSync(join(folder, file), 'utf8'));
      const read = new Set([styles, ...partSheets].flatMap((sheet) => [...sheet.matchAll(/var\((--hd-[a-z0-9-]+)/g)].map((m) => m[1])));
      const documented = new Set([...SHARED_CSS_PROPERTIES.map((p) => p.name), ...widget.cssProperties.map((p) => p.name)]);
      expect([...read].filter((name) => !documented.has(name as `--hd-${string}`))).toEqual([]);
      expect(widget.cssProperties.map((p) => p.name).filter((name) => !read.has(name))).toEqual([]);
    });
  });
});

describe('custom-elements.json', () => {
  it('is the manifest the registry describes (run scripts/custom-elements.ts after changing a widget)', async () => {
    const { customElementsManifestText } = await import('./manifest');
    const committed = readFileSync(join(import.meta.dirname, '../../custom-elements.json'), 'utf8');
    expect(committed).toBe(customElementsManifestText(WIDGETS));
  });
});
