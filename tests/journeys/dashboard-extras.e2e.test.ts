// The dashboard's named extras: the demo member's home shows the Call Reminder with the
// seeded care advocate call ('Care Advocate - Welcome Call', spec 001 §4 Reminder), a random health
// tip (healthtip flag) and a random referral opening its link in a new tab, and passes axe-core.
import { expect, inject, test } from 'vitest';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { showEveryWidget } from '../support/page-widgets';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

/** spec 000 §9: 'EEEE, MMMM d at h:mmaa' with the zone's abbreviation. */
const REMINDER_DATE = /^(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2} at \d{1,2}:\d{2}(AM|PM) \S+$/;

test('the demo member sees the welcome call reminder, a health tip, a referral, contact us and primary care visit on /client/home', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  await showEveryWidget(page);

  const reminder = page.getByRole('region', { name: 'Care Advocate - Welcome Call' });
  const date = reminder.locator('time');
  await date.waitFor({ timeout: 30_000 });
  expect((await date.textContent())?.trim()).toMatch(REMINDER_DATE);
  expect(await reminder.getByRole('link', { name: 'View my appointments' }).getAttribute('href')).toBe('/client/appointments');

  const tip = page.getByRole('region', { name: 'Health tip' });
  const tipText = tip.locator('p.hd-info-card__text');
  await tipText.waitFor({ timeout: 30_000 });
  expect((await tipText.textContent())?.trim().length).toBeGreaterThan(10);

  const referral = page.getByRole('region', { name: 'Recommended for you' });
  const title = referral.getByRole('heading', { level: 3 });
  await title.waitFor({ timeout: 30_000 });
  expect(['Talk to someone today', 'Meet a dietitian']).toContain((await title.textContent())?.trim());
  const button = referral.getByRole('link', { name: /\(opens in a new tab\)$/ });
  expect(await button.getAttribute('target')).toBe('_blank');
  expect(await button.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await button.getAttribute('href')).toMatch(/^https:\/\//);

  // Contact Us (contactus flag, on by default): the seeded widget's contact page in a new tab.
  const contact = page.getByRole('region', { name: 'Contact us' }).getByRole('link', { name: 'Contact us (opens in a new tab)' });
  expect(await contact.getAttribute('href')).toBe('https://healthdeck.example.com/contact');
  // Primary Care Visit: the demo's virtual-care page answers for the member, so Virtual Visit leads
  // there with consultType=3; In-Person Visit is always disabled (spec 001 §6).
  const visit = page.getByRole('region', { name: 'Primary care visit' });
  const virtualVisit = visit.getByRole('link', { name: 'Virtual Visit' });
  await virtualVisit.waitFor({ timeout: 30_000 });
  expect(await virtualVisit.getAttribute('href')).toBe('/client/virtual-care?consultType=3');
  expect(await visit.getByRole('button', { name: 'In-Person Visit' }).isDisabled()).toBe(true);
  // Schedule: the calendly flag is off by default, so it is not placed.
  expect(await page.getByRole('region', { name: 'Schedule a call' }).count()).toBe(0);

  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await expectNoAxeViolations(page, '/client/home');

  // Virtual Visit opens the virtual-care page: the telehealth scheduler for a Virtual care visit.
  await virtualVisit.click();
  await page.waitForURL('**/client/virtual-care?consultType=3');
  await page.getByRole('heading', { name: 'Book a virtual visit' }).waitFor({ timeout: 30_000 });
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 15_000 }).toBe(0);
  await expectNoAxeViolations(page, '/client/virtual-care');
  expect(errors).toEqual([]);
  await page.context().close();
});
