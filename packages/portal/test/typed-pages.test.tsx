import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PageType, RouteName } from '@healthdeck/contract';
import { accountFixture, json, tokensFixture, type FakeHandler } from '@healthdeck/sdk/testing';
import { pageAnswer } from './page-fixture.js';
import { renderApp, testClient } from './render-app.js';
import { kitRecord } from './records-fixture.js';
import { signInWithTokens } from '@healthdeck/sdk';

// spec 000 §3.4 page types: each typed page shows its type's real content from the server above
// its configured areas (packages/portal/src/pages/page-type-content.tsx), under the page's title;
// spec 001 §2 feature flags gate the types tied to one.

const kit = kitRecord({ status: 'registered', results_ready: false, test_code: 'kidney', name: 'Kidney' });

const CONTENT: Partial<Record<RouteName, FakeHandler>> = {
  schedulingLink: () => json({ scheduling_link: { url: 'https://calendly.com/healthdeck-demo/care-call' } }),
  referrals: () =>
    json({
      referrals: [
        {
          id: '22222222-2222-4222-8222-000000000001',
          title: 'Breathing coach',
          button_text: 'Book',
          description: 'Ten minutes a day.',
          desktop_image: null,
          url: 'https://example.org/breathe',
          category: { id: '11111111-1111-4111-8111-111111111111', name: 'Mental health' },
        },
      ],
    }),
  randomReferral: () =>
    json({
      referral: {
        id: '22222222-2222-4222-8222-000000000002',
        title: 'Meal boxes',
        button_text: 'Order',
        description: '',
        desktop_image: null,
        url: 'https://example.org/meals',
        category: null,
      },
    }),
  randomHealthTip: () => json({ health_tip: { id: '55555555-5555-4555-8555-555555555555', description: 'Drink a glass of water before each meal.' } }),
  contactLink: () => json({ contact_link: { url: 'https://support.example.org/contact' } }),
  clientKits: () => json({ kits: [kit], next_after: null, total_count: 1 }),
  clientKitLast: () => json({ kit }),
  spotSamplesInfo: () => json({ kit_id: kit.kit_id, type: 'kidney', samples: [{ sample_type: 'Urine', instructions: 'Collect the first urine of the morning.', biomarkers: ['Albumin'] }] }),
  healthScores: () => json({ health_scores: [{ title: 'Activity', progress: 60, max: 100 }], sandbox: null }),
  // The organisation turns on the flags of the typed pages shown here (spec 001 §2: off by default).
  featureFlags: () => json({ flags: { calendly: true, referrals: true, random_referral: true, healthtip: true, contactus: true } }),
};

async function showTyped(pageType: PageType, extra: Partial<Record<RouteName, FakeHandler>> = {}) {
  const setup = testClient({
    account: () => json(accountFixture({ roles: ['member'], verified: true })),
    clientPage: () => json(pageAnswer('My page', {}, 'typed', { page_type: pageType })),
    ...CONTENT,
    ...extra,
  });
  await signInWithTokens(setup.client, tokensFixture());
  renderApp('/client/typed', setup.client);
  expect(await screen.findByRole('heading', { level: 1, name: 'My page' })).toBeTruthy();
  return setup;
}

describe('typed pages show their content (spec 000 §3.4)', () => {
  it('CALENDLY: the Calendly scheduling page embedded, and a link opening it in a new tab', async () => {
    await showTyped('CALENDLY');
    const frame = await screen.findByTitle('Scheduling page (Calendly)');
    expect(frame.getAttribute('src')).toMatch(/^https:\/\/calendly\.com\/healthdeck-demo\/care-call\?embed_type=Inline/);
    expect(screen.getByRole('link', { name: 'Open the scheduling page (opens in a new tab)' })).toBeTruthy();
    expect(screen.queryByText('Nothing has been added to this page yet.')).toBeNull();
  });

  it('REFERRALS: every referral by category', async () => {
    await showTyped('REFERRALS');
    const group = await screen.findByRole('region', { name: 'Mental health' });
    expect(within(group).getByRole('link', { name: 'Book (opens in a new tab)' }).getAttribute('href')).toBe('https://example.org/breathe');
  });

  it('RANDOMREFERRAL: one random referral', async () => {
    await showTyped('RANDOMREFERRAL');
    expect(await screen.findByRole('heading', { level: 3, name: 'Meal boxes' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Order (opens in a new tab)' }).getAttribute('href')).toBe('https://example.org/meals');
  });

  it('HEALTHTIP: a health tip', async () => {
    await showTyped('HEALTHTIP');
    expect(await screen.findByText('Drink a glass of water before each meal.')).toBeTruthy();
  });

  it("CONTACTUS: the organisation's contact page, opened in a new tab", async () => {
    await showTyped('CONTACTUS');
    expect((await screen.findByRole('link', { name: 'Contact us (opens in a new tab)' })).getAttribute('href')).toBe('https://support.example.org/contact');
  });

  it("TESTINGINSTRUCTION: how to take the latest kit's test", async () => {
    await showTyped('TESTINGINSTRUCTION');
    expect(await screen.findByRole('heading', { level: 3, name: 'Kidney (kit ID SPT-DEMO0001)' })).toBeTruthy();
    expect(await screen.findByText('Collect the first urine of the morning.')).toBeTruthy();
  });

  it("INSIGHTS: the member's device summaries (sleep, fitness) and the health scores", async () => {
    await showTyped('INSIGHTS');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sleep Summary' })).toBeTruthy();
    expect(await screen.findByRole('progressbar', { name: 'Activity' })).toBeTruthy();
  });

  it("MYTESTPAGE: the member's latest test with its status", async () => {
    await showTyped('MYTESTPAGE');
    expect(await screen.findByText('Kidney')).toBeTruthy();
    expect(screen.getByText('SPT-DEMO0001')).toBeTruthy();
  });

  it('HEALTHTIP is not there while no record turns its flag on (spec 001 §2: only my test page is on by default)', async () => {
    const setup = testClient({
      account: () => json(accountFixture({ roles: ['member'], verified: true })),
      clientPage: () => json(pageAnswer('My page', {}, 'typed', { page_type: 'HEALTHTIP' })),
      ...CONTENT,
      featureFlags: () => json({ flags: {} }),
    });
    await signInWithTokens(setup.client, tokensFixture());
    renderApp('/client/typed', setup.client);
    await waitFor(() => expect(setup.api.called('featureFlags').length).toBeGreaterThan(0));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(setup.api.called('randomHealthTip')).toHaveLength(0);
  });

  it('MYTESTPAGE is not there while the my test page flag is off (spec 001 §2)', async () => {
    const { api } = await (async () => {
      const setup = testClient({
        account: () => json(accountFixture({ roles: ['member'], verified: true })),
        clientPage: () => json(pageAnswer('My page', {}, 'typed', { page_type: 'MYTESTPAGE' })),
        ...CONTENT,
        featureFlags: () => json({ flags: { my_test_page: false } }),
      });
      await signInWithTokens(setup.client, tokensFixture());
      renderApp('/client/typed', setup.client);
      return setup;
    })();
    await waitFor(() => expect(api.called('featureFlags').length).toBeGreaterThan(0));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(api.called('clientKitLast')).toHaveLength(0);
  });
});
