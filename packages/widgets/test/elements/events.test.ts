// Every documented hd-* event of every registered element leaves the element as a bubbling,
// composed CustomEvent: placed inside a partner's own shadow root, a listener on the partner's
// document hears it (retargeted to the partner's element), with the widget's detail. The widget's
// callback prop is called directly here, so every event name in every descriptor is covered;
// events-from-widgets.test.ts has the widgets fire them on their own.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { componentProps, installFakeServer, loadEmbed, mount, waitFor, WIDGETS } from './support';

installFakeServer({ account: () => json(accountFixture()) });
await loadEmbed();

/** A partner's own custom element with an open shadow root, as a Lit or Stencil page would have. */
class PartnerCard extends HTMLElement {
  constructor() {
    super();
    this.attachShadow({ mode: 'open' }).innerHTML = '<section class="partner"></section>';
  }
}
customElements.define('partner-card', PartnerCard);

interface Heard {
  type: string;
  bubbles: boolean;
  composed: boolean;
  target: EventTarget | null;
  first: EventTarget | undefined;
  detail: unknown;
}

describe('hd-* events cross the shadow boundary (every registered element)', () => {
  for (const widget of WIDGETS.filter((w) => w.events.length > 0)) {
    it(`<${widget.tag}>: ${widget.events.map((e) => e.name).join(', ')}`, async () => {
      // Defined first through the document, so this test is about the events alone
      // (shadow-roots.test.ts: a tag that appears only in a partner's shadow root is defined too).
      (await mount(widget.tag)).remove();
      const partner = document.createElement('partner-card');
      document.body.append(partner);
      const element = await mount(widget.tag, {}, partner.shadowRoot?.querySelector('section') as HTMLElement);
      const props = await waitFor(() => componentProps(element), `<${widget.tag}> to render`);

      for (const event of widget.events) {
        const heard: Heard[] = [];
        const listener = (e: Event) =>
          heard.push({ type: e.type, bubbles: e.bubbles, composed: e.composed, target: e.target, first: e.composedPath()[0], detail: (e as CustomEvent).detail });
        document.addEventListener(event.name, listener);
        const callback = props[event.prop];
        expect(callback, `${widget.tag} passes ${event.prop} to its component`).to.be.a('function');
        const detail = { probe: `${widget.tag} ${event.name}` };
        (callback as (detail: unknown) => void)(detail);
        document.removeEventListener(event.name, listener);

        expect(heard, `${widget.tag} ${event.name}`).to.have.length(1);
        const [e] = heard;
        expect(e.type).to.equal(event.name);
        expect(e.bubbles, 'bubbles').to.equal(true);
        expect(e.composed, 'composed').to.equal(true);
        expect(e.target, 'retargeted to the partner’s element').to.equal(partner);
        expect(e.first, 'dispatched by the hd-* element').to.equal(element);
        expect(e.detail).to.deep.equal(detail);
      }
      partner.remove();
    });
  }
});
