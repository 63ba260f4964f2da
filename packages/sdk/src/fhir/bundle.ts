// The member's record as a FHIR R4 Bundle (docs/decisions/0103-fhir-export.md): pure functions from
// the opened record (member-record.ts) to resources, run in the member's browser (a worker) and never
// sent anywhere. What is left out, and why, is in the decision.
import type {
  AllergyIntolerance,
  Appointment,
  Bundle,
  BundleEntry,
  CodeableConcept,
  Condition,
  Consent,
  Device,
  MedicationStatement,
  Observation,
  Organization,
  Patient,
  Provenance,
  Quantity,
  QuestionnaireResponse,
  QuestionnaireResponseItem,
  QuestionnaireResponseItemAnswer,
  Reference,
  Resource,
} from '@medplum/fhirtypes';
import { PROVIDER_NAMES, type SpotResultItem } from '@healthdeck/contract/light';
import { vitalMeasurable, type DecryptedVitals, type VitalKey } from '../rules/vitals.js';
import type { BodyMeasurement } from '../domains/measurements.js';
import { HEALTHDECK_SYSTEM, INTERPRETATION, LAB_LOINC, loinc, OBSERVATION_CATEGORY, UCUM, UCUM_UNITS } from './codes.js';
import type { ExportedForm, ExportedKit, MemberRecord } from './member-record.js';

/** One step of the mapping, for the progress the member sees. */
export interface BundleProgress {
  done: number;
  total: number;
}

export interface BundleOptions {
  /** Makes each resource's id (a UUID); crypto.randomUUID unless a test gives its own. */
  newId?: () => string;
  onProgress?: (progress: BundleProgress) => void;
}

type Category = 'vital-signs' | 'laboratory' | 'survey' | 'activity' | 'exam';

const category = (code: Category): CodeableConcept[] => [{ coding: [{ system: OBSERVATION_CATEGORY, code }] }];

/** A quantity in UCUM where the unit has a code; the unit as text otherwise. */
function quantity(value: number, unit: string): Quantity {
  const code = UCUM_UNITS[unit];
  return code ? { value, unit, system: UCUM, code } : unit ? { value, unit } : { value };
}

class BundleBuilder {
  readonly entries: BundleEntry[] = [];
  private readonly devices = new Map<string, Reference<Device>>();
  private readonly labs = new Map<string, Reference<Organization>>();
  readonly patient: Reference<Patient>;

  constructor(
    private readonly newId: () => string,
    record: MemberRecord,
  ) {
    const patient: Patient = {
      resourceType: 'Patient',
      identifier: [{ system: `${HEALTHDECK_SYSTEM}:member`, value: record.member.id }],
      ...(record.member.name ? { name: [{ text: record.member.name }] } : {}),
      telecom: [{ system: 'email', value: record.member.email }],
    };
    this.patient = this.add(patient);
  }

  add<T extends Resource>(resource: T): Reference<T> {
    const id = this.newId();
    const fullUrl = `urn:uuid:${id}`;
    this.entries.push({ fullUrl, resource: { ...resource, id } as Resource });
    // The type names what a urn:uuid reference points at (a validator cannot tell from the urn).
    return { reference: fullUrl, type: resource.resourceType };
  }

  /** The device a reading came from, one resource per kind of device. */
  device(key: string, name: string): Reference<Device> {
    let ref = this.devices.get(key);
    if (!ref) {
      const device: Device = { resourceType: 'Device', deviceName: [{ name, type: 'user-friendly-name' }], patient: this.patient };
      ref = { ...this.add(device), display: name };
      this.devices.set(key, ref);
    }
    return ref;
  }

  /** The lab that reported a result, one resource per lab. */
  lab(name: string): Reference<Organization> {
    let ref = this.labs.get(name);
    if (!ref) {
      const lab: Organization = {
        resourceType: 'Organization',
        name,
        type: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/organization-type', code: 'prov' }], text: 'Laboratory' }],
      };
      ref = { ...this.add(lab), display: name };
      this.labs.set(name, ref);
    }
    return ref;
  }

  /** Says where resources came from: a device, a lab, or the member. */
  provenance(targets: Reference[], recorded: string, source: Reference<Device | Organization | Patient>, role: 'performer' | 'author', activity: string) {
    if (targets.length === 0) return;
    const provenance: Provenance = {
      resourceType: 'Provenance',
      target: targets.map(({ reference, type }) => ({ reference, type })),
      recorded,
      activity: { text: activity },
      agent: [{ type: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/provenance-participant-type', code: role }] }, who: source }],
    };
    this.add(provenance);
  }

  observation(fields: Omit<Observation, 'resourceType' | 'status' | 'subject'> & { code: CodeableConcept }): Reference {
    return this.add({ resourceType: 'Observation', status: 'final', subject: this.patient, ...fields } as Observation);
  }
}

/** Sandbox data is kept (the member saw it) but tagged as made up by a vendor's sandbox. */
const sandboxMeta = (sandbox: string | null | undefined) =>
  sandbox ? { meta: { tag: [{ system: `${HEALTHDECK_SYSTEM}:source`, code: 'sandbox', display: `Demo data from the ${sandbox} sandbox, not a real measurement` }] } } : {};

const VITAL_CODES: Readonly<Record<Exclude<VitalKey, 'bloodPressure' | 'stressIndex'>, { field: keyof DecryptedVitals; code: CodeableConcept; unit: string }>> = {
  heartRate: { field: 'hr', code: { coding: [loinc('8867-4', 'Heart rate')], text: 'Heart rate' }, unit: '/min' },
  heartRateVariability: { field: 'hrv', code: { coding: [loinc('80404-7', 'R-R interval.standard deviation (Heart rate variability)')], text: 'Heart rate variability' }, unit: 'ms' },
  respirationRate: { field: 'rr', code: { coding: [loinc('9279-1', 'Respiratory rate')], text: 'Respiratory rate' }, unit: '/min' },
  o2Saturation: { field: 'spo2', code: { coding: [loinc('59408-5', 'Oxygen saturation in Arterial blood by Pulse oximetry')], text: 'Oxygen saturation' }, unit: '%' },
};

const finite = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Only the vitals the record's method measures: values a formula derived are not measurements (decision 0080). */
function addVitals(b: BundleBuilder, record: MemberRecord) {
  for (const vital of record.vitals) {
    const device = b.device(`vitals:${vital.values.method ?? 'legacy'}`, vital.values.method === 'browser-rppg' ? 'Camera pulse reading in the browser' : 'Camera vitals scan');
    const targets: Reference[] = [];
    for (const [key, spec] of Object.entries(VITAL_CODES) as [VitalKey, (typeof VITAL_CODES)[keyof typeof VITAL_CODES]][]) {
      const value = vital.values[spec.field];
      if (!vitalMeasurable(key, vital.values) || !finite(value)) continue;
      targets.push(b.observation({ category: category('vital-signs'), code: spec.code, effectiveDateTime: vital.created_at, valueQuantity: quantity(value, spec.unit), device }));
    }
    const { sbp, dbp } = vital.values;
    if (vitalMeasurable('bloodPressure', vital.values) && finite(sbp) && finite(dbp)) {
      targets.push(
        b.observation({
          category: category('vital-signs'),
          code: { coding: [loinc('85354-9', 'Blood pressure panel with all children optional')], text: 'Blood pressure' },
          effectiveDateTime: vital.created_at,
          component: [
            { code: { coding: [loinc('8480-6', 'Systolic blood pressure')] }, valueQuantity: quantity(sbp, 'mmHg') },
            { code: { coding: [loinc('8462-4', 'Diastolic blood pressure')] }, valueQuantity: quantity(dbp, 'mmHg') },
          ],
          device,
        }),
      );
    }
    b.provenance(targets, vital.created_at, device, 'performer', 'Vitals scan');
  }
}

/** A body measurement (a 3D body scan) as observations; circumferences are in inches. */
function bodyMeasurementObservations(b: BundleBuilder, value: BodyMeasurement, at: string, device: Reference<Device>, meta: object): Reference[] {
  const rows: [CodeableConcept, number | null | undefined, string][] = [
    [{ coding: [loinc('39156-5', 'Body mass index (BMI) [Ratio]')], text: 'Body mass index' }, value.bmi, 'kg/m2'],
    [{ coding: [loinc('41982-0', 'Percentage of body fat Measured')], text: 'Body fat percentage' }, value.fat_percentage, '%'],
    [{ text: 'Body fat mass' }, value.fat_body_mass, 'kg'],
    [{ text: 'Lean body mass' }, value.lean_body_mass, 'kg'],
    [{ text: 'Basal metabolic rate' }, value.bmr, 'kcal/d'],
    [{ text: 'Chest circumference' }, value.circumference_params?.chest, 'in'],
    [{ coding: [loinc('8280-0', 'Waist Circumference at umbilicus by Tape measure')], text: 'Waist circumference' }, value.circumference_params?.waist, 'in'],
    [{ text: 'Low hips circumference' }, value.circumference_params?.low_hips, 'in'],
  ];
  return rows
    .filter((row): row is [CodeableConcept, number, string] => finite(row[1]) && row[1] > 0)
    .map(([code, n, unit]) => b.observation({ ...meta, category: category('exam'), code, effectiveDateTime: at, valueQuantity: quantity(n, unit), device }));
}

function addMeasurements(b: BundleBuilder, record: MemberRecord) {
  for (const m of record.measurements) {
    const device = b.device('body-scan', 'Body scan in the app');
    b.provenance(bodyMeasurementObservations(b, m.value, m.created_at, device, {}), m.created_at, device, 'performer', 'Body scan');
  }
}

const LEVEL_CODES = { H: 'H', N: 'N', L: 'L' } as const;

/** A lab result: a number in its unit with the healthy range and H/N/L, or a qualitative text. */
function labObservation(b: BundleBuilder, item: SpotResultItem, at: string, lab: Reference<Organization>, meta: object): Reference {
  const numeric = Number(item.result);
  const code: CodeableConcept = { ...(LAB_LOINC[item.name] ? { coding: [LAB_LOINC[item.name]!] } : {}), text: item.name };
  const value =
    item.result.trim() !== '' && Number.isFinite(numeric) && !item.hideScale
      ? {
          valueQuantity: quantity(numeric, item.unit_of_measure),
          referenceRange: [{ low: quantity(item.healthy_min, item.unit_of_measure), high: quantity(item.healthy_max, item.unit_of_measure), text: 'Healthy range' }],
        }
      : { valueString: item.result };
  return b.observation({
    ...meta,
    category: category('laboratory'),
    code,
    effectiveDateTime: at,
    issued: at,
    ...value,
    interpretation: [{ coding: [{ system: INTERPRETATION, code: LEVEL_CODES[item.result_level] }] }],
    performer: [lab],
  });
}

function addKits(b: BundleBuilder, record: MemberRecord) {
  for (const kit of record.kits) {
    const meta = sandboxMeta(kit.sandbox);
    const report = kit.report;
    const name = PROVIDER_NAMES[kit.provider_code];
    if (report.provider_code === 'spot') {
      const lab = b.lab(name);
      const targets = report.samples.flatMap((sample) =>
        (sample.report?.results ?? []).filter((item) => item.result.trim() !== '').map((item) => labObservation(b, item, resultTime(kit, sample.events), lab, meta)),
      );
      b.provenance(targets, kit.updated_at, lab, 'performer', `Lab results of kit ${kit.kit_id} (${kit.name})`);
    } else if (report.provider_code === 'namida' && report.results) {
      const lab = b.lab(name);
      const target = b.observation({
        ...meta,
        category: category('laboratory'),
        code: { text: `${kit.name} score` },
        effectiveDateTime: kit.updated_at,
        valueQuantity: { value: report.results.score },
        interpretation: [{ text: report.results.interpretation }],
        performer: [lab],
      });
      b.provenance([target], kit.updated_at, lab, 'performer', `Results of kit ${kit.kit_id} (${kit.name})`);
    } else if (report.provider_code === '3d-look' && report.measurement) {
      const device = b.device('3d-look', `${name} body scan`);
      b.provenance(bodyMeasurementObservations(b, report.measurement, kit.updated_at, device, meta), kit.updated_at, device, 'performer', 'Body scan');
    }
  }
}

/** When a sample's results came: its newest event's time, else the kit's last change. */
function resultTime(kit: ExportedKit, events: readonly { created: string | null }[]): string {
  return events.find((event) => event.created)?.created ?? kit.updated_at;
}

/** What the member logged each day: water, sleep level, mood and symptoms (tasks are programme work, not health data). */
function addDailyLogs(b: BundleBuilder, record: MemberRecord) {
  for (const log of record.daily_logs) {
    const day = log.date;
    const targets: Reference[] = [];
    if (log.hydration_ounces !== null)
      targets.push(b.observation({ category: category('survey'), code: { text: 'Water intake' }, effectiveDateTime: day, valueQuantity: quantity(log.hydration_ounces, 'fl oz') }));
    if (log.sleep_levels !== null)
      targets.push(b.observation({ category: category('survey'), code: { text: 'Sleep tracker level (0 to 14)' }, effectiveDateTime: day, valueInteger: log.sleep_levels }));
    if (log.mood !== null)
      targets.push(
        b.observation({
          category: category('survey'),
          code: { text: 'Mood' },
          effectiveDateTime: day,
          valueCodeableConcept: { coding: [{ system: `${HEALTHDECK_SYSTEM}:mood`, code: log.mood }], text: log.mood },
        }),
      );
    for (const symptom of log.symptoms) {
      targets.push(b.observation({ category: category('survey'), code: { text: 'Symptom' }, effectiveDateTime: day, valueCodeableConcept: { text: symptom } }));
    }
    b.provenance(targets, `${day}T00:00:00Z`, b.patient, 'author', 'Logged by the member');
  }
}

/** Daily summaries from the member's connected devices (sleep stages, steps, distance, calories). */
function addBodyMetrics(b: BundleBuilder, record: MemberRecord) {
  for (const metric of record.body_metrics) {
    const device = b.device(`tracker:${metric.sandbox ?? 'device'}`, 'Connected fitness or sleep tracker');
    const meta = sandboxMeta(metric.sandbox);
    const rows: [CodeableConcept, number | null | undefined, string][] = [];
    const sleep = metric.data.sleep_health?.summary.sleep_summary.duration;
    if (sleep) {
      rows.push([{ text: 'Light sleep duration' }, sleep.light_sleep_duration_seconds_int, 's']);
      rows.push([{ text: 'Deep sleep duration' }, sleep.deep_sleep_duration_seconds_int, 's']);
      rows.push([{ text: 'REM sleep duration' }, sleep.rem_sleep_duration_seconds_int, 's']);
    }
    const physical = metric.data.physical_health?.summary.physical_summary;
    if (physical) {
      rows.push([{ coding: [loinc('41950-7', 'Number of steps in 24 hour Measured')], text: 'Steps' }, physical.distance.steps_int, 'steps']);
      rows.push([{ text: 'Walked distance' }, physical.distance.walked_distance_meters_float, 'm']);
      rows.push([{ coding: [loinc('41981-2', 'Calories burned')], text: 'Calories burned' }, physical.calories.calories_expenditure_kcal_float, 'kcal']);
    }
    const targets = rows
      .filter((row): row is [CodeableConcept, number, string] => finite(row[1]))
      .map(([code, n, unit]) => b.observation({ ...meta, category: category('activity'), code, effectiveDateTime: metric.date, valueQuantity: quantity(n, unit), device }));
    b.provenance(targets, `${metric.date}T00:00:00Z`, device, 'performer', 'Daily summary from a connected device');
  }
}

/** A form's answers as items: each key a question (linkId its path), nested objects nested items, empty answers left out. */
export function questionnaireItems(answers: unknown, prefix = ''): QuestionnaireResponseItem[] {
  if (answers === null || typeof answers !== 'object' || Array.isArray(answers)) return [];
  const items: QuestionnaireResponseItem[] = [];
  for (const [key, value] of Object.entries(answers as Record<string, unknown>)) {
    const linkId = prefix ? `${prefix}.${key}` : key;
    const values = Array.isArray(value) ? value : [value];
    const answer = values.map(answerOf).filter((a): a is QuestionnaireResponseItemAnswer => a !== null);
    const nested = values.length === 1 && value !== null && typeof value === 'object' && !Array.isArray(value) ? questionnaireItems(value, linkId) : [];
    if (answer.length > 0) items.push({ linkId, text: key, answer });
    else if (nested.length > 0) items.push({ linkId, text: key, item: nested });
  }
  return items;
}

function answerOf(value: unknown): QuestionnaireResponseItemAnswer | null {
  if (typeof value === 'boolean') return { valueBoolean: value };
  if (typeof value === 'number' && Number.isFinite(value)) return Number.isInteger(value) ? { valueInteger: value } : { valueDecimal: value };
  if (typeof value === 'string' && value.trim() !== '') return { valueString: value };
  return null;
}

const FORM_STATUS: Readonly<Record<string, QuestionnaireResponse['status']>> = { complete: 'completed', completed: 'completed', submitted: 'completed' };

function addForms(b: BundleBuilder, record: MemberRecord) {
  for (const form of record.forms) {
    const items = questionnaireItems(form.answers);
    if (items.length === 0) continue;
    const target = b.add({
      resourceType: 'QuestionnaireResponse',
      identifier: { system: `${HEALTHDECK_SYSTEM}:questionnaire`, value: form.kind },
      status: FORM_STATUS[form.status] ?? 'in-progress',
      subject: b.patient,
      author: b.patient,
      ...(form.updated_at ? { authored: form.updated_at } : {}),
      item: items,
    } satisfies QuestionnaireResponse);
    b.provenance([target], form.updated_at ?? record.exported_at, b.patient, 'author', formTitle(form));
  }
}

function formTitle(form: Pick<ExportedForm, 'kind'>): string {
  return form.kind === 'nutrition' ? 'Nutrition form' : `Health risk assessment: ${form.kind}`;
}

function addHealthRecords(b: BundleBuilder, record: MemberRecord) {
  const today = record.exported_at.slice(0, 10);
  const targets: Reference[] = [];
  for (const m of record.medications) {
    const ended = m.end_date !== null && m.end_date < today;
    targets.push(
      b.add({
        resourceType: 'MedicationStatement',
        status: ended ? 'completed' : 'active',
        medicationCodeableConcept: { text: [m.name, m.strength].filter(Boolean).join(' ') },
        subject: b.patient,
        effectivePeriod: { start: m.start_date, ...(m.end_date ? { end: m.end_date } : {}) },
        dosage: [{ text: [m.dosage, m.drug_type, `${m.recurrence}${m.times.length ? ` at ${m.times.join(', ')}` : ''}`].filter(Boolean).join('; ') }],
      } satisfies MedicationStatement),
    );
  }
  for (const a of record.allergies) {
    const kind = ALLERGY_CATEGORY[a.category];
    targets.push(
      b.add({
        resourceType: 'AllergyIntolerance',
        clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/allergyintolerance-clinical', code: 'active' }] },
        ...(kind ? { category: [kind] } : {}),
        code: { text: a.name },
        patient: b.patient,
        // A reaction needs a manifestation: without the member's words the severity goes in a note.
        ...(a.reaction.trim() ? { reaction: [{ manifestation: [{ text: a.reaction }], severity: a.severity }] } : { note: [{ text: `Severity: ${a.severity}` }] }),
      } satisfies AllergyIntolerance),
    );
  }
  for (const issue of record.health_issues) {
    targets.push(
      b.add({
        resourceType: 'Condition',
        clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] },
        code: { ...(issue.icd10_code ? { coding: [{ system: 'http://hl7.org/fhir/sid/icd-10', code: issue.icd10_code, display: issue.name }] } : {}), text: issue.name },
        subject: b.patient,
        ...(issue.diagnosed_on ? { onsetDateTime: issue.diagnosed_on } : {}),
        ...(issue.notes.trim() ? { note: [{ text: issue.notes }] } : {}),
      } satisfies Condition),
    );
  }
  b.provenance(targets, record.exported_at, b.patient, 'author', 'Entered by the member');
}

const ALLERGY_CATEGORY: Readonly<Record<string, 'food' | 'medication' | 'environment' | undefined>> = { food: 'food', drug: 'medication', environmental: 'environment' };
const APPOINTMENT_STATUS = { created: 'booked', attended: 'fulfilled', cancelled: 'cancelled' } as const;

function addAppointments(b: BundleBuilder, record: MemberRecord) {
  for (const a of record.appointments) {
    b.add({
      resourceType: 'Appointment',
      status: APPOINTMENT_STATUS[a.status],
      serviceType: [{ text: a.type }],
      // A booked appointment needs an end (constraint app-3) and its length is not recorded: the end
      // is the start, and the comment says so.
      start: a.appointment_date.date,
      end: a.appointment_date.date,
      comment: `Time zone ${a.appointment_date.timezone}. The length of the appointment is not recorded.`,
      created: a.created_at,
      participant: [{ actor: b.patient, status: 'accepted' }, ...(a.physician ? [{ actor: { display: a.physician.name }, status: 'accepted' as const }] : [])],
    } satisfies Appointment);
  }
}

/** Every answer to every agreement: the newest one active (or rejected when declined), the older ones inactive. */
function addConsents(b: BundleBuilder, record: MemberRecord) {
  for (const agreement of record.consents) {
    agreement.answers.forEach((answer, index) => {
      b.add({
        resourceType: 'Consent',
        status: index > 0 ? 'inactive' : answer.accepted ? 'active' : 'rejected',
        scope: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/consentscope', code: 'patient-privacy' }], text: agreement.title },
        category: [{ coding: [loinc('59284-0', 'Consent Document')], text: agreement.title }],
        patient: b.patient,
        dateTime: answer.answered_at,
        ...(agreement.url ? { policy: [{ uri: agreement.url }] } : { policyRule: { text: `${agreement.title}, version ${answer.version}` } }),
        provision: { type: answer.accepted ? 'permit' : 'deny' },
      } satisfies Consent);
    });
  }
}

const STEPS = [addVitals, addMeasurements, addKits, addDailyLogs, addBodyMetrics, addForms, addHealthRecords, addAppointments, addConsents];

/** The member's record as a FHIR R4 Bundle of type collection; every reference inside it resolves to an entry. */
export function memberRecordBundle(record: MemberRecord, options: BundleOptions = {}): Bundle {
  const b = new BundleBuilder(options.newId ?? (() => crypto.randomUUID()), record);
  STEPS.forEach((step, index) => {
    step(b, record);
    options.onProgress?.({ done: index + 1, total: STEPS.length });
  });
  return { resourceType: 'Bundle', type: 'collection', timestamp: record.exported_at, entry: b.entries };
}
