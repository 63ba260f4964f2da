// Every registered element's attributes and properties, from its descriptor: each documented
// attribute reaches the widget's component converted to its type, each property reflects to its
// attribute and reaches the component, a removed attribute reads as not given (a boolean as false),
// a property set before the element's code loaded is kept, and nothing undocumented is observed.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { SHARED_ATTRIBUTES } from '../../src/registry/manifest';
import { componentProps, installFakeServer, kebab, loadEmbed, mount, SAMPLES, waitFor, WIDGETS } from './support';

const manifest = (await (await fetch('/packages/widgets/custom-elements.json')).json()) as {
  modules: { declarations?: { tagName?: string; attributes?: { name: string }[]; events?: { name: string }[] }[] }[];
};
const documented = new Map(manifest.modules.flatMap((m) => m.declarations ?? []).flatMap((d) => (d.tagName ? [[d.tagName, d] as const] : [])));

// Signed out: the attributes are the element's surface, whatever the member's data.
installFakeServer({ account: () => json(accountFixture()) });
await loadEmbed();

/** The props the component got once it rendered with `expected` for `prop`. */
async function propsWith(element: HTMLElement, prop: string, expected: unknown): Promise<Record<string, unknown>> {
  const same = (value: unknown) => JSON.stringify(value) === JSON.stringify(expected);
  return waitFor(
    () => {
      const props = componentProps(element);
      return props && same(props[prop]) ? props : null;
    },
    `<${element.localName}> to render with ${prop}=${JSON.stringify(expected)}`,
  );
}

describe('element attributes and properties (every registered element)', () => {
  it('the registry and custom-elements.json list the same elements, attributes and events', () => {
    expect([...documented.keys()].sort()).to.deep.equal(WIDGETS.map((w) => w.tag).sort());
    for (const widget of WIDGETS) {
      const entry = documented.get(widget.tag);
      // Every element also documents the shared attributes (theme: CSS only, not observed).
      const shared: string[] = SHARED_ATTRIBUTES.map((a) => a.name);
      expect((entry?.attributes ?? []).map((a) => a.name).sort(), widget.tag).to.deep.equal([...widget.attributes.map((a) => kebab(a.prop)), ...shared].sort());
      expect((entry?.events ?? []).map((e) => e.name).sort(), widget.tag).to.deep.equal(widget.events.map((e) => e.name).sort());
    }
  });

  for (const widget of WIDGETS) {
    describe(`<${widget.tag}>`, () => {
      it('observes exactly its documented attributes', async () => {
        const element = await mount(widget.tag);
        const observed = (customElements.get(widget.tag) as unknown as { observedAttributes: string[] }).observedAttributes;
        expect([...observed].sort()).to.deep.equal(widget.attributes.map((a) => kebab(a.prop)).sort());
        await waitFor(() => componentProps(element), `<${widget.tag}> to render`);
        element.remove();
      });

      for (const attribute of widget.attributes) {
        const name = kebab(attribute.prop);
        const sample = SAMPLES[attribute.type];

        it(`${name} (${attribute.type}): attribute → property and component; property → attribute and component; removed → not given`, async () => {
          const element = await mount(widget.tag, { [name]: sample.attribute });
          const host = element as unknown as Record<string, unknown>;
          await propsWith(element, attribute.prop, sample.value);
          expect(host[attribute.prop]).to.deep.equal(sample.value);

          host[attribute.prop] = sample.property;
          expect(element.getAttribute(name)).to.equal(sample.reflected);
          await propsWith(element, attribute.prop, sample.property);

          element.removeAttribute(name);
          await propsWith(element, attribute.prop, attribute.type === 'boolean' ? false : undefined);
          element.remove();
        });
      }

      if (widget.attributes.length > 0) {
        it('keeps a property set on an element created before its code loaded', async () => {
          // An element made in an inert document is not upgraded: its property is a plain own
          // property, as on a page where the script comes after the markup. Connecting it upgrades
          // it; the element must take the value through its setter.
          const [first] = widget.attributes;
          const sample = SAMPLES[first.type];
          const inert = document.implementation.createHTMLDocument('');
          const element = inert.createElement(widget.tag) as HTMLElement & Record<string, unknown>;
          element[first.prop] = sample.property;
          expect(Object.hasOwn(element, first.prop)).to.equal(true);
          document.body.append(document.adoptNode(element));
          await propsWith(element, first.prop, sample.property);
          expect(Object.hasOwn(element, first.prop)).to.equal(false);
          element.remove();
        });
      }
    });
  }
});
