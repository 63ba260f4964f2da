// The scheduler and /client/appointments (spec 001 §2, §5, §9; spec 000 §3.3, §3.4): a new
// member follows the reminder card to /client/appointments, books a Smartlink welcome call on the
// calendar, sees it on the reminder card, reschedules and cancels it; then books a telehealth
// virtual visit with a physician and a pharmacy — the slot is taken meanwhile by someone else, the
// server's message shows and the member picks another — reschedules and cancels it. The call's
// details (server-written to the member's key) show while the key is open and are re-sealed under
// the member's data key; after a reload they open with the session's one unlock, as the rescheduled
// call's new details do after the next. axe on every page and step visited.
import { expect, inject, test } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { routes } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { apiAccessToken, registerAccount } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { showEveryWidget } from '../support/page-widgets';
import { unlockOnce } from '../support/unlock';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
const journey = journeyBrowser();

const TAKEN = 'That time slot is no longer available. Please choose another.';
/** The demo-data mark on a call the Smartlink sandbox booked (docs/decisions/0090-sandboxes-say-so.md). */
const SMARTLINK_DEMO = 'Demo data Made up by a test version of Smartlink; not real health information.';
/** spec 000 §9: 'EEEE, MMMM d at h:mmaa' with the zone's abbreviation. */
const DATE = /(Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday), [A-Z][a-z]+ \d{1,2} at \d{1,2}:\d{2}(AM|PM) [^\s.]+/;

async function settled(page: Page) {
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 20_000 }).toBe(0);
}

/** Picks a day on the calendar ('first' or 'last' enabled one) and a time of it; returns the time's radio. */
async function pickSlot(scheduler: Locator, which: 'first' | 'last'): Promise<Locator> {
  const days = scheduler.locator('.rdp-day_button:not([disabled])');
  await days.first().waitFor({ timeout: 30_000 });
  await (which === 'first' ? days.first() : days.last()).click();
  const times = scheduler.getByRole('radio');
  await times.first().waitFor();
  const time = which === 'first' ? times.first() : times.last();
  await time.check();
  return time;
}

/** Review And Confirm → the review (axe) → Confirm → the done message's date. */
async function reviewAndConfirm(page: Page, scheduler: Locator, done: RegExp): Promise<string> {
  const review = scheduler.getByRole('button', { name: 'Review And Confirm' });
  expect(await review.isEnabled()).toBe(true);
  await review.click();
  await scheduler.getByRole('heading', { name: 'Review your appointment' }).waitFor();
  await expectNoAxeViolations(page, 'the scheduler review');
  await scheduler.getByRole('button', { name: 'Confirm' }).click();
  const message = scheduler.getByText(done);
  await message.waitFor({ timeout: 30_000 });
  const when = (await message.textContent())?.match(DATE)?.[0];
  expect(when).toBeTruthy();
  return when!;
}

async function finish(page: Page, scheduler: Locator) {
  await scheduler.getByRole('button', { name: 'Done' }).click();
  await page.getByRole('region', { name: 'Upcoming' }).waitFor();
  await settled(page);
}

async function cancel(page: Page, title: string) {
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  await upcoming.getByRole('button', { name: new RegExp(`^Cancel ${title} on `) }).click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this appointment?' });
  await dialog.waitFor();
  await expectNoAxeViolations(page, 'the cancel dialog');
  await dialog.getByRole('button', { name: 'Cancel appointment' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  await upcoming.getByText('You have no upcoming appointments.').waitFor({ timeout: 20_000 });
  const cancelled = page.getByRole('region', { name: 'Past' }).getByRole('listitem').filter({ hasText: title }).filter({ hasText: 'Cancelled' });
  expect(await cancelled.count()).toBeGreaterThan(0);
}

test('a new member books, reschedules and cancels a welcome call and a virtual visit; the reminder card shows the booked call', { timeout: 240_000 }, async () => {
  const stamp = Date.now();
  const email = `appointments-${stamp}@example.test`;
  const password = 'Appointments-Journey-2026!';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, { email, password });

  // The reminder card without a call leads to /client/appointments.
  const reminder = page.getByRole('region', { name: 'Care Advocate - Welcome Call' });
  await reminder.getByText('You have no welcome call booked yet.').waitFor({ timeout: 30_000 });
  await settled(page);
  await expectNoAxeViolations(page, '/client/home');
  await reminder.getByRole('link', { name: 'Book a call' }).click();
  await page.waitForURL('**/client/appointments');
  const list = page.getByRole('region', { name: 'My appointments' });
  await list.getByText('You have no upcoming appointments.').waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, '/client/appointments');

  // Smartlink: book a welcome call.
  await list.getByRole('button', { name: 'Book a welcome call' }).click();
  let scheduler = page.getByRole('region', { name: 'Book your welcome call' });
  expect(await scheduler.getByRole('button', { name: 'Review And Confirm' }).isDisabled()).toBe(true);
  await pickSlot(scheduler, 'first');
  await settled(page);
  await expectNoAxeViolations(page, 'the scheduler calendar');
  // The details, once opened, are re-sealed under the member's data key (a PUT of their own); the
  // journey reloads only once that has landed, as the re-sealed read below depends on it.
  const resealed = page.waitForResponse((r) => r.request().method() === 'PUT' && /\/api\/client\/smartlink\/appointments\/[^/]+\/details$/.test(r.url()) && r.status() === 200, {
    timeout: 60_000,
  });
  const booked = await reviewAndConfirm(page, scheduler, /^Your appointment is booked for /);
  await finish(page, scheduler);
  const upcoming = page.getByRole('region', { name: 'Upcoming' });
  expect(await upcoming.getByRole('listitem').filter({ hasText: 'Care Advocate - Welcome Call' }).filter({ hasText: booked }).count()).toBe(1);
  // The call's details, written by the server to the member's public key, open with the key unlocked at sign-in.
  const call = upcoming.getByRole('listitem').filter({ hasText: 'Care Advocate - Welcome Call' });
  await call.getByRole('link', { name: 'Join the call (opens in a new tab)' }).waitFor({ timeout: 30_000 });
  expect(await call.getByRole('link', { name: /^\+1 / }).getAttribute('href')).toMatch(/^tel:\+1\d{10}$/);
  // The Smartlink sandbox booked it: the appointment says it is demo data (decision 0090).
  expect((await call.getByRole('note').textContent())?.trim()).toBe(SMARTLINK_DEMO);
  await resealed;

  // The reminder card shows the booked call and opens /client/appointments.
  await page.goto('/client/home');
  // A member scrolls to it: a widget loads when it comes near the screen.
  await showEveryWidget(page);
  await reminder.locator('time').waitFor({ timeout: 30_000 });
  expect((await reminder.locator('time').textContent())?.trim()).toBe(booked);
  expect((await reminder.getByRole('note').textContent())?.trim()).toBe(SMARTLINK_DEMO);
  await settled(page);
  await expectNoAxeViolations(page, '/client/home with the booked call');
  await reminder.getByRole('link', { name: 'View my appointments' }).click();
  await page.waitForURL('**/client/appointments');
  // After the reload the session's keys are closed (docs/decisions/0101-one-unlock-per-session.md):
  // the details, re-sealed under the data key when first opened, open with the one unlock.
  const locked = page.getByRole('heading', { name: /Your call details are locked/ });
  await unlockOnce(page, password);
  await call.getByRole('link', { name: 'Join the call (opens in a new tab)' }).waitFor({ timeout: 30_000 });
  expect(await locked.count()).toBe(0);
  await settled(page);
  await expectNoAxeViolations(page, '/client/appointments with the call details re-sealed');

  // Reschedule it, then cancel it.
  await upcoming.getByRole('button', { name: /^Reschedule Care Advocate - Welcome Call on / }).click();
  scheduler = page.getByRole('region', { name: 'Reschedule your appointment' });
  await pickSlot(scheduler, 'last');
  const moved = await reviewAndConfirm(page, scheduler, /^Your appointment is moved to /);
  expect(moved).not.toBe(booked);
  await finish(page, scheduler);
  expect(await upcoming.getByRole('listitem').filter({ hasText: moved }).count()).toBe(1);
  await page.goto('/client/home');
  await expect.poll(async () => (await reminder.locator('time').textContent())?.trim(), { timeout: 30_000 }).toBe(moved);
  await page.goto('/client/appointments');
  await upcoming.waitFor({ timeout: 30_000 });
  // After this reload the session's keys are closed again: the moved call's new details (sealed by the
  // server to the member's key) are locked until the password opens them (and are re-sealed in turn).
  await locked.waitFor({ timeout: 30_000 });
  expect(await call.getByText('The call details are locked.').count()).toBe(1);
  await settled(page);
  await expectNoAxeViolations(page, '/client/appointments with the call details locked');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Unlock' }).click();
  await call.getByRole('link', { name: 'Join the call (opens in a new tab)' }).waitFor({ timeout: 60_000 });
  expect(await locked.count()).toBe(0);
  await cancel(page, 'Care Advocate - Welcome Call');
  await expectNoAxeViolations(page, '/client/appointments after cancelling');

  // Telehealth: a virtual visit with a physician and a pharmacy.
  await list.getByRole('button', { name: 'Book a virtual visit' }).click();
  scheduler = page.getByRole('region', { name: 'Book a virtual visit' });
  const physician = scheduler.getByRole('combobox', { name: 'Physician' });
  await expect.poll(() => physician.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  await physician.selectOption({ index: 1 });
  const physicianId = await physician.inputValue();
  const pharmacy = scheduler.getByRole('combobox', { name: 'Pharmacy' });
  await expect.poll(() => pharmacy.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(1);
  await pharmacy.selectOption({ index: 1 });
  await scheduler.getByLabel('Reason for your visit (optional)').fill('A sore throat for three days');
  const time = await pickSlot(scheduler, 'first');
  const review = scheduler.getByRole('button', { name: 'Review And Confirm' });
  expect(await review.isDisabled()).toBe(true); // the agreement is required for a visit
  await scheduler.getByRole('checkbox', { name: 'I agree to receive care through a virtual visit and to its terms.' }).check();
  await settled(page);
  await expectNoAxeViolations(page, 'the telehealth form and calendar');

  // Someone else takes that slot meanwhile: the server's message shows, the member picks another.
  const seconds = Number((await time.getAttribute('value'))?.split('-').at(-1));
  const other = `appointments-other-${stamp}@example.test`;
  await registerAccount(baseUrl, other, password);
  const token = await apiAccessToken(baseUrl, other, password);
  await api(token, 'POST', routes.telehealthAppointment.path, { appointmentTime: new Date(seconds * 1000).toISOString(), consultType: '3', physicianId, timezone: 'America/Chicago' });
  await review.click();
  await scheduler.getByRole('button', { name: 'Confirm' }).click();
  await scheduler.getByRole('alert').filter({ hasText: TAKEN }).waitFor({ timeout: 20_000 });
  expect(await review.isDisabled()).toBe(true);
  await settled(page);
  await expectNoAxeViolations(page, 'the scheduler with a taken slot');
  await pickSlot(scheduler, 'first');
  const visit = await reviewAndConfirm(page, scheduler, /^Your appointment is booked for /);
  await finish(page, scheduler);
  const booking = upcoming.getByRole('listitem').filter({ hasText: 'Virtual care visit' }).filter({ hasText: visit });
  expect(await booking.count()).toBe(1);
  expect((await booking.getByRole('note').textContent())?.trim()).toBe('Demo data Made up by a test version of MediOrbis telehealth; not real health information.');

  await upcoming.getByRole('button', { name: /^Reschedule Virtual care visit on / }).click();
  scheduler = page.getByRole('region', { name: 'Reschedule your appointment' });
  await pickSlot(scheduler, 'last');
  const visitMoved = await reviewAndConfirm(page, scheduler, /^Your appointment is moved to /);
  expect(visitMoved).not.toBe(visit);
  await finish(page, scheduler);
  expect(await upcoming.getByRole('listitem').filter({ hasText: visitMoved }).count()).toBe(1);
  await cancel(page, 'Virtual care visit');

  expect(errors).toEqual([]);
  await page.context().close();
});
