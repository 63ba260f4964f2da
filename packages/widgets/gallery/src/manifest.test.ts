import { describe, expect, it } from 'vitest';
import manifest from '../../custom-elements.json';
import { WIDGETS } from '../../src/registry/widgets';
import { galleryInputs } from './element-attributes';
import { readManifest, snippet } from './manifest';

describe('the gallery reads custom-elements.json', () => {
  const elements = readManifest(manifest);

  it('lists every registered element, in registry order, with its documented surface', () => {
    expect(elements.map((e) => e.tag)).toEqual(WIDGETS.map((w) => w.tag));
    const hydration = elements.find((e) => e.tag === 'hd-hydration-tracker');
    expect(hydration?.attributes.map((a) => a.name)).toEqual(['goal', 'theme']);
    expect(hydration?.attributes[0]?.type).toBe('number');
    expect(hydration?.events.map((e) => e.name)).toEqual(['hd-change', 'hd-error']);
    expect(hydration?.cssProperties.map((p) => p.name)).toContain('--hd-color-water');
    expect(hydration?.parts.map((p) => p.name)).toContain('root');
  });

  it('documents the theme attribute on every element', () => {
    for (const element of elements) expect(element.attributes.find((a) => a.name === 'theme')?.type, element.tag).toBe("'light' | 'dark' | 'auto'");
  });

  it('refuses a file that is not a manifest', () => {
    expect(() => readManifest({ modules: 'nope' })).toThrow(/not a custom elements manifest/);
    expect(() => readManifest(null)).toThrow(/not a custom elements manifest/);
  });

  it('keeps declarations that are not hd-* custom elements out', () => {
    const read = readManifest({
      schemaVersion: '2.1.0',
      modules: [
        {
          declarations: [
            { kind: 'function', name: 'x' },
            { customElement: true, tagName: 'other-el' },
            { customElement: true, tagName: 'hd-x' },
          ],
        },
      ],
    });
    expect(read.map((e) => e.tag)).toEqual(['hd-x']);
    expect(read[0]).toMatchObject({ attributes: [], events: [], cssProperties: [], parts: [], description: '' });
  });

  it('makes the snippet: the major-pinned loader of this origin and the tag', () => {
    expect(snippet('hd-rewards', 'https://health.example', '2.4.1')).toBe('<script type="module" src="https://health.example/embed/v2/healthdeck.js"></script>\n<hd-rewards></hd-rewards>');
  });

  it('gives links, ids and a widget configuration from the manifest attributes, and leaves the theme to the switch', () => {
    const results = elements.find((e) => e.tag === 'hd-kit-results');
    expect(results && galleryInputs(results)).toEqual({ attributes: { 'kit-id': 'gallery-1', 'testing-center-href': '#hd-kit-results' }, properties: {} });
    const card = elements.find((e) => e.tag === 'hd-content-card');
    const inputs = card && galleryInputs(card);
    expect(inputs?.attributes).toEqual({});
    expect(JSON.stringify(inputs?.properties.config)).toContain('Gallery sample');
  });
});
