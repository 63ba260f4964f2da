// Sleep Tracker journey (spec 001 §4, §5, §9): the demo member signs in, adds sleep, reloads and
// finds it kept; at the minimum (reached through the API) the minus button is disabled. The demo
// member's data is shared across journey files, so the checks are relative to what the page shows.
import { expect, inject, test } from 'vitest';
import { routes, type SleepResponse } from '@healthdeck/contract';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER, apiAccessToken } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { showEveryWidget } from '../support/page-widgets';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

/** Presses decrement through the API until the server refuses (400 OUT_OF_RANGE at 0). */
async function driveToMinimum(token: string, tz: string): Promise<{ level: number; refusal: unknown }> {
  const url = `${baseUrl}${routes.sleepDecrement.path}?tz=${encodeURIComponent(tz)}`;
  let level = Number.NaN;
  for (let i = 0; i < 20; i += 1) {
    const res = await fetch(url, { method: 'POST', headers: { authorization: `Bearer ${token}` } });
    if (res.status === 400) return { level, refusal: await res.json() };
    if (res.status !== 200) throw new Error(`decrement answered ${res.status}: ${await res.text()}`);
    level = ((await res.json()) as SleepResponse).data.sleep.total_levels;
  }
  throw new Error('the level never reached its minimum');
}

test('a member adds sleep, the level survives a reload, and minus is disabled at the minimum', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  await signIn(page, DEMO_MEMBER);
  await showEveryWidget(page);

  const tracker = page.getByRole('region', { name: 'Sleep Tracker' });
  const level = tracker.getByTestId('sleep-level');
  const add = tracker.getByRole('button', { name: 'Add sleep' });
  const remove = tracker.getByRole('button', { name: 'Remove sleep' });
  await expect.poll(() => level.isVisible(), { timeout: 15_000 }).toBe(true);
  expect(await tracker.getByText('of 14').isVisible()).toBe(true);
  expect(await tracker.getByRole('link', { name: /^Sleep goal: \d+ hours?$/ }).getAttribute('href')).toBe('/client/profile');

  let start = Number(await level.textContent());
  if (start === 14) {
    // already at the maximum from an earlier run: make room for one more level
    const down = page.waitForResponse((res) => res.url().includes('/user-sleep/decrement') && res.status() === 200);
    await remove.click();
    await down;
    start = 13;
  }

  const saved = page.waitForResponse((res) => res.url().includes('/user-sleep/increment') && res.status() === 200);
  await add.click();
  await saved;
  await expect.poll(() => level.textContent()).toBe(String(start + 1));

  await page.reload();
  await showEveryWidget(page);
  const reloaded = page.getByRole('region', { name: 'Sleep Tracker' });
  await expect.poll(() => reloaded.getByTestId('sleep-level').textContent(), { timeout: 15_000 }).toBe(String(start + 1));

  // Down to the minimum through the API, in the browser's time zone (the day the page shows).
  const tz = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  const { refusal } = await driveToMinimum(await apiAccessToken(baseUrl, DEMO_MEMBER.email, DEMO_MEMBER.password), tz);
  expect(refusal).toEqual({ statusCode: 400, error_code: 'OUT_OF_RANGE', message: 'Sleep must stay between 0 and 14 levels' });

  await page.reload();
  await showEveryWidget(page);
  const atMinimum = page.getByRole('region', { name: 'Sleep Tracker' });
  await expect.poll(() => atMinimum.getByTestId('sleep-level').textContent(), { timeout: 15_000 }).toBe('0');
  expect(await atMinimum.getByRole('button', { name: 'Remove sleep' }).isDisabled()).toBe(true);
  expect(await atMinimum.getByRole('button', { name: 'Add sleep' }).isEnabled()).toBe(true);
  expect(await atMinimum.getByRole('alert').count()).toBe(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
