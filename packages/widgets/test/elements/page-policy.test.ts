// The element tests' page sends a strict policy (web-test-runner.config.mjs): no inline handler, no
// style attribute. Every element test fails on a violation (support.ts); this file shows the page
// hears one, so a test that passes is one whose elements raised none.
import { expect } from '@esm-bundle/chai';
import './support';

describe("the element tests' page policy", () => {
  it('hears a style attribute and an inline handler, what no element may use on a strict partner page', async () => {
    const probe = document.createElement('div');
    probe.setAttribute('style', 'color: rgb(255, 0, 0)');
    probe.setAttribute('onclick', 'void 0');
    document.body.append(probe);
    probe.click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    probe.remove();
    // Taken out here, so this file's own afterEach passes.
    const heard = window.__hdCspViolations.splice(0);
    expect(heard.some((violation) => violation.startsWith('style-src-attr'))).to.equal(true);
    expect(heard.some((violation) => violation.startsWith('script-src-attr'))).to.equal(true);
  });
});
