// The partner's theme reaches every registered element's shadow root: `--hd-*` custom properties set
// on the element (or any ancestor) change computed styles inside it, every CSS property the
// descriptor documents is read by the element's stylesheet, and ::part(root) styles it from outside.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { installFakeServer, loadEmbed, mount, rootPart, WIDGETS } from './support';

installFakeServer({ account: () => json(accountFixture()) });
await loadEmbed();

const page = document.createElement('style');
page.textContent = WIDGETS.map((w) => `${w.tag}.outlined::part(root) { outline: 3px solid rgb(7, 8, 9); }`).join('\n');
document.head.append(page);

describe('the theme reaches the shadow root (every registered element)', () => {
  for (const widget of WIDGETS) {
    it(`<${widget.tag}>`, async () => {
      const element = await mount(widget.tag);
      const root = rootPart(element);
      const defaults = getComputedStyle(root);
      expect(defaults.color, 'default text colour').to.equal('rgb(31, 41, 55)');

      // On the element itself.
      element.style.setProperty('--hd-color-text', 'rgb(1, 2, 3)');
      element.style.setProperty('--hd-font-family', 'HdElementTestFont, serif');
      expect(getComputedStyle(root).color).to.equal('rgb(1, 2, 3)');
      expect(getComputedStyle(root).fontFamily).to.equal('HdElementTestFont, serif');

      // On an ancestor: the partner's page theme.
      element.removeAttribute('style');
      const themed = document.createElement('div');
      themed.style.setProperty('--hd-color-text', 'rgb(4, 5, 6)');
      document.body.append(themed);
      themed.append(element);
      expect(getComputedStyle(rootPart(element)).color).to.equal('rgb(4, 5, 6)');

      // ::part(root) from the page's stylesheet.
      element.classList.add('outlined');
      expect(getComputedStyle(rootPart(element)).outlineColor).to.equal('rgb(7, 8, 9)');

      // That every documented --hd-* property is read by the element's sheet or by the sheet of a
      // part it loads on demand (not adopted until then) is checked on the sheets' text in
      // src/registry/registry.test.ts.
      themed.remove();
    });
  }
});
