import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { Widget } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { accountFixture, createFakeClient, createFakeServer, json } from '@healthdeck/sdk/testing';
import { ContentCard } from './content-card';
import { cardCtaTarget } from './cta';
import { widgetConfig } from './test-config';

afterEach(() => {
  vi.restoreAllMocks();
});

async function signedOut(): Promise<HealthDeck> {
  return createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })) }), { signedIn: false });
}
async function withAccount(): Promise<HealthDeck> {
  return createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })) }));
}

async function renderCard(config: Widget, { client, navigate }: { client?: HealthDeck; navigate?: (path: string) => void } = {}) {
  return render(
    <HealthDeckProvider client={client ?? (await signedOut())} navigate={navigate}>
      <ContentCard config={config} />
    </HealthDeckProvider>,
  );
}

const card = () => screen.getByRole('region');
const links = () => screen.queryAllByRole('link');

describe('common (spec 001 §2: image, title, text, optional arrow or button call to action)', () => {
  it('shows the image, title and text, and a button link to a page through the host navigation', async () => {
    const navigate = vi.fn();
    await renderCard(
      widgetConfig({
        type: 'common',
        title: 'Sleep better',
        subtitle: 'Week one',
        description: 'Small habits for deeper sleep.',
        image: 'https://cdn.example.com/sleep.png',
        cta_type: 'button',
        cta_text: 'Start now',
        cta_url_type: 'page',
        cta_page: { slug: 'sleep', parent_slug: 'programs' },
      }),
      { navigate },
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Sleep better' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sleep better' })).toBeTruthy();
    expect(screen.getByText('Week one')).toBeTruthy();
    expect(screen.getByText('Small habits for deeper sleep.')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Sleep better' }).getAttribute('src')).toBe('https://cdn.example.com/sleep.png');
    const start = screen.getByRole('link', { name: 'Start now' });
    expect(start.getAttribute('href')).toBe('/client/programs/sleep');
    expect(start.getAttribute('target')).toBeNull();
    expect(start.className).toContain('hd-button');
    const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    start.dispatchEvent(click);
    expect(navigate).toHaveBeenCalledWith('/client/programs/sleep');
    expect(click.defaultPrevented).toBe(true);
  });

  it('is a plain link to /client/{slug} without a host navigation, and a modified click is left to the browser', async () => {
    const navigate = vi.fn();
    await renderCard(
      widgetConfig({ type: 'common', title: 'Profile', cta_type: 'button', cta_text: 'Open profile', cta_url_type: 'page', cta_page: { slug: 'profile', parent_slug: null } }),
      { navigate },
    );
    const link = screen.getByRole('link', { name: 'Open profile' });
    expect(link.getAttribute('href')).toBe('/client/profile');
    fireEvent.click(link, { ctrlKey: true });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('shows an arrow (no button text) for cta_type arrow, opening an external address in a new tab', async () => {
    await renderCard(widgetConfig({ type: 'common', title: 'Folic acid', cta_type: 'arrow', cta_text: 'Read more', cta_url_type: 'url', cta_url: 'https://www.acog.org/folic' }));
    const arrow = screen.getByRole('link', { name: 'Read more (opens in a new tab)' });
    expect(arrow.getAttribute('href')).toBe('https://www.acog.org/folic');
    expect(arrow.getAttribute('target')).toBe('_blank');
    expect(arrow.getAttribute('rel')).toBe('noopener noreferrer');
    expect(arrow.className).toContain('hd-content-card__cta--arrow');
    expect(arrow.className).not.toContain('hd-button');
    expect(arrow.textContent).toBe('');
  });

  it('names the arrow after the title when it has no text, and a button link after "Learn more"', async () => {
    const { unmount } = await renderCard(widgetConfig({ type: 'common', title: 'Hydrate', cta_type: 'arrow', cta_url_type: 'page', cta_page: { slug: 'hydration', parent_slug: null } }));
    expect(screen.getByRole('link', { name: 'Hydrate' }).getAttribute('href')).toBe('/client/hydration');
    unmount();
    await renderCard(widgetConfig({ type: 'common', title: 'Hydrate', cta_type: 'button', cta_url_type: 'url', cta_url: 'https://example.com/water' }));
    expect(screen.getByRole('link', { name: 'Learn more (opens in a new tab)' }).textContent).toBe('Learn more (opens in a new tab)');
  });

  it('has no call to action for link type none, nor a missing page or address', async () => {
    const { unmount } = await renderCard(widgetConfig({ type: 'common', title: 'Nothing to click', cta_text: 'Go', cta_url_type: 'none', cta_url: 'https://example.com' }));
    expect(links()).toEqual([]);
    unmount();
    await renderCard(widgetConfig({ type: 'common', title: 'No page', cta_text: 'Go', cta_url_type: 'page' }));
    expect(links()).toEqual([]);
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(document.cookie)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    'not a url',
  ])('never makes a link of the address %j', async (url) => {
    await renderCard(widgetConfig({ type: 'common', title: 'Hostile', cta_text: 'Click', cta_url_type: 'url', cta_url: url, image: url }));
    expect(links()).toEqual([]);
    expect(screen.queryByRole('img')).toBeNull();
    expect(cardCtaTarget({ cta_url_type: 'url', cta_url: url })).toBeNull();
  });
});

describe('the other card types (spec 001 §2 Widget types)', () => {
  it('nudge: title, text and an arrow to the page', async () => {
    await renderCard(
      widgetConfig({
        type: 'nudge',
        title: 'Drink a glass of water',
        description: 'You are 2 glasses short today.',
        cta_text: 'Log water',
        cta_url_type: 'page',
        cta_page: { slug: 'hydration', parent_slug: null },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Drink a glass of water' })).toBeTruthy();
    expect(screen.getByText('You are 2 glasses short today.')).toBeTruthy();
    const arrow = screen.getByRole('link', { name: 'Log water' });
    expect(arrow.getAttribute('href')).toBe('/client/hydration');
    expect(arrow.className).toContain('hd-content-card__cta--arrow');
    expect(card().className).toContain('hd-content-card--nudge');
  });

  it('headline: the large title, subtitle and image', async () => {
    await renderCard(widgetConfig({ type: 'headline', title: 'Spring Wellness Challenge', subtitle: 'March 20 to June 20', image: '/media/spring.png' }));
    expect(screen.getByRole('heading', { name: 'Spring Wellness Challenge' }).className).toContain('hd-content-card__title--headline');
    expect(screen.getByText('March 20 to June 20')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Spring Wellness Challenge' }).getAttribute('src')).toBe('/media/spring.png');
    expect(links()).toEqual([]);
  });

  it('borderless: the image left by default and right for imagePosition RIGHT', async () => {
    const { unmount } = await renderCard(widgetConfig({ type: 'borderless', title: 'Left', description: 'Text', image: '/media/a.png' }));
    expect(card().firstElementChild?.tagName).toBe('IMG');
    expect(card().className).toContain('hd-content-card--image-left');
    unmount();
    await renderCard(widgetConfig({ type: 'borderless', title: 'Right', description: 'Text', image: '/media/a.png', imagePosition: 'RIGHT' }));
    expect(card().lastElementChild?.tagName).toBe('IMG');
    expect(card().className).toContain('hd-content-card--image-right');
    expect(screen.getByRole('img', { name: 'Right' })).toBeTruthy();
  });

  it('borderless without an image is just its text', async () => {
    await renderCard(widgetConfig({ type: 'borderless', title: 'Plain', description: 'Only words' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.getByText('Only words')).toBeTruthy();
  });

  it('icon_nudge: a decorative icon and a button reading cta_text', async () => {
    await renderCard(
      widgetConfig({
        type: 'icon_nudge',
        title: 'Book a visit',
        description: 'Talk to a doctor today.',
        icon: 'https://cdn.example.com/stethoscope.svg',
        cta_text: 'Book',
        cta_url_type: 'url',
        cta_url: 'https://care.example.com/book',
      }),
    );
    const icon = card().querySelector('img');
    expect(icon?.getAttribute('alt')).toBe('');
    expect(icon?.getAttribute('src')).toBe('https://cdn.example.com/stethoscope.svg');
    const book = screen.getByRole('link', { name: 'Book (opens in a new tab)' });
    expect(within(book).getByText('Book')).toBeTruthy();
    expect(book.className).toContain('hd-button');
    expect(book.getAttribute('target')).toBe('_blank');
  });

  it('quad: the title, image and quadOptions subtitle and description', async () => {
    await renderCard(
      widgetConfig({
        type: 'quad',
        title: 'Nutrition',
        image: '/media/food.png',
        quadOptions: { subtitle: 'Eat the rainbow', description: 'Five colours a day.' },
        cta_url_type: 'page',
        cta_page: { slug: 'meals', parent_slug: null },
      }),
    );
    expect(screen.getByRole('heading', { name: 'Nutrition' })).toBeTruthy();
    expect(screen.getByText('Eat the rainbow')).toBeTruthy();
    expect(screen.getByText('Five colours a day.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Nutrition' }).getAttribute('href')).toBe('/client/meals');
  });

  it('large_quad: each group with its images, content and description', async () => {
    await renderCard(
      widgetConfig({
        type: 'large_quad',
        title: 'Your week',
        largeQuadOptions: {
          groups: [
            { image_a: '/media/1.png', image_b: '/media/2.png', image_c: 'javascript:alert(1)', content: 'Move', description: 'Walk 30 minutes.' },
            { content: 'Rest', description: 'Sleep 8 hours.' },
          ],
        },
      }),
    );
    const groups = within(card()).getAllByRole('listitem');
    expect(groups).toHaveLength(2);
    expect(within(groups[0]!).getByText('Move')).toBeTruthy();
    expect(within(groups[0]!).getByText('Walk 30 minutes.')).toBeTruthy();
    expect(groups[0]!.querySelectorAll('img')).toHaveLength(2);
    expect(within(groups[0]!).getByRole('img', { name: 'Move' })).toBeTruthy();
    expect(within(groups[1]!).getByText('Sleep 8 hours.')).toBeTruthy();
  });

  it('two_content_links: two entries, each its own link in a new tab; a hostile address is no link', async () => {
    await renderCard(
      widgetConfig({
        type: 'two_content_links',
        title: 'Learn more',
        two_content_link_options: [
          { content_title: 'Prenatal vitamins', cta_text: 'Read', cta_url: 'https://example.com/vitamins' },
          { content_title: 'Morning sickness', cta_text: 'Watch', cta_url: 'javascript:alert(1)' },
        ],
      }),
    );
    expect(screen.getByText('Prenatal vitamins')).toBeTruthy();
    expect(screen.getByText('Morning sickness')).toBeTruthy();
    const read = screen.getByRole('link', { name: 'Read (opens in a new tab)' });
    expect(read.getAttribute('href')).toBe('https://example.com/vitamins');
    expect(read.getAttribute('rel')).toBe('noopener noreferrer');
    expect(links()).toHaveLength(1);
  });

  it('text: the title and text with its line breaks, and no link for link type none', async () => {
    await renderCard(widgetConfig({ type: 'text', title: 'About this page', description: 'First line\nSecond line', cta_url_type: 'none' }));
    expect(screen.getByRole('heading', { name: 'About this page' })).toBeTruthy();
    expect(screen.getByText(/First line\s+Second line/).className).toContain('hd-content-card__text--long');
    expect(links()).toEqual([]);
  });
});

describe('placeholders and unknown types', () => {
  it("fills {{path}} from the member's account (the sdk's fillTemplate)", async () => {
    await renderCard(
      widgetConfig({
        type: 'nudge',
        title: 'Hello {{ user.email }}',
        description: 'We write to {{user.email}}; {{user.nickname}} stays.',
        cta_text: 'Go {{user.email}}',
        cta_url_type: 'page',
        cta_page: { slug: 'home', parent_slug: null },
      }),
      { client: await withAccount() },
    );
    expect(await screen.findByRole('heading', { name: 'Hello member@example.com' })).toBeTruthy();
    expect(screen.getByText('We write to member@example.com; {{user.nickname}} stays.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go member@example.com' })).toBeTruthy();
  });

  it('leaves the placeholders as written while signed out', async () => {
    await renderCard(widgetConfig({ type: 'text', title: 'Hello {{user.email}}' }));
    expect(screen.getByRole('heading', { name: 'Hello {{user.email}}' })).toBeTruthy();
  });

  it('renders nothing, and logs, for a type it does not render (or no config)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { container, unmount } = await renderCard(widgetConfig({ type: 'html', name: 'Stray', html: '<p>x</p>' }));
    expect(container.textContent).toBe('');
    expect(error).toHaveBeenCalledWith(expect.stringContaining("does not render the widget type 'html'"));
    unmount();
    const client = await signedOut();
    const empty = render(
      <HealthDeckProvider client={client}>
        <ContentCard />
      </HealthDeckProvider>,
    );
    expect(empty.container.textContent).toBe('');
  });
});
