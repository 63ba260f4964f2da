import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { accountFixture, tokensFixture } from '@healthdeck/sdk/testing';
import { pageAnswer } from './page-fixture.js';
import { renderApp, testClient } from './render-app.js';
import { signInWithTokens } from '@healthdeck/sdk';

// spec 001 §2 routes: "page whose path is hra-form"; spec 000 §7.6 nutrition form. A configured
// page whose path names a form shows that form as its content (page-path-content.tsx).
async function showPage(title: string, slug: string, path: string) {
  const setup = testClient({
    account: () => ({ status: 200, body: accountFixture({ roles: ['member'], verified: true }) }),
    clientPage: () => ({ status: 200, body: pageAnswer(title, {}, slug, { path }) }),
    hraForm: () => ({ status: 204 }),
    nutritionForm: () => ({ status: 200, body: { form: { status: 'new', encrypted_data: null, updated_at: null, submitted_at: null } } }),
  });
  await signInWithTokens(setup.client, tokensFixture());
  renderApp(`/client/${slug}`, setup.client);
  return setup;
}

describe('form pages (spec 001 §2 the page whose path is hra-form)', () => {
  it('the page whose path is hra-form shows the health assessment with its five sections', async () => {
    await showPage('My health check', 'my-check', 'hra-form');
    expect(await screen.findByRole('heading', { level: 1, name: 'My health check' })).toBeTruthy();
    const assessment = await screen.findByRole('region', { name: 'Health Assessment' });
    expect(await within(assessment).findByText('0 of 5 sections done')).toBeTruthy();
    expect(within(assessment).getAllByRole('button', { name: /^Get started: / })).toHaveLength(5);
  });

  it('the page whose path is nutrition-form shows the nutrition form', async () => {
    await showPage('Nutrition', 'nutrition', 'nutrition-form');
    expect(await screen.findByRole('region', { name: 'Nutrition Form' })).toBeTruthy();
  });
});
