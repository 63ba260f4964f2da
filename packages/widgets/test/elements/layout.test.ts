// Layouts that depend on the room an element is given (a phone, a narrow column of a partner's page),
// checked in Chromium where the element really lays out.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { widgetConfig } from '../../src/widgets/content-card/test-config';
import { kit } from '../../src/kits/fake-kits-api';
import { installFakeServer, loadEmbed, mount, signIn, waitFor } from './support';

installFakeServer({ account: () => json(accountFixture()), clientKits: () => json({ kits: [kit(), kit({ name: 'Thyroid Health' })], next_after: null, total_count: 2 }) });
await loadEmbed();

/** The demo clinic's wide logo (the card takes a web address or a path on the page's origin; the runner serves the repository). */
const LOGO = '/packages/portal/public/logos/healthdeck-demo-clinic.svg';

async function borderlessCard(width: number, imagePosition: 'LEFT' | 'RIGHT') {
  const column = document.createElement('div');
  column.style.width = `${width}px`;
  document.body.append(column);
  const config = widgetConfig({
    type: 'borderless',
    title: 'HealthDeck Demo Clinic',
    description: 'Your care team is one message away.',
    image: LOGO,
    imagePosition,
  });
  const element = await mount('hd-content-card', { config: JSON.stringify(config) }, column);
  const content = await waitFor(() => element.shadowRoot?.querySelector<HTMLElement>('.hd-content-card__content'), 'the card');
  const image = await waitFor(() => element.shadowRoot?.querySelector<HTMLImageElement>('.hd-content-card__image'), 'the image');
  await waitFor(() => image.complete && image.getBoundingClientRect().height > 0, 'the image to load');
  return { column, content: content.getBoundingClientRect(), image: image.getBoundingClientRect() };
}

describe('a borderless content card with its image beside the text', () => {
  it("keeps the text at least 12rem wide in a 300 px column (a phone, a partner page's sidebar), the image below it", async () => {
    const { column, content, image } = await borderlessCard(300, 'RIGHT');
    expect(content.width).to.be.at.least(192);
    expect(image.top).to.be.at.least(content.bottom);
    column.remove();
  });

  it('puts a LEFT image above the text when they do not fit side by side', async () => {
    const { column, content, image } = await borderlessCard(300, 'LEFT');
    expect(content.width).to.be.at.least(192);
    expect(content.top).to.be.at.least(image.bottom);
    column.remove();
  });

  it('keeps the image beside the text where there is room', async () => {
    const { column, content, image } = await borderlessCard(700, 'RIGHT');
    expect(image.left).to.be.at.least(content.right);
    expect(Math.abs(image.top - content.top)).to.be.below(content.height);
    column.remove();
  });
});

/** The testing center in a `width` px column (the member signed in), once its table's pagination is there: where 'Page X of Y' and each button lie. */
async function pagination(width: number) {
  const column = document.createElement('div');
  column.style.width = `${width}px`;
  document.body.append(column);
  const element = await mount('hd-testing-center', {}, column);
  const nav = await waitFor(() => element.shadowRoot?.querySelector<HTMLElement>('.hd-pagination'), 'the pagination');
  await waitFor(() => element.shadowRoot?.querySelector('.hd-client-table__row'), 'the kits');
  const box = (name: string) => {
    const found = [...nav.querySelectorAll('button')].find((b) => b.textContent?.trim() === name);
    if (!found) throw new Error(`no ${name} button`);
    return found.getBoundingClientRect();
  };
  const page = nav.querySelector('.hd-pagination__page')?.getBoundingClientRect();
  if (!page) throw new Error("no 'Page X of Y'");
  return { column, page, first: box('First Page'), previous: box('Previous'), next: box('Next'), last: box('Last Page') };
}

describe("the client table's pagination (the testing center)", () => {
  before(() => signIn());

  it("puts 'Page X of Y' above its four buttons, two by two, in a 343 px column (a 375 px phone)", async () => {
    const { column, page, first, previous, next, last } = await pagination(343);
    expect(first.top).to.be.at.least(page.bottom);
    expect(previous.top).to.equal(first.top);
    expect(previous.left).to.be.at.least(first.right);
    expect(next.top).to.be.at.least(first.bottom);
    expect(last.top).to.equal(next.top);
    expect(next.left).to.equal(first.left);
    expect(last.right).to.equal(previous.right);
    column.remove();
  });

  it("keeps the four buttons and 'Page X of Y' on one row where there is room", async () => {
    const { column, page, first, previous, next, last } = await pagination(900);
    for (const box of [page, previous, next, last]) expect(Math.abs(box.top + box.height / 2 - (first.top + first.height / 2))).to.be.below(2);
    expect(previous.left).to.be.at.least(first.right);
    expect(page.left).to.be.at.least(previous.right);
    expect(next.left).to.be.at.least(page.right);
    expect(last.left).to.be.at.least(next.right);
    column.remove();
  });
});
