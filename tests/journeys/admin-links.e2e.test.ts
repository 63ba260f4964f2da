// Admin link pairs and batch uploads against the real server (spec 000 §3.3 link pairs, §4 campaigns
// toggled per organisation, §7.6 batch uploads, §8): the demo admin opens a fresh
// organisation's links from its list, links a program found by search and a campaign, switches the
// campaign off, follows the program to its own links, adds a health action with a priority (the
// server's 400 for a priority out of range shown as sent), removes the organisation link; then
// uploads a users file with one bad row (every bad row listed, nothing imported) and a file that is
// not csv or json. axe-core finds no violation on any page visited. The records are made for the
// journey, so the demo organisation and programmes are left as they were. A second test uploads an
// organisation's logo variant and makes a reward with a background image and a redemption secret.
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import { journeyBrowser, newPage } from '../support/browser';
import { apiAccessToken, DEMO_ADMIN } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { answered } from '../support/answered';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
const journey = journeyBrowser();

const stamp = Date.now().toString(36);
const names = {
  organization: `Links Org ${stamp}`,
  program: `Links Program ${stamp}`,
  campaign: `Links Campaign ${stamp}`,
  healthAction: `Links Action ${stamp}`,
};

/** Makes a record of a class through the generic admin add (spec 000 §7.1), as the demo admin. */
async function addRecord(token: string, classkey: string, data: Record<string, unknown>): Promise<string> {
  return (await api<{ id: string }>(token, 'POST', '/api/admin/add', { classkey, data })).id;
}

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const section = (page: Page, name: string) => page.locator('section.hd-link-section').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
/** Finds a record by the add form's debounced search and links it. */
async function addLink(page: Page, sectionName: string, singular: string, label: string, linkPath: string) {
  const part = section(page, sectionName);
  await part.getByLabel(`Find a ${singular}`).fill(stamp);
  const select = part.getByLabel(`${singular.charAt(0).toUpperCase()}${singular.slice(1)} to add`);
  await expect.poll(() => select.locator('option', { hasText: label }).count(), { timeout: 15_000 }).toBe(1);
  await select.selectOption({ label });
  const linked = answered(page, linkPath, 'POST');
  await part.getByRole('button', { name: 'Add', exact: true }).click();
  expect((await linked).status()).toBeLessThan(300);
  await expect.poll(() => part.getByRole('link', { name: `Links of ${label}` }).isVisible(), { timeout: 15_000 }).toBe(true);
}

test('an admin links an organisation, a program, a campaign and a health action, and a bad batch upload imports nothing', async () => {
  const token = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  await addRecord(token, 'organizations', { name: names.organization, code: `links-org-${stamp}`, logo_variants: [] });
  await addRecord(token, 'programs', { name: names.program, code: `links-program-${stamp}` });
  await addRecord(token, 'campaigns', { name: names.campaign, code: `links-campaign-${stamp}` });
  await addRecord(token, 'health_actions', { title: names.healthAction, code: `links_action_${stamp}`, care_category: 'everyday-care' });

  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));

  // The organisation's links, from its row in the organisations list.
  await page.goto('/admin/classes/organizations');
  await page.getByLabel('Search organizations').fill(stamp);
  await expect.poll(() => page.getByRole('row').filter({ hasText: names.organization }).count(), { timeout: 15_000 }).toBe(1);
  await page.getByRole('link', { name: `Links: ${names.organization}` }).click();
  await expect.poll(() => heading(page, `Links: ${names.organization}`).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => section(page, 'Programs').getByText('No programs linked yet.').isVisible(), { timeout: 15_000 }).toBe(true);
  await expectNoAxeViolations(page);

  await addLink(page, 'Programs', 'program', names.program, '/api/admin/organizations-program/link');
  await addLink(page, 'Campaigns', 'campaign', names.campaign, '/api/admin/campaigns/link');
  // Linked active; switched off per organisation (spec 000 §4).
  const active = section(page, 'Campaigns').getByLabel(`${names.campaign} active`);
  expect(await active.isChecked()).toBe(true);
  const toggled = answered(page, '/api/admin/campaigns/toggle', 'POST');
  // The switch shows the stored state: it turns off once the server has answered.
  await active.click();
  expect(await (await toggled).json()).toMatchObject({ is_active: false });
  await expect.poll(() => active.isChecked(), { timeout: 15_000 }).toBe(false);
  await expect.poll(() => section(page, 'Campaigns').getByText(`${names.campaign} is now inactive.`).isVisible()).toBe(true);
  await expectNoAxeViolations(page);

  // The program's own links: its organisation is there; a health action with a priority.
  await section(page, 'Programs')
    .getByRole('link', { name: `Links of ${names.program}` })
    .click();
  await expect.poll(() => heading(page, `Links: ${names.program}`).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect
    .poll(
      () =>
        section(page, 'Organizations')
          .getByRole('link', { name: `Links of ${names.organization}` })
          .isVisible(),
      { timeout: 15_000 },
    )
    .toBe(true);
  const actions = section(page, 'Health actions');
  await actions.getByLabel('Priority', { exact: true }).fill('5');
  await actions.getByLabel("Add to all the program's users").check();
  await addLink(page, 'Health actions', 'health action', names.healthAction, '/api/admin/programs-health-action/link');
  await expect.poll(() => actions.getByText(`Added ${names.healthAction}; given to 0 users.`).isVisible()).toBe(true);
  const priority = actions.getByLabel(`Priority of ${names.healthAction}`, { exact: true });
  expect(await priority.inputValue()).toBe('5');
  // Out of range: the server's 400 message as sent.
  await priority.fill('5000');
  const refused = answered(page, '/api/admin/programs-health-action/link', 'POST');
  await actions.getByRole('button', { name: `Save priority of ${names.healthAction}` }).click();
  expect((await refused).status()).toBe(400);
  await expect.poll(() => actions.getByRole('alert').textContent()).toBe('priority must be 0 to 1000');
  await expectNoAxeViolations(page);
  await priority.fill('7');
  await actions.getByRole('button', { name: `Save priority of ${names.healthAction}` }).click();
  await expect.poll(() => actions.getByText(`Priority of ${names.healthAction} set to 7.`).isVisible()).toBe(true);
  await page.reload();
  await expect.poll(() => section(page, 'Health actions').getByLabel(`Priority of ${names.healthAction}`, { exact: true }).inputValue(), { timeout: 15_000 }).toBe('7');

  // Removing the organisation link from the program's side.
  const removed = answered(page, '/api/admin/organizations-program/unlink', 'POST');
  await section(page, 'Organizations')
    .getByRole('button', { name: `Remove ${names.organization}` })
    .click();
  expect((await removed).status()).toBe(204);
  await expect.poll(() => section(page, 'Organizations').getByText('No organizations linked yet.').isVisible(), { timeout: 15_000 }).toBe(true);
  await expectNoAxeViolations(page);

  // Batch uploads, from the sidebar: one bad row refuses the whole file.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Batch uploads' }).click();
  await page.waitForURL('**/admin/uploads/users');
  await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Users' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByLabel('Organization code').fill(`links-org-${stamp}`);
  const fileInput = page.locator('input[type="file"]');
  const good = `links-${stamp}@example.test`;
  const uploaded = answered(page, '/api/admin/batch-uploads/users', 'POST');
  await fileInput.setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from(`email\n${good}\nnot-an-email\n`) });
  expect((await uploaded).status()).toBe(400);
  await expect.poll(() => page.getByRole('alert').textContent(), { timeout: 15_000 }).toBe('1 of 2 rows have errors; nothing was imported');
  const errorRows = page.getByRole('region', { name: 'Rows with errors' }).getByRole('row');
  await expect.poll(() => errorRows.count()).toBe(2);
  expect(await errorRows.nth(1).locator('td').first().textContent()).toBe('2');
  await expectNoAxeViolations(page);
  // Nothing imported: the good row's email has no account.
  const fresh = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const search = await api<{ total_count: number }>(fresh, 'GET', `/api/admin/users?search=${encodeURIComponent(good)}`);
  expect(search.total_count).toBe(0);

  // Only csv or json (spec 001 §5), on another kind.
  await page.getByRole('navigation', { name: 'Kinds of upload' }).getByRole('link', { name: 'Allergies' }).click();
  await expect.poll(() => page.getByRole('heading', { level: 2, name: 'Allergies' }).isVisible(), { timeout: 15_000 }).toBe(true);
  await page.locator('input[type="file"]').setInputFiles({ name: 'allergies.txt', mimeType: 'text/plain', buffer: Buffer.from('name\nPeanuts\n') });
  await expect.poll(() => page.getByRole('alert').textContent()).toBe('Please select a valid file.');
  await expectNoAxeViolations(page);

  expect(errors).toEqual([]);
});

/** A 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

test("an admin uploads an organisation's logo variant and makes a reward with an image and a secret", async () => {
  const token = await apiAccessToken(baseUrl, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const organization = `Logo Org ${stamp}`;
  const orgId = await addRecord(token, 'organizations', { name: organization, code: `logo-org-${stamp}`, logo_variants: [] });

  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_ADMIN, (url) => !url.pathname.startsWith('/sign-in'));

  await page.goto(`/admin/organizations/${orgId}/logos`);
  await expect.poll(() => heading(page, `Logos: ${organization}`).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.getByText('No logo variants yet.').isVisible()).toBe(true);
  await expectNoAxeViolations(page);
  await page.getByLabel('Variant name').fill('light');
  await page.getByLabel('Logo file').setInputFiles({ name: 'light.png', mimeType: 'image/png', buffer: PNG });
  const saved = answered(page, '/api/admin/set', 'POST');
  await page.getByRole('button', { name: 'Upload logo' }).click();
  expect((await saved).status()).toBe(200);
  await expect.poll(() => page.getByText('Uploaded logo variant light.').isVisible(), { timeout: 15_000 }).toBe(true);
  const logo = page.getByRole('img', { name: 'light logo' });
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { timeout: 15_000 }).toBe(1);
  await expectNoAxeViolations(page);

  // A reward with a background image, then its secret.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Rewards' }).click();
  await expect.poll(() => heading(page, 'Rewards').isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.locator('.hd-skeleton-row').count(), { timeout: 15_000 }).toBe(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'New reward' }).click();
  await expect.poll(() => heading(page, 'New reward').isVisible(), { timeout: 15_000 }).toBe(true);
  const rewardName = `Journey reward ${stamp}`;
  await page.getByLabel('Name', { exact: true }).fill(rewardName);
  await page.getByLabel('Star cost').fill('25');
  await page.getByLabel('Background image').setInputFiles({ name: 'reward.png', mimeType: 'image/png', buffer: PNG });
  await expectNoAxeViolations(page);
  const created = answered(page, '/api/admin/rewards', 'POST');
  await page.getByRole('button', { name: 'Create reward' }).click();
  expect((await created).status()).toBe(200);
  await expect.poll(() => heading(page, `Reward: ${rewardName}`).isVisible(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.getByRole('img', { name: `Background image of ${rewardName}` }).isVisible(), { timeout: 15_000 }).toBe(true);
  await page.getByLabel('New secret').fill(`SECRET-${stamp}`);
  await page.getByRole('button', { name: 'Add secret' }).click();
  await expect.poll(() => page.getByRole('region', { name: 'Redemption secrets table' }).getByText(`SECRET-${stamp}`).isVisible(), { timeout: 15_000 }).toBe(true);
  // The list is read again after the add: let it settle so axe sees the buttons' final state, not a fade.
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('button', { name: `Edit secret SECRET-${stamp}` }).isEnabled(), { timeout: 15_000 }).toBe(true);
  await expect.poll(() => page.getByRole('button', { name: 'Add secret' }).isEnabled(), { timeout: 15_000 }).toBe(true);
  await expectNoAxeViolations(page);

  expect(errors).toEqual([]);
});
