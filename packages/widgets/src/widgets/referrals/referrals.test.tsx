import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { Referral } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';
import { accountFixture, apiError, createFakeClient, createFakeServer, json, type FakeHandler } from '@healthdeck/sdk/testing';
import { HealthDeckProvider } from '../../provider/health-deck-provider';
import { groupByCategory, Referrals } from './referrals';

afterEach(() => {
  vi.restoreAllMocks();
});

const MENTAL = { id: '11111111-1111-4111-8111-111111111111', name: 'Mental health' };
const referral = (n: number, title: string, extra: Partial<Referral> = {}): Referral => ({
  id: `22222222-2222-4222-8222-00000000000${n}`,
  title,
  button_text: 'Book a session',
  description: '',
  desktop_image: null,
  url: `https://example.org/${n}`,
  category: MENTAL,
  ...extra,
});
const LIST = [
  referral(1, 'Breathing coach', { description: 'Ten minutes a day.', desktop_image: '/media/breath.png' }),
  referral(2, 'Talk to someone', { button_text: '  ', url: 'javascript:alert(1)' }),
  referral(3, 'Legal aid', { category: null, button_text: 'Get help' }),
];

async function show(referrals: FakeHandler): Promise<HealthDeck> {
  const client = await createFakeClient(createFakeServer({ account: () => json(accountFixture({ verified: true })), referrals }), { signedIn: true });
  client.queryClient.setDefaultOptions({ queries: { retry: false } });
  render(
    <HealthDeckProvider client={client}>
      <Referrals />
    </HealthDeckProvider>,
  );
  return client;
}

describe('Referrals (spec 000 §3.4 REFERRALS; spec 001 §3 Referral)', () => {
  it('groups the referrals by category, each with its image, description and a button opening its url in a new tab', async () => {
    await show(() => json({ referrals: LIST }));
    expect(screen.getByRole('status', { name: 'Loading referrals' })).toBeTruthy();
    const mental = await screen.findByRole('region', { name: 'Mental health' });
    expect(
      within(mental)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Breathing coach', 'Talk to someone']);
    expect(within(mental).getByText('Ten minutes a day.')).toBeTruthy();
    expect(mental.querySelector('img')?.getAttribute('src')).toBe('/media/breath.png');
    const book = within(mental).getByRole('link', { name: 'Book a session (opens in a new tab)' });
    expect(book.getAttribute('href')).toBe('https://example.org/1');
    expect(book.getAttribute('target')).toBe('_blank');
    expect(book.getAttribute('rel')).toBe('noopener noreferrer');
    // A javascript: address leads nowhere: no button.
    expect(within(mental).getAllByRole('link')).toHaveLength(1);
    const other = screen.getByRole('region', { name: 'Other services' });
    expect(within(other).getByRole('link', { name: 'Get help (opens in a new tab)' }).getAttribute('href')).toBe('https://example.org/3');
  });

  it('says so when there are no referrals', async () => {
    await show(() => json({ referrals: [] }));
    expect(await screen.findByText('There are no referrals for you yet. Check back soon.')).toBeTruthy();
  });

  it('shows the failure with Try again, and loads on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let calls = 0;
    await show(() => (++calls === 1 ? apiError(500) : json({ referrals: LIST })));
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load your referrals.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('region', { name: 'Mental health' })).toBeTruthy();
  });

  it('groupByCategory keeps the server order and starts a group at each category change', () => {
    expect(groupByCategory(LIST).map((g) => [g.name, g.referrals.length])).toEqual([
      ['Mental health', 2],
      [null, 1],
    ]);
  });
});
