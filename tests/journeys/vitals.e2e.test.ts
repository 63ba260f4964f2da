// Virtual Vitals journey (spec 001 §2 Virtual Vitals flow and routes, §3 Vitals record, §4, §9) in
// Chromium with its fake camera (--use-fake-device-for-media-stream --use-fake-ui-for-media-stream)
// against the real server: a new member walks the widget's steps on /client/home (base, information
// with the 'Learn more about vitals' panel, instructions, permissions), Continue opens /client/vitals,
// the camera shows with the face oval, the scan runs its 60 seconds (spec 001 §9: the journey takes
// that long, the spec fixes the duration), the server's vitals sandbox reads the light signal, and
// the vital is saved sealed in the browser. History lists it; the widget then starts at snapshot.
// A member who refuses the camera is told so, with the way back, and nothing is sent or saved.
// axe runs on every page and step visited.
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { routes, type VitalsResponse } from '@healthdeck/contract';
import { launchBrowser, newPage } from '../support/browser';
import { apiAccessToken, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { apiAt } from '../support/api';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
let browser: Browser;
let refusing: Browser;
beforeAll(async () => {
  browser = await launchBrowser({ fakeCamera: 'allowed' });
  refusing = await launchBrowser({ fakeCamera: 'refused' });
});
afterAll(async () => {
  await browser?.close();
  await refusing?.close();
});

test('a new member takes their vitals with the camera, sees them saved, in History and as the widget’s snapshot', { timeout: 240_000 }, async () => {
  const email = uniqueEmail('vitals');
  const password = 'Fresh-Member-2026!';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(browser, baseUrl);
  await signIn(page, { email, password });

  // base: the six measures, Learn more and Take my vitals.
  const widget = page.getByRole('region', { name: 'Virtual Vitals' });
  await expect.poll(() => widget.getByRole('button', { name: 'Take my vitals' }).isVisible(), { timeout: 20_000 }).toBe(true);
  const measures = await widget.locator('.hd-vitals__measures li').allTextContents();
  expect(measures).toEqual(['Heart rate', 'HR variability', 'Blood pressure', 'Respiration rate', 'O2 saturation', 'Stress index']);
  await expectNoAxeViolations(page);

  // information, with the panel.
  await widget.getByRole('button', { name: 'Learn more', exact: true }).click();
  await expect.poll(() => widget.getByRole('heading', { name: 'How it works' }).isVisible()).toBe(true);
  await widget.getByRole('button', { name: 'Learn more about vitals' }).click();
  const panel = page.getByRole('dialog', { name: 'Learn more about vitals' });
  await expect.poll(() => panel.isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'panel open');
  await page.keyboard.press('Escape');
  await expect.poll(() => panel.count()).toBe(0);

  // instructions, then permissions.
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => widget.getByText('The scan takes about 60 seconds.').isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'instructions');
  await widget.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => widget.getByText(/No images are kept/).isVisible()).toBe(true);
  await expectNoAxeViolations(page, 'permissions');
  await widget.getByRole('link', { name: 'Continue' }).click();
  await page.waitForURL('**/client/vitals');

  // The scan: the fake camera, the oval, 60 seconds of progress.
  const scan = page.getByRole('region', { name: 'Take my vitals' });
  const start = scan.getByRole('button', { name: 'Start scan' });
  await expect.poll(() => start.isEnabled(), { timeout: 20_000 }).toBe(true);
  expect(await scan.locator('video').evaluate((v: HTMLVideoElement) => v.srcObject !== null)).toBe(true);
  expect(await scan.locator('.hd-vitals-scan__oval ellipse').count()).toBe(1);
  await expectNoAxeViolations(page, 'camera on');
  // The journeys' access token lives 6 seconds: a first 401 is refreshed and sent again, so wait for the answers that succeeded.
  const answered = (path: string) => page.waitForResponse((res) => res.url().endsWith(path) && res.request().method() === 'POST' && res.ok(), { timeout: 90_000 });
  const sessionAnswered = answered(routes.vitalScan.path);
  const saved = answered(routes.vitalCreate.path);
  await start.click();
  const progress = scan.getByRole('progressbar', { name: 'Scan progress' });
  await expect.poll(() => progress.isVisible()).toBe(true);
  expect(await progress.getAttribute('max')).toBe('60');
  await expectNoAxeViolations(page, 'scanning');
  const session = await sessionAnswered;
  const frames = (session.request().postDataJSON() as { frames: unknown[] }).frames;
  expect(frames.length).toBeGreaterThan(300);
  await saved;
  await expect.poll(() => scan.getByText('Your vitals are saved.').isVisible(), { timeout: 15_000 }).toBe(true);
  const heartRate = (await scan.locator('[data-vital="heartRate"]').textContent()) ?? '';
  expect(heartRate).toMatch(/^Heart rate\d+ bpm(Good|Warning|Bad)Healthy range: 60-100 BPM$/);
  expect(await scan.locator('[data-vital="stressIndex"]').textContent()).toBe('Stress indexNormalGood');
  // The scan is over: the camera is off.
  expect(await scan.locator('video').count()).toBe(0);
  await expectNoAxeViolations(page, 'saved');

  // The server holds one vital, sealed in the browser (it never saw the values in the record).
  const token = await apiAccessToken(baseUrl, email, password);
  const stored = await api<VitalsResponse>(token, 'GET', `${routes.vitals.path}?page=1&take=1`);
  expect(stored.vitals.total_count).toBe(1);
  expect(stored.vitals.models[0]!.encrypted_data.startsWith('hd1.')).toBe(true);

  // History.
  await scan.getByRole('link', { name: 'History' }).click();
  await page.waitForURL('**/client/vitals/history');
  const history = page.getByRole('region', { name: 'Vitals history' });
  await expect.poll(() => history.locator('.hd-vitals__scan').count(), { timeout: 15_000 }).toBe(1);
  expect(await history.locator('[data-vital="heartRate"]').textContent()).toBe(heartRate);
  await expectNoAxeViolations(page);

  // Back home, the widget starts at snapshot with History and Retake.
  await page.goto('/client/home');
  await expect.poll(() => widget.getByRole('heading', { name: 'Your last vitals' }).isVisible(), { timeout: 20_000 }).toBe(true);
  expect(await widget.locator('[data-vital="heartRate"]').textContent()).toBe(heartRate);
  expect(await widget.getByRole('link', { name: 'History' }).getAttribute('href')).toBe('/client/vitals/history');
  expect(await widget.getByRole('link', { name: 'Retake' }).getAttribute('href')).toBe('/client/vitals');
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test('a member who refuses the camera is told so, can go back, and nothing is sent or saved', async () => {
  const email = uniqueEmail('vitals-refused');
  const password = 'Fresh-Member-2026!';
  await registerAccount(baseUrl, email, password);
  const { page, errors } = await newPage(refusing, baseUrl);
  await signIn(page, { email, password });
  const sent: string[] = [];
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes(routes.vitals.path)) sent.push(req.url());
  });
  await page.goto('/client/vitals');
  const scan = page.getByRole('region', { name: 'Take my vitals' });
  const alert = scan.getByRole('alert');
  await expect.poll(() => alert.isVisible(), { timeout: 20_000 }).toBe(true);
  expect(await alert.textContent()).toBe('Camera access was refused, so your vitals cannot be taken. Allow the camera for this site in your browser settings, then try again.');
  expect(await scan.getByRole('button', { name: 'Start scan' }).count()).toBe(0);
  await expectNoAxeViolations(page);
  await scan.getByRole('link', { name: 'Back to vitals' }).click();
  await page.waitForURL('**/client/home');
  await expect.poll(() => page.getByRole('region', { name: 'Virtual Vitals' }).getByRole('button', { name: 'Take my vitals' }).isVisible(), { timeout: 20_000 }).toBe(true);
  expect(sent).toEqual([]);
  const token = await apiAccessToken(baseUrl, email, password);
  const stored = await api<VitalsResponse>(token, 'GET', routes.vitals.path);
  expect(stored.vitals.total_count).toBe(0);
  expect(errors).toEqual([]);
});
