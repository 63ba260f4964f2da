// Layouts that depend on the room an element is given (a phone, a narrow column of a partner's page),
// checked in Chromium where the element really lays out.
import { expect } from '@esm-bundle/chai';
import { accountFixture, json } from '@healthdeck/sdk/testing';
import { widgetConfig } from '../../src/widgets/content-card/test-config';
import { installFakeServer, loadEmbed, mount, waitFor } from './support';

installFakeServer({ account: () => json(accountFixture()) });
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
