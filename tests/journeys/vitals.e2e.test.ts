// Virtual Vitals journey (spec 001 §2 Virtual Vitals flow and routes, §3 Vitals record, §4, §9) in
// Chromium with its fake camera playing a synthetic face clip with a pulse at a known rate
// (tests/support/face-clip.ts) against the real server: a new member walks the widget's steps on
// /client/home (base, information with the 'Learn more about vitals' panel, instructions,
// permissions), Continue opens /client/vitals, the camera shows with the face oval, the scan runs its
// 60 seconds (spec 001 §9: the journey takes that long, the spec fixes the duration), the browser
// reads the pulse (rPPG, docs/decisions/0079) within 5 bpm of the clip's rate, blood pressure, SpO2
// and the stress index read Unavailable (not measured, 0080), and the vital is saved sealed in the
// browser: no request carries a frame or a value in plaintext. History lists it; the widget then
// starts at snapshot.
// A member who refuses the camera is told so, with the way back, and nothing is sent or saved.
// axe runs on every page and step visited.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, inject, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { routes, type VitalsResponse } from '@healthdeck/contract';
import { launchBrowser, newPage } from '../support/browser';
import { apiAccessToken, registerAccount } from '../support/accounts';
import { uniqueEmail } from '../support/outbox';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';
import { unlockOnce } from '../support/unlock';
import { apiAt } from '../support/api';
import { faceClip } from '../support/face-clip';

const baseUrl = inject('baseUrl');
const api = apiAt(baseUrl);
let browser: Browser;
let refusing: Browser;
let clipDir: string;
// A clean clip at about 72 a minute (its true rate: whole beats in its 20-second loop).
const clip = faceClip({ kind: 'clean', bpm: 72, seed: 4040 });
beforeAll(async () => {
  clipDir = await mkdtemp(join(tmpdir(), 'hd-vitals-clip-'));
  const file = join(clipDir, 'face.y4m');
  await writeFile(file, clip.y4m);
  browser = await launchBrowser({ fakeCamera: 'allowed', cameraClip: file });
  refusing = await launchBrowser({ fakeCamera: 'refused' });
});
afterAll(async () => {
  await browser?.close();
  await refusing?.close();
  if (clipDir) await rm(clipDir, { recursive: true, force: true });
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
  // The journeys' access token lives 6 seconds: a first 401 is refreshed and sent again, so wait for the answer that succeeded.
  const saved = page.waitForResponse((res) => res.url().endsWith(routes.vitalCreate.path) && res.request().method() === 'POST' && res.ok(), { timeout: 120_000 });
  const posted: { path: string; body: string }[] = [];
  page.on('request', (req) => {
    if (req.method() !== 'GET') posted.push({ path: new URL(req.url()).pathname, body: req.postData() ?? '' });
  });
  await start.click();
  const progress = scan.getByRole('progressbar', { name: 'Scan progress' });
  await expect.poll(() => progress.isVisible()).toBe(true);
  expect(await progress.getAttribute('max')).toBe('60');
  await expectNoAxeViolations(page, 'scanning');
  await saved;
  await expect.poll(() => scan.getByText('Your vitals are saved.').isVisible(), { timeout: 15_000 }).toBe(true);
  const heartRate = (await scan.locator('[data-vital="heartRate"]').textContent()) ?? '';
  const measured = /^Heart rate(\d+) bpm(Good|Warning)Healthy range: 60-100 BPM$/.exec(heartRate);
  expect(measured, heartRate).not.toBeNull();
  expect(Math.abs(Number(measured![1]) - clip.bpm!)).toBeLessThanOrEqual(5);
  expect(await scan.locator('[data-vital="bloodPressure"]').textContent()).toBe('Blood pressureNot measuredUnavailableHealthy range: 90/60 to 120/80 mmHg');
  expect(await scan.locator('[data-vital="o2Saturation"]').textContent()).toBe('O2 saturationNot measuredUnavailableHealthy range: 95-100%');
  expect(await scan.locator('[data-vital="stressIndex"]').textContent()).toBe('Stress indexNot measuredUnavailable');
  // Nothing but the sealed save carried the scan: no frame, no value in plaintext.
  const scanPosts = posted.filter((p) => p.path.startsWith('/api/client/vitals'));
  expect(scanPosts.map((p) => p.path).every((path) => path === routes.vitalCreate.path)).toBe(true);
  for (const p of scanPosts) expect(JSON.parse(p.body)).toEqual({ encrypted_data: expect.stringMatching(/^hd1\./) });
  expect(posted.some((p) => p.body.includes(`"hr":${measured![1]}`))).toBe(false);
  // The scan is over: the camera is off.
  expect(await scan.locator('video').count()).toBe(0);
  await expectNoAxeViolations(page, 'saved');

  // The server's row holds one vital, sealed in the browser (it never saw the values in the record).
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
  // A page load closes the session's keys: one unlock (docs/decisions/0101-one-unlock-per-session.md).
  await unlockOnce(page, password);
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
