// A signed-out visitor of a partner's page sees every element's "Sign in to …" message in one look
// (tokens.css `.hd-signed-out`): each widget once styled its own, so one page showed them in three
// sizes and two colours, some in the host page's font size.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { installFakeServer, loadEmbed, mount, rootPart, waitFor, WIDGETS } from './support';

installFakeServer({ account: () => json(accountFixture()) });
await loadEmbed();

// A host page whose text is larger and coloured: an element's message must not take either.
document.body.style.setProperty('font-size', '20px');
document.body.style.setProperty('color', 'rgb(120, 10, 10)');

/** The element's signed-out messages: the paragraphs of its shadow root that ask to sign in. */
const signedOutMessages = (element: HTMLElement) => [...rootPart(element).querySelectorAll<HTMLElement>('p')].filter((p) => p.textContent?.startsWith('Sign in to'));

const look = (p: HTMLElement) => {
  const style = getComputedStyle(p);
  return { fontSize: style.fontSize, color: style.color, margin: style.margin };
};

describe('the signed-out message has one look in every element', () => {
  // The look of the message as tokens.css gives it (0.9rem, the muted colour, no margin).
  const expected = { fontSize: '14.4px', color: 'rgb(75, 85, 99)', margin: '0px' };
  // Elements that show no signed-out message of their own (content given by the host, a panel of
  // other widgets' messages, a scan started from the vitals card) are left out by what they render.
  /** How many elements showed a message, counted as each element's test runs (mocha runs them in order). */
  let shown = 0;
  for (const widget of WIDGETS) {
    it(`<${widget.tag}>`, async () => {
      const element = await mount(widget.tag);
      // Rendered once the root has any text; then its messages (none for a widget without one).
      await waitFor(() => rootPart(element).textContent?.trim(), `<${widget.tag}> to render`);
      const messages = signedOutMessages(element);
      if (messages.length > 0) shown++;
      for (const message of messages) {
        expect(look(message), `${message.textContent}`).to.deep.equal(expected);
        expect(message.classList.contains('hd-signed-out'), 'the shared class').to.equal(true);
      }
      element.remove();
    });
  }

  it('most elements show one (the test is not vacuous)', () => {
    expect(shown).to.be.greaterThan(WIDGETS.length * 0.75);
  });
});
