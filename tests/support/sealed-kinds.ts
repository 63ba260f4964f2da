import type { Page } from 'playwright-core';
import { deriveSecrets, openRecord, unlockPrivateKey, unwrapDataKey } from '@healthdeck/crypto';
import { HRA_FORM_KINDS } from '@healthdeck/contract';
import {
  addMeasurementSamples,
  createHealthDeck,
  fetchCurrentAllergies,
  fetchCurrentHealthIssues,
  fetchCurrentMedications,
  fetchHealthRecordsCatalogue,
  fetchHraForm,
  fetchMealIngredients,
  fetchMealPicture,
  fetchMeasurements,
  fetchMedicationsLog,
  fetchNutritionForm,
  fetchTelehealthForm,
  fetchVitals,
  openHraSection,
  openMeasurement,
  openMeasurementSkip,
  openNutritionForm,
  openTelehealthForm,
  openVital,
  saveAllergy,
  saveHealthIssue,
  saveHraSection,
  saveMeal,
  saveMeasurement,
  saveNutritionForm,
  saveTelehealthForm,
  saveVital,
  scheduleMedication,
  signIn,
  skipMeasurement,
  submitHra,
  uploadMealPicture,
  type HealthDeck,
} from '@healthdeck/sdk';
import { routes, type AccountResponse, type LoginResponse, type PreLoginResponse } from '@healthdeck/contract';
import { waitForEmail } from './outbox';

/** Signs in over HTTP as the sdk does, and opens the member's data key with the password alone. */
export async function openKeys(baseUrl: string, email: string, password: string): Promise<{ token: string; account: AccountResponse; dataKey: CryptoKey }> {
  const post = (path: string, body: unknown) => fetch(baseUrl + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const pre = (await (await post(routes.preLogin.path, { email })).json()) as PreLoginResponse;
  const { credential, passphrase } = await deriveSecrets(password, pre.keySalt, pre.kdf);
  const login = (await (await post(routes.login.path, { email, password: credential })).json()) as LoginResponse;
  if (!login.data) throw new Error(`sign-in failed: ${login.error_code}`);
  const token = login.data.accessToken;
  const account = (await fetch(baseUrl + routes.account.path, { headers: { authorization: `Bearer ${token}` } }).then((res) => res.json())) as AccountResponse;
  const privateKey = await unlockPrivateKey(account.encrptedPrivateKey!, passphrase);
  return { token, account, dataKey: await unwrapDataKey(account.encryptedDataKey!, privateKey) };
}

/** A 1×1 PNG: the meal picture (the sdk checks a picture's bytes before sealing them). */
const PICTURE = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

/** What `sealEveryKind` sealed, to be opened again after a reset. */
export interface SealedKinds {
  marker: string;
  allergy: string;
  medication: string;
  healthIssue: string;
  mealName: string;
  /** The meal's name as saved (sealed): no member route reads meal names back. */
  mealNameSealed: string;
  pictureId: string;
}

/** The sdk as the portal runs it, signed in with the password (its keys open the way the browser's do). */
export async function signedInSdk(baseUrl: string, email: string, password: string): Promise<HealthDeck> {
  const hd = createHealthDeck({ baseUrl, onUnauthorized: () => undefined });
  await signIn(hd, { email, password });
  if (!hd.$dataKey.get()) throw new Error(`${email}: the data key did not open at sign-in`);
  return hd;
}

/**
 * One record of every member-sealed kind, sealed by the sdk functions the member's screens call (the
 * screens' own sealing code, under the data key): HRA answers and risk scores, nutrition form, a
 * body measurement with its 3D samples, the skip reason, vitals, an allergy, a medication (and its
 * log entry), a health issue, a meal's name and picture, the telehealth form. Kit reports and
 * appointment details are sealed by vendors' sandboxes and re-sealed on opening (their own journeys).
 */
export async function sealEveryKind(hd: HealthDeck, marker: string): Promise<SealedKinds> {
  const catalogue = await fetchHealthRecordsCatalogue(hd);
  const today = new Date().toISOString().slice(0, 10);
  const allergy = catalogue.allergies[0]!;
  await saveAllergy(hd, { allergy_id: allergy.id, severity: 'severe', reaction: `Hives ${marker}` });
  const medication = catalogue.medications[0]!;
  await scheduleMedication(hd, { medication_id: medication.id, dosage: `1 tablet ${marker}`, times: ['08:00'], start_date: today });
  const issue = catalogue.health_issues[0]!;
  await saveHealthIssue(hd, { health_issue_id: issue.id, diagnosed_on: '2020-01-01', notes: `Notes ${marker}` });
  await saveNutritionForm(hd, { meals_per_day: 3, note: marker });
  const started = await addMeasurementSamples(hd, { frames: [1, 2, 3], note: marker });
  await saveMeasurement(hd, { bmi: 22.4, fat_percentage: 18.5 }, started.id);
  await skipMeasurement(hd, `No tape measure ${marker}`);
  await saveVital(hd, { hr: 64, hrv: 48, sbp: 118, dbp: 76, rr: 14, spo2: 98, method: 'journey' });
  await saveHraSection(hd, 'depression-screening', { note: marker, answers: [0, 1, 0] }, 'complete');
  for (const kind of HRA_FORM_KINDS) if (kind !== 'depression-screening') await saveHraSection(hd, kind, null, 'skipped');
  await submitHra(hd, [{ kind: 'depression-screening', score: 4, level: 'low' }]);
  await saveTelehealthForm(hd, { reason: `Telehealth ${marker}` });
  const picture = await uploadMealPicture(hd, new Blob([PICTURE], { type: 'image/png' }));
  const ingredient = (await fetchMealIngredients(hd, 'apple')).ingredients[0]!;
  const mealName = `Meal ${marker}`;
  const meal = await saveMeal(hd, { name: mealName, eaten_at: new Date().toISOString(), picture_id: picture.picture_id, items: [{ ingredient_id: ingredient.id, grams: 120 }] });
  if (!meal.ok) throw new Error(`meal refused: ${meal.error.message}`);
  return { marker, allergy: allergy.name, medication: medication.name, healthIssue: issue.name, mealName, mealNameSealed: meal.meal.encrypted_name, pictureId: picture.picture_id };
}

/**
 * Opens every kind `sealEveryKind` sealed with the sdk's read functions (the screens' own), signed in
 * as `hd`; answers, per kind, what opened (a kind that stays locked or unreadable throws).
 */
export async function openEveryKind(hd: HealthDeck, sealed: SealedKinds): Promise<Record<string, unknown>> {
  const records = <T>(kind: string, read: { records: T[]; locked: boolean; unreadable: number }) => {
    if (read.locked || read.unreadable > 0) throw new Error(`${kind}: locked ${read.locked}, unreadable ${read.unreadable}`);
    return read.records;
  };
  const opened = async (kind: string, value: Promise<unknown>) => {
    const result = await value;
    if (result === null || result === undefined) throw new Error(`${kind} did not open`);
    return result;
  };
  const { measurements, measurement_skip } = await fetchMeasurements(hd);
  const measurement = measurements.models.find((m) => m.status === 'completed');
  const vital = (await fetchVitals(hd)).vitals.models[0];
  const form = await fetchHraForm(hd);
  const section = form?.sections.find((s) => s.kind === 'depression-screening');
  const telehealth = (await fetchTelehealthForm(hd)).form;
  const picture = await fetchMealPicture(hd, sealed.pictureId);
  return {
    allergy: records('allergies', await fetchCurrentAllergies(hd)).map((a) => `${a.name}: ${a.reaction}`),
    medication: records('medications', await fetchCurrentMedications(hd)).map((m) => `${m.name}: ${m.dosage}`),
    medicationLog: records('medications log', await fetchMedicationsLog(hd)).map((m) => `${m.name}: ${m.dosage}`),
    healthIssue: records('health issues', await fetchCurrentHealthIssues(hd)).map((i) => `${i.name}: ${i.notes}`),
    nutritionForm: await opened('nutrition form', openNutritionForm(hd, await fetchNutritionForm(hd))),
    measurement: measurement ? await opened('measurement', openMeasurement(hd, measurement)) : null,
    skipReason: (await openMeasurementSkip(hd, measurement_skip)).reason,
    vitals: vital ? await opened('vitals', openVital(hd, vital)) : null,
    hraSection: section ? await opened('HRA section', openHraSection(hd, section)) : null,
    telehealthForm: await opened('telehealth form', openTelehealthForm(hd, telehealth)),
    mealPicture: picture.status,
    mealName: await opened('meal name', openRecord(sealed.mealNameSealed, { dataKey: hd.$dataKey.get() })),
  };
}
/** Asks for a reset link in the browser and opens it from the (dev) outbox. */
export async function openResetLink(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText('If an account exists for that email, we sent a reset link.').waitFor();
  const mail = await waitForEmail(baseUrl, email, /reset/i);
  const link = new URL(mail.links.find((l) => l.includes('/reset-password?key='))!);
  await page.goto(link.pathname + link.search);
  await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
}

/** What `openEveryKind` answers when every kind `sealEveryKind` sealed opens as it was sealed. */
export function everyKindAsSealed(sealed: SealedKinds): Record<string, unknown> {
  const { marker } = sealed;
  return {
    allergy: [`${sealed.allergy}: Hives ${marker}`],
    medication: [`${sealed.medication}: 1 tablet ${marker}`],
    medicationLog: [`${sealed.medication}: 1 tablet ${marker}`],
    healthIssue: [`${sealed.healthIssue}: Notes ${marker}`],
    nutritionForm: { meals_per_day: 3, note: marker },
    measurement: { bmi: 22.4, fat_percentage: 18.5 },
    skipReason: `No tape measure ${marker}`,
    vitals: { hr: 64, hrv: 48, sbp: 118, dbp: 76, rr: 14, spo2: 98, method: 'journey' },
    hraSection: { note: marker, answers: [0, 1, 0] },
    telehealthForm: { reason: `Telehealth ${marker}` },
    mealPicture: 'open',
    mealName: sealed.mealName,
  };
}
