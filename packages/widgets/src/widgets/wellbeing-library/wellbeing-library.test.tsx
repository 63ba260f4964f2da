import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Topic, WellbeingResource } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeServer } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { sanitizeHtml } from '../html-content/sanitize';
import { resourceLink } from './resource-link';
import { WellbeingLibrary } from './wellbeing-library';

// DOMPurify cannot walk happy-dom's tree (see html-content.test.tsx): the sanitiser is a stand-in
// here and what is tested is that only its output reaches the DOM; html-content's browser test runs
// the real one on the XSS corpus.
vi.mock('../html-content/sanitize', () => ({ sanitizeHtml: vi.fn() }));
const sanitize = vi.mocked(sanitizeHtml);
afterEach(() => {
  sanitize.mockReset();
  vi.restoreAllMocks();
});

let n = 0;
const uuid = () => {
  n += 1;
  return `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
};
function topic(title: string, overrides: Partial<Topic> = {}): Topic {
  return {
    id: uuid(),
    title,
    slug: title.toLowerCase().replace(/ /g, '-'),
    description: `${title} description`,
    category: 'mental-health',
    kind: 'content-topic',
    image: null,
    selected: false,
    ...overrides,
  };
}
function resource(topicId: string, title: string, overrides: Partial<WellbeingResource> = {}): WellbeingResource {
  return { id: uuid(), topic_id: topicId, title, slug: title.toLowerCase().replace(/\W+/g, '-'), description: '', url: null, body: '', image: null, ...overrides };
}

const ANXIETY = topic('Anxiety');
const STRESS = topic('Stress');
const RESOURCES: Record<string, WellbeingResource[]> = {
  anxiety: [
    resource(ANXIETY.id, 'Box breathing in four steps', { body: '<p>Breathe in for 4.</p><img src=x onerror="alert(1)">' }),
    resource(ANXIETY.id, 'Anxiety: self-help (NHS)', { url: 'https://www.nhs.uk/mental-health/' }),
  ],
  stress: [],
};
const INTERESTS = [topic('Nutrition', { kind: 'user-interest', selected: true }), topic('Fitness', { kind: 'user-interest' }), topic('Sleep', { kind: 'user-interest' })];

async function setup({ topics = [ANXIETY, STRESS] } = {}): Promise<{ client: HealthDeck; server: FakeServer; interests: Topic[] }> {
  const interests = INTERESTS.map((t) => ({ ...t }));
  const server = createFakeServer({
    account: () => json(accountFixture({ verified: true })),
    wellbeingTopics: ({ query }) => json({ category: query.get('category') ?? '', topics }),
    wellbeingTopic: ({ query }) => {
      const found = topics.find((t) => t.slug === query.get('slug'));
      return found ? json({ topic: found, resources: RESOURCES[found.slug] ?? [] }) : apiError(404, 'Wellbeing topic not found');
    },
    onboardingTopics: () => json({ topics: interests }),
    onboardingTopicInterests: ({ body }) => {
      const ids = (body as { topicInterestIds: string[] }).topicInterestIds;
      if (ids.length > 2) return apiError(400, 'Choose at most two interests', 'BAD_REQUEST');
      for (const t of interests) t.selected = ids.includes(t.id);
      return json({ topics: interests });
    },
  });
  const client = await createFakeClient(server);
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  return { client, server, interests };
}

function renderLibrary(client: HealthDeck, props = {}) {
  render(
    <HealthDeckProvider client={client}>
      <WellbeingLibrary {...props} />
    </HealthDeckProvider>,
  );
}

describe('WellbeingLibrary (spec 000 §7.6 wellbeing: topics, topic, resources)', () => {
  it('shows a skeleton, then the topics of the default category mental-health, the first one open with its resources', async () => {
    sanitize.mockReturnValue('<p>Breathe in for 4.</p>');
    const { client, server } = await setup();
    const release = server.holdNext('wellbeingTopics');
    renderLibrary(client);
    expect(screen.getByRole('heading', { level: 2, name: 'Wellbeing library' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading topics' })).toBeTruthy();
    release();
    const nav = await screen.findByRole('navigation', { name: 'Topics' });
    expect(server.called('wellbeingTopics')[0].query.get('category')).toBe('mental-health');
    expect(within(nav).getByRole('button', { name: 'Anxiety' }).getAttribute('aria-pressed')).toBe('true');
    expect(server.called('wellbeingTopic')[0].query.get('slug')).toBe('anxiety');
    expect(await screen.findByRole('listitem', { name: 'Box breathing in four steps' })).toBeTruthy();
  });

  it('an EXTERNAL resource opens its site in a new tab; an INTERNAL one opens in place with only the sanitised HTML', async () => {
    sanitize.mockReturnValue('<p>Breathe in for 4.</p>');
    const { client } = await setup();
    renderLibrary(client);
    const external = await screen.findByRole('listitem', { name: 'Anxiety: self-help (NHS)' });
    expect(external.textContent).toContain('External link');
    const link = within(external).getByRole('link', { name: /Open: Anxiety: self-help \(NHS\)/ });
    expect(link.getAttribute('href')).toBe('https://www.nhs.uk/mental-health/');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(link.textContent).toContain('opens in a new tab');

    const internal = screen.getByRole('listitem', { name: 'Box breathing in four steps' });
    expect(internal.textContent).toContain('Article');
    const read = within(internal).getByRole('button', { name: 'Read: Box breathing in four steps' });
    expect(read.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(read);
    expect(read.getAttribute('aria-expanded')).toBe('true');
    // The reader's sanitiser loads on demand (on pointer/focus of Read at the latest on the click).
    expect(await within(internal).findByText('Breathe in for 4.')).toBeTruthy();
    expect(sanitize).toHaveBeenCalledWith('<p>Breathe in for 4.</p><img src=x onerror="alert(1)">');
    expect(internal.querySelector('img')).toBeNull();
    await userEvent.click(within(internal).getByRole('button', { name: 'Hide: Box breathing in four steps' }));
    expect(within(internal).queryByText('Breathe in for 4.')).toBeNull();
  });

  it('another topic is chosen from the keyboard; a topic without resources says so', async () => {
    const { client } = await setup();
    renderLibrary(client);
    const stress = await screen.findByRole('button', { name: 'Stress' });
    stress.focus();
    await userEvent.keyboard('{Enter}');
    expect(stress.getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByText('No resources for this topic yet.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Stress' })).toBeTruthy();
  });

  it("asks for the given category, says when it has no topics, and shows 'Failed to load wellbeing topics' with Try again", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, server } = await setup({ topics: [] });
    server.failNext('wellbeingTopics', 500);
    renderLibrary(client, { category: 'nutrition' });
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to load wellbeing topics');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('There are no wellbeing topics yet. Check back soon.')).toBeTruthy();
    expect(server.called('wellbeingTopics').every((call) => call.query.get('category') === 'nutrition')).toBe(true);
  });
});

describe('Topic interests (spec 000 §3.3 topicInterestIds, §3.4 user-interest), editable as at onboarding', () => {
  it("shows the member's interests ticked and saves the new choice (topicInterestIds)", async () => {
    const { client, server } = await setup();
    renderLibrary(client);
    const nutrition = (await screen.findByRole('checkbox', { name: 'Nutrition' })) as HTMLInputElement;
    expect(nutrition.checked).toBe(true);
    expect(server.called('onboardingTopics')[0].query.get('kind')).toBe('user-interest');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Fitness' }));
    await userEvent.click(nutrition);
    await userEvent.click(screen.getByRole('button', { name: 'Save interests' }));
    expect(await screen.findByText('Your interests are saved.')).toBeTruthy();
    expect(server.called('onboardingTopicInterests')[0].body).toEqual({ topicInterestIds: [INTERESTS[1].id] });
    await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Fitness' }) as HTMLInputElement).checked).toBe(true));
    expect((screen.getByRole('checkbox', { name: 'Nutrition' }) as HTMLInputElement).checked).toBe(false);
  });

  it("shows the server's 400 message when the choice is refused", async () => {
    const { client } = await setup();
    renderLibrary(client);
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Fitness' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sleep' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save interests' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Choose at most two interests');
  });
});

describe('resourceLink (spec 000 §3.4 Link: INTERNAL, EXTERNAL)', () => {
  it.each([
    [{ body: '<p>x</p>', url: null }, 'INTERNAL'],
    [{ body: '<p>x</p>', url: 'https://example.org' }, 'INTERNAL'],
    [{ body: '  ', url: 'https://example.org' }, 'EXTERNAL'],
    [{ body: '', url: null }, 'INTERNAL'],
  ] as const)('%o is %s', (resource, link) => {
    expect(resourceLink(resource)).toBe(link);
  });
});
