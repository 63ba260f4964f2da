// A second copy of the loader on the same page (another version of the package, its own module
// graph at /embed-next/, see web-test-runner.config.mjs) warns and changes nothing: the first one's
// API object, client and element definitions stay and keep working. An hd-* tag already defined by
// another copy is kept with a warning instead of the page breaking on a second define.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { installFakeServer, loadEmbed, mount, rootPart, waitFor } from './support';

installFakeServer({ account: () => json(accountFixture()) });

const pageErrors: string[] = [];
window.addEventListener('error', (e) => pageErrors.push(String(e.message)));
window.addEventListener('unhandledrejection', (e) => pageErrors.push(String(e.reason)));

const warnings: string[] = [];
const consoleWarn = console.warn;
console.warn = (...args: unknown[]) => warnings.push(args.map(String).join(' '));

// The test page's own modules have filled the default buffer of 250 entries; the files loaded from
// here on are what the assertions read.
performance.clearResourceTimings();
performance.setResourceTimingBufferSize(5000);

const first = await loadEmbed('/embed/healthdeck.js');
const version = first.version;
const nextVersion = `${version}-next`;

/** The same build served as another version of the package (web-test-runner.config.mjs). */
const NEXT_LOADER: string = '/embed-next/healthdeck.js';
type Versioned = CustomElementConstructor & { hdVersion?: string };
const signedOutText = (element: HTMLElement) => rootPart(element).textContent?.includes('Sign in to track your hydration.');
const chunksFrom = (prefix: string) => performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname.startsWith(prefix) && e.name.includes('-element-'));

after(() => {
  console.warn = consoleWarn;
});

describe('a second version of the loader on the same page', () => {
  it('warns, naming both versions, and keeps the first loader', async () => {
    const tracker = await mount('hd-hydration-tracker');
    await waitFor(() => signedOutText(tracker), 'the tracker’s signed-out state');
    const client = first.client;
    warnings.length = 0;

    await import(/* @vite-ignore */ NEXT_LOADER);

    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.include('[healthdeck] the embed script was loaded twice');
    expect(warnings[0]).to.include(`this copy is ${nextVersion}`);
    expect(warnings[0]).to.include(`keeping version ${version}`);
    expect(window.HealthDeck).to.equal(first);
    expect(window.HealthDeck?.version).to.equal(version);
    expect(window.HealthDeck?.client).to.equal(client);
    expect((customElements.get('hd-hydration-tracker') as Versioned).hdVersion).to.equal(version);
    expect(signedOutText(tracker)).to.equal(true);
    expect(pageErrors).to.deep.equal([]);
  });

  it('elements placed afterwards are defined by the first loader, from its own files', async () => {
    const tip = await mount('hd-health-tip');
    expect((customElements.get('hd-health-tip') as Versioned).hdVersion).to.equal(version);
    await waitFor(() => rootPart(tip).childElementCount > 0, 'the health tip to render');
    expect(chunksFrom('/embed/chunks/').length).to.be.greaterThan(0);
    expect(chunksFrom('/embed-next/'), 'nothing of the second copy’s elements loaded').to.deep.equal([]);
    expect(pageErrors).to.deep.equal([]);
  });

  it('a tag another copy defined first is kept with a warning; the page goes on', async () => {
    // As if the partner's own bundle (another @healthdeck/widgets) defined <hd-mood-tracker> first.
    class OtherCopy extends HTMLElement {
      static readonly hdVersion = nextVersion;
    }
    customElements.define('hd-mood-tracker', OtherCopy);
    warnings.length = 0;

    const mood = await mount('hd-mood-tracker');
    await waitFor(() => warnings.length > 0, 'the warning');
    expect(warnings[0]).to.include(`<hd-mood-tracker> is already defined by @healthdeck/widgets ${nextVersion}; keeping it (this copy is ${version})`);
    expect(customElements.get('hd-mood-tracker')).to.equal(OtherCopy);
    expect(mood).to.be.instanceOf(OtherCopy);

    // The loader still defines and renders the other elements.
    const tracker = await mount('hd-hydration-tracker');
    await waitFor(() => signedOutText(tracker), 'another tracker’s signed-out state');
    expect(pageErrors).to.deep.equal([]);
  });
});
