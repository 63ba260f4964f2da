import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { encryptForMember } from '@healthdeck/crypto';
import { sql } from 'kysely';
import { expect } from 'vitest';
import {
  routes,
  type AppointmentResponse,
  type DailyTasksResponse,
  type LabSitesResponse,
  type LegalAgreementsResponse,
  type MealIngredientsResponse,
  type MealPictureResponse,
  type MeasurementResponse,
  type MedicationScheduleResponse,
  type NotificationsUnreadResponse,
  type RouteName,
  type SaveUserAllergyResponse,
  type SaveUserHealthIssueResponse,
  type SmartlinkAppointmentResponse,
  type SmartlinkTimeslotsResponse,
  type SymptomsResponse,
  type TimeslotsResponse,
  type TopicsResponse,
  type UserHealthActionsResponse,
} from '@healthdeck/contract';
import { seedDemoAdminClasses } from '../../src/seed/demo-admin-classes.js';
import { seedDemoClinical } from '../../src/seed/demo-clinical.js';
import { seedDemoContentLibrary } from '../../src/seed/demo-content-library.js';
import { seedDemoGoals } from '../../src/seed/demo-goals.js';
import { seedDemoKits } from '../../src/seed/demo-kits.js';
import { seedDemoMilestones } from '../../src/seed/demo-milestones.js';
import { seedDemoProgrammes } from '../../src/seed/demo-programmes.js';
import { DEMO_USERS } from '../../src/seed/demo-users.js';
import { keyedMember, signedInAdmin, type TestMember } from './accounts.js';
import type { RouteCall } from './call-route.js';
import { sendMemberRequest, TZ } from './member-requests.js';
import type { TestServer } from './test-server.js';

/** A's things that B's requests aim at (every id-taking member route gets one of these). */
export interface WorldIds {
  /** A's client kit (uuid) and its serial (kit_id). */
  kitUuid: string;
  kitSerial: string;
  /** A's Namida kit serial: its report file is Auria_Results_{serial}.pdf. */
  auriaSerial: string;
  dailyTaskId: string;
  mealPictureId: string;
  telehealthAppointmentId: string;
  smartlinkAppointmentId: string;
  notificationIds: string[];
  measurementId: string;
  /** A's seeded vital and completed measurement, as the server sealed them (OpenPGP), with their versions: B's re-seals aim at them. */
  sealedVital: { id: string; created_at: string };
  /** A's social history section as the demo seed sealed it (OpenPGP to A's key), at its real updated_at: B's re-seal aims at it. */
  sealedHraSection: { kind: 'social-history'; updated_at: string };
  sealedMeasurement: { id: string; updated_at: string };
  rewardId: string;
  programId: string;
  healthActionId: string;
  actionCode: string;
  /** A's own (sealed) medication, allergy and health issue records. */
  userMedicationId: string;
  userAllergyId: string;
  userHealthIssueId: string;
  /** A's medications log entry; A's four records are then sealed as the server seals (OpenPGP to A's key), with the SHA-256 of each: B's re-seals aim at them. */
  medicationLogEntryId: string;
  sealedDigests: { medication: string; logEntry: string; allergy: string; healthIssue: string };
  legalAgreementId: string;
  topicInterestIds: string[];
  symptomId: number;
  /** A's signed-in session (the rfam claim of A's access token): B's sign-out of it aims at it. */
  sessionId: string;
  milestoneId: number;
  ingredientId: number;
  physicianId: string;
  labSiteId: string;
  /** A run of a process for A (a triggered-process action's): B's status read aims at it. */
  processRunId: string;
}

export interface MemberWorld {
  /** Member A: the demo member with the whole demo seed and a day of their own use on top. */
  a: TestMember;
  admin: TestMember;
  ids: WorldIds;
}

/** A Monday, 10:00 in Chicago: telehealth and Smartlink have free slots later that day. */
export const WORLD_NOW = new Date('2026-05-04T15:00:00Z');

const sealed = () => `hd1.${randomBytes(48).toString('base64')}`;

/**
 * Builds member A's rows in every area: the demo seeders (kits of both labs, clinical records,
 * programmes, milestones, goals, content) and then A's own calls through the API, the way the
 * portal makes them (hydration, sleep, mood, symptoms, tasks, meals, consents, health actions,
 * devices, forms, appointments, a reward, orders…).
 */
export async function buildMemberWorld(server: TestServer): Promise<MemberWorld> {
  server.setNow(WORLD_NOW);
  const demoMember = DEMO_USERS.find((u) => !u.roles.includes('admin'))!.email;
  const demoAdmin = DEMO_USERS.find((u) => u.roles.includes('admin'))!.email;
  const admin = await signedInAdmin(server, demoAdmin);
  const a = await keyedMember(server, demoMember);

  const db = server.db;
  const now = server.config.now();
  await seedDemoAdminClasses(db);
  await seedDemoProgrammes(db, a.email, admin.email);
  await seedDemoContentLibrary(db);
  await seedDemoGoals(db, a.email);
  await seedDemoMilestones(db, a.email);
  await seedDemoClinical(db, a.email, now);
  await seedDemoKits(db, a.email, now);

  const call = async <T>(name: RouteName, input: RouteCall = {}): Promise<T> => {
    const res = await server.call<T>(name, { token: a.accessToken, ...input });
    expect(res.status, `A's ${name}: ${JSON.stringify(res.body)}`).toBe(routes[name].successStatus);
    return res.body;
  };
  const tz = { tz: TZ };

  await call('preferencesSave', { body: { sleep_goal: 7.5, water_intake: 80 } });
  await call('sessionSave', { body: { kit_id: 'SPT-DEMO0001', verificationEmailSent: true } });
  await call('hydrationIncrement', { query: tz, body: { ounces: 24 } });
  await call('sleepIncrement', { query: tz });
  await call('moodLog', { query: tz, body: { mood: 'happy' } });
  const symptoms = await call<SymptomsResponse>('symptomsList', { query: tz });
  const symptomId = symptoms.find((s) => s.name !== 'None of these')!.id;
  await call('symptomUpdate', { query: tz, body: { symptom_id: symptomId } });
  const tasks = await call<DailyTasksResponse>('dailyTasks', { query: tz });
  const dailyTaskId = tasks.tasks[0]!.id;
  await call('dailyTaskToggle', { params: { id: dailyTaskId }, query: tz });

  const ingredients = await call<MealIngredientsResponse>('mealIngredients', { query: { search: 'egg' } });
  const ingredientId = ingredients.ingredients[0]!.id;
  const picture = await sendMemberRequest<MealPictureResponse>(server, 'mealPictureUpload', a.accessToken, {});
  expect(picture.status).toBe(200);
  const mealPictureId = picture.body.picture_id;
  await call('mealSave', { query: tz, body: { encrypted_name: sealed(), eaten_at: now.toISOString(), picture_id: mealPictureId, items: [{ ingredient_id: ingredientId, grams: 120 }] } });

  const agreements = await call<LegalAgreementsResponse>('legalAgreements');
  const legalAgreementId = agreements.legal_agreements[0]!.id;
  await call('consentSave', { body: { legal_agreement_id: legalAgreementId, accepted: true } });
  await call('onboardingLegalConsents', { body: { legal_consents: agreements.legal_agreements.map((l) => ({ legal_agreement_id: l.id, accepted: true })) } });
  const interests = await call<TopicsResponse>('onboardingTopics', { query: { kind: 'user-interest' } });
  const topicInterestIds = interests.topics.map((t) => t.id).slice(0, 2);
  await call('onboardingTopicInterests', { body: { topicInterestIds } });
  await call('completeOnboarding');

  const actions = await call<UserHealthActionsResponse>('userHealthActions');
  const { program_id: programId, health_action_id: healthActionId } = actions.health_actions[0]!;
  await call('healthActionStatus', { body: { program_id: programId, health_action_id: healthActionId } });
  // Sealed in the browser: the server sees ciphertext only.
  const userMedicationId = (await call<MedicationScheduleResponse>('medicationSchedule', { body: { encrypted_data: sealed(), times: ['08:00'], start_date: '2026-05-01' } })).medication.id;
  const userAllergyId = (await call<SaveUserAllergyResponse>('saveUserAllergy', { body: { encrypted_data: sealed() } })).allergy.id;
  const userHealthIssueId = (await call<SaveUserHealthIssueResponse>('saveUserHealthIssue', { body: { encrypted_data: sealed() } })).health_issue.id;
  // As migration 0023 sealed the records already stored: OpenPGP to A's public key (a re-seal by A would be taken).
  const medicationLogEntryId = (await db.selectFrom('medication_log').select('id').where('user_medication_id', '=', userMedicationId).executeTakeFirstOrThrow()).id;
  const { public_key: aPublicKey } = await db.selectFrom('accounts').select('public_key').where('user_id', '=', a.id).executeTakeFirstOrThrow();
  const serverSealed = async (table: 'user_medications' | 'medication_log' | 'user_allergies' | 'user_health_issues', id: string) => {
    const encrypted_data = await encryptForMember({ sealed_by: 'server' }, aPublicKey as string);
    await db
      .updateTable(table as 'user_allergies')
      .set({ encrypted_data })
      .where('id', '=', id)
      .execute();
    return createHash('sha256').update(encrypted_data).digest('hex');
  };
  const sealedDigests = {
    medication: await serverSealed('user_medications', userMedicationId),
    logEntry: await serverSealed('medication_log', medicationLogEntryId),
    allergy: await serverSealed('user_allergies', userAllergyId),
    healthIssue: await serverSealed('user_health_issues', userHealthIssueId),
  };
  const action = await db
    .selectFrom('class_records')
    .select('data')
    .where('classkey', '=', 'action')
    .where(sql<boolean>`data->>'program_id' = ${programId}`)
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  const actionCode = (action.data as { code: string }).code;
  await call('actionComplete', { body: { code: actionCode, program_id: programId } });

  await call('deviceConnect', { body: { dataSource: 'fitbit' } });
  await call('faceHeartActivation', { body: { active: true } });
  await call('measurementCreate', { body: { encrypted_data: sealed() } });
  // A scan in progress (samples still coming): B's samples and creates aim at it.
  const measurement = await call<MeasurementResponse>('measurementSamples', { body: { encrypted_data: sealed() } });
  await call('measurementSkip', { body: { encrypted_data: sealed() } });
  await call('vitalCreate', { body: { encrypted_data: sealed() } });
  await call('hraSave', { query: { save: 'family-history' }, body: { encrypted_data: sealed(), status: 'complete' } });
  await call('nutritionFormSave', { body: { encrypted_data: sealed() } });
  await call('telehealthFormSave', { body: { encrypted_data: sealed() } });

  const physicianId = '1';
  const slots = await call<TimeslotsResponse>('telehealthTimeslots', { query: { consultType: '3', date: '2026-05-04', days: 1, tz: TZ } });
  const visit = await call<AppointmentResponse>('telehealthAppointment', {
    body: { appointmentTime: slots.timeslots[0]!.idStrISO, consultType: '3', physicianId, timezone: TZ, encrypted_data: sealed() },
  });
  const calls = await call<SmartlinkTimeslotsResponse>('smartlinkTimeslots', { body: { date: '2026-05-04', days: 1, timezone: TZ } });
  const advocate = await call<SmartlinkAppointmentResponse>('smartlinkCreate', { body: { appointmentTime: calls.timeslots[0]!.idstr, timezone: TZ } });

  const reward = await db
    .insertInto('rewards')
    .values({ name: 'Isolation test voucher', description: 'For the member isolation test', star_cost: 5 })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('reward_secrets')
    .values([
      { reward_id: reward.id, secret: 'CODE-A-1' },
      { reward_id: reward.id, secret: 'CODE-B-1' },
    ])
    .execute();
  await db.updateTable('users').set({ star_balance: 40 }).where('id', '=', a.id).execute();
  await call('rewardRedeem', { params: { id: reward.id } });
  const unread = await call<NotificationsUnreadResponse>('notificationsUnread');
  const notificationIds = unread.notifications.map((n) => n.id);

  await call('userFlowActivity', { body: { event: 'meals_started' } });
  await call('orderGeneralHealthTest');
  await call('programResultsSend');
  const sites = await call<LabSitesResponse>('labSites', { query: { address: '60601' } });

  const kits = await db.selectFrom('kits').select(['id', 'kit_id', 'provider_code']).where('user_id', '=', a.id).orderBy('kit_id').execute();
  // Server-sealed (seedDemoClinical: OpenPGP to A's key), so a re-seal by their owner would be taken.
  const sealedVital = await db
    .selectFrom('vitals')
    .select(['id', 'created_at'])
    .where('user_id', '=', a.id)
    .where('source', '=', 'seed')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const sealedMeasurement = await db
    .selectFrom('measurements')
    .select(['id', 'updated_at'])
    .where('user_id', '=', a.id)
    .where('source', '=', 'seed')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  const sealedHraSection = await db
    .selectFrom('hra_sections')
    .select(['encrypted_data', 'updated_at'])
    .where('user_id', '=', a.id)
    .where('kind', '=', 'social-history')
    .executeTakeFirstOrThrow();
  expect(sealedHraSection.encrypted_data).toMatch(/^-----BEGIN PGP MESSAGE-----/);
  const processRun = await db
    .insertInto('process_runs')
    .values({ process_id: randomUUID(), process_code: 'world_welcome', process_name: 'World welcome', user_id: a.id, trigger: 'action', steps: '[]', status: 'succeeded' })
    .returning('id')
    .executeTakeFirstOrThrow();
  const milestone = await db.selectFrom('user_milestones').select('milestone_id').where('user_id', '=', a.id).executeTakeFirstOrThrow();
  return {
    a,
    admin,
    ids: {
      kitUuid: kits.find((k) => k.kit_id === 'SPT-DEMO0001')!.id,
      kitSerial: 'SPT-DEMO0001',
      auriaSerial: kits.find((k) => k.provider_code === 'namida')!.kit_id,
      dailyTaskId,
      mealPictureId,
      telehealthAppointmentId: visit.appointment.id,
      smartlinkAppointmentId: advocate.appointment.id,
      notificationIds,
      measurementId: measurement.measurement.id,
      sealedVital: { id: sealedVital.id, created_at: sealedVital.created_at.toISOString() },
      sealedMeasurement: { id: sealedMeasurement.id, updated_at: sealedMeasurement.updated_at.toISOString() },
      sealedHraSection: { kind: 'social-history', updated_at: sealedHraSection.updated_at.toISOString() },
      rewardId: reward.id,
      programId,
      processRunId: processRun.id,
      healthActionId,
      actionCode,
      userMedicationId,
      userAllergyId,
      userHealthIssueId,
      medicationLogEntryId,
      sealedDigests,
      legalAgreementId,
      topicInterestIds,
      symptomId,
      sessionId: (JSON.parse(Buffer.from(a.accessToken.split('.')[1]!, 'base64url').toString()) as { rfam: string }).rfam,
      milestoneId: milestone.milestone_id,
      ingredientId,
      physicianId,
      labSiteId: sites.sites[0]!.id,
    },
  };
}
