// An hd-* element that appears only inside a partner's shadow root (open or closed, nested, or
// already there when the loader runs) is defined and renders, though its tag never appears in the
// document (src/embed/lazy-elements.ts watches shadow roots as they are attached).
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { installFakeServer, loadEmbed, rootPart, waitFor, WIDGETS } from './support';

installFakeServer({ account: () => json(accountFixture()) });

// One tag per case: once defined, a tag stays defined on the page.
const [early, open, closed, nested] = WIDGETS.map((w) => w.tag);

/** A partner's own component, as a Lit or Stencil page would have, holding hd-* elements in its shadow root. */
class PartnerBox extends HTMLElement {
  static mode: ShadowRootMode = 'open';
  /** The partner keeps its root to itself (a closed one: element.shadowRoot is null). */
  root: ShadowRoot;
  constructor() {
    super();
    this.root = this.attachShadow({ mode: (this.constructor as typeof PartnerBox).mode });
    this.root.innerHTML = '<section class="partner"></section>';
  }
  get slotSection(): HTMLElement {
    return this.root.querySelector('section') as HTMLElement;
  }
}
customElements.define('partner-open', class extends PartnerBox {});
customElements.define(
  'partner-closed',
  class extends PartnerBox {
    static mode: ShadowRootMode = 'closed';
  },
);

function partner(mode: ShadowRootMode, parent: ParentNode = document.body): PartnerBox {
  const box = document.createElement(`partner-${mode}`) as PartnerBox;
  parent.append(box);
  return box;
}

/** Waits until `element` (inside a shadow root) is upgraded and has rendered its widget. */
async function rendered(element: HTMLElement): Promise<void> {
  await waitFor(() => customElements.get(element.localName), `<${element.localName}> to be defined`);
  await waitFor(() => element.shadowRoot?.querySelector('[part~="root"]'), `<${element.localName}> to render`);
  expect(rootPart(element)).to.be.instanceOf(HTMLElement);
  expect(document.querySelector(element.localName), 'the tag is nowhere in the document').to.equal(null);
}

// Before the loader runs: an open shadow root that already holds an hd-* element.
const before = partner('open');
const earlyElement = document.createElement(early);
before.slotSection.append(earlyElement);
expect(customElements.get(early)).to.equal(undefined);
await loadEmbed();

describe('hd-* elements inside a partner’s shadow roots', () => {
  it('defines an element that was in an open shadow root before the loader ran', async () => {
    await rendered(earlyElement);
  });

  it('defines an element placed in an open shadow root attached after the loader', async () => {
    expect(customElements.get(open)).to.equal(undefined);
    const element = document.createElement(open);
    partner('open').slotSection.append(element);
    await rendered(element);
  });

  it('defines an element placed in a closed shadow root', async () => {
    expect(customElements.get(closed)).to.equal(undefined);
    const box = partner('closed');
    expect(box.shadowRoot).to.equal(null);
    const element = document.createElement(closed);
    box.slotSection.append(element);
    await rendered(element);
  });

  it('defines an element in a shadow root nested in another partner’s shadow root', async () => {
    expect(customElements.get(nested)).to.equal(undefined);
    const inner = partner('closed', partner('open').slotSection);
    const element = document.createElement(nested);
    inner.slotSection.append(element);
    await rendered(element);
  });

  it('leaves a partner’s attachShadow working as before (the same root, the same errors)', () => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    expect(host.shadowRoot).to.equal(root);
    expect(() => host.attachShadow({ mode: 'open' })).to.throw(DOMException);
  });
});
