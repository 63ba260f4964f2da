// The member's record export (docs/decisions/0103-fhir-export.md): the demo member, on their
// profile, downloads their whole record as a FHIR R4 Bundle and as a PDF summary. The Bundle parses
// with the expected resource types, the vitals the demo's scans never measured are left out, and
// the PDF holds the member's values as the Bundle has them. Opened after a reload, the card first
// asks for the password that opens what labs and devices wrote for the member. Both are made in the browser: no
// request the page (or its worker) makes carries either file. axe on the card; at 375 px the card
// fits without scrolling sideways.
import { readFile } from 'node:fs/promises';
import { expect, inject, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Bundle, Observation, Resource } from '@medplum/fhirtypes';
import { pdfText } from '@healthdeck/sdk/testing';
import { journeyBrowser, newPage } from '../support/browser';
import { DEMO_MEMBER } from '../support/accounts';
import { expectNoAxeViolations } from '../support/axe';
import { signIn } from '../support/sign-in';

const baseUrl = inject('baseUrl');
const journey = journeyBrowser();

const card = (page: Page) => page.getByRole('region', { name: 'Your health record' });

async function download(page: Page, button: string): Promise<Buffer> {
  const file = page.waitForEvent('download', { timeout: 120_000 });
  await card(page).getByRole('button', { name: button }).click();
  const done = await file;
  // Every sealed record opened: nothing is said to be left out.
  await expect.poll(() => card(page).getByRole('status').textContent(), { timeout: 30_000 }).toBe('Your file is downloaded.');
  return readFile((await done.path())!);
}

test('the demo member downloads their record as FHIR and as a PDF summary, made in the browser and never sent', async () => {
  const { page, errors } = await newPage(journey.browser, baseUrl);
  const sent: { url: string; body: string }[] = [];
  page.context().on('request', (req) => sent.push({ url: req.url(), body: req.postData() ?? '' }));
  await signIn(page, DEMO_MEMBER);
  await page.goto('/client/profile');
  await card(page).waitFor({ timeout: 30_000 });
  // Opened by its address (a reload): the private key is locked again, and the lab's and devices'
  // records open only with it, so the card asks for the password first.
  const locked = card(page).getByRole('form', { name: 'Some of your records are locked' });
  await locked.waitFor({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'record export, locked');
  await locked.getByLabel('Password').fill(DEMO_MEMBER.password);
  await locked.getByRole('button', { name: 'Unlock' }).click();
  await locked.waitFor({ state: 'detached', timeout: 60_000 });
  await expectNoAxeViolations(page, 'record export');

  const fhirBytes = await download(page, 'Download my record (FHIR)');
  const bundle = JSON.parse(fhirBytes.toString('utf8')) as Bundle;
  expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
  const resources = (bundle.entry ?? []).map((e) => e.resource as Resource);
  const types = new Set(resources.map((r) => r.resourceType));
  for (const type of ['Patient', 'Observation', 'Provenance', 'Device', 'Organization', 'QuestionnaireResponse', 'Appointment', 'Consent'])
    expect(types.has(type as Resource['resourceType']), type).toBe(true);
  const patient = resources.find((r) => r.resourceType === 'Patient');
  expect(patient?.resourceType === 'Patient' && patient.telecom?.[0]?.value).toBe(DEMO_MEMBER.email);
  const observations = resources.filter((r): r is Observation => r.resourceType === 'Observation');
  const heart = observations.filter((o) => o.code.text === 'Heart rate');
  expect(heart.length).toBeGreaterThan(0);
  expect(heart[0]!.code.coding?.[0]?.code).toBe('8867-4');
  // The demo's scans read heart rate and respiration; their blood pressure and SpO2 were a formula's.
  expect(observations.filter((o) => o.code.text === 'Blood pressure' || o.code.text === 'Oxygen saturation')).toEqual([]);
  const labs = observations.filter((o) => o.category?.[0]?.coding?.[0]?.code === 'laboratory');
  expect(labs.length).toBeGreaterThan(0);

  const pdfBytes = await download(page, 'Download summary (PDF)');
  expect(pdfBytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const text = await pdfText(new Uint8Array(pdfBytes));
  expect(text).toContain('Health record summary');
  expect(text).toContain(`Heart rate: ${heart[0]!.valueQuantity!.value} /min`);
  for (const lab of labs.filter((o) => o.valueQuantity))
    expect(text).toContain(`${lab.code.text}: ${lab.valueQuantity!.value}${lab.valueQuantity!.unit ? ` ${lab.valueQuantity!.unit}` : ''}`);

  // Neither file, nor any part of it, left the browser.
  const markers = ['"resourceType"', 'urn:uuid:', '%PDF', 'Health record summary'];
  const carrying = sent.filter((r) => markers.some((m) => r.body.includes(m) || decodeURIComponent(r.url).includes(m)));
  expect(carrying.map((r) => r.url)).toEqual([]);

  // At 375 px the card and its buttons fit the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await card(page).getByRole('button', { name: 'Download summary (PDF)' }).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = await card(page).getByRole('button', { name: 'Download summary (PDF)' }).boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'record export at 375 px');
  expect(errors).toEqual([]);
});
