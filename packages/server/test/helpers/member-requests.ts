import { randomBytes } from 'node:crypto';
import { routeTable, type RouteMeta, type RouteName } from '@healthdeck/contract';
import type { RouteCall } from './call-route.js';
import type { WorldIds } from './member-world.js';
import type { CallResult, TestServer } from './test-server.js';
import { sealedPicture } from './sample-files.js';

/** Every route a signed-in member may call (the table's 'member' rows). */
export type MemberRouteName = { [K in RouteName]: (typeof routeTable)[K]['auth'] extends 'member' ? K : never }[RouteName];

export const MEMBER_ROUTES = (Object.keys(routeTable) as RouteName[]).filter((name): name is MemberRouteName => routeTable[name].auth === 'member');

/** The zone of both members' days (the world's clock is 10:00 on a Monday there). */
export const TZ = 'America/Chicago';
const tz = { tz: TZ };
const sealed = () => `hd1.${randomBytes(48).toString('base64')}`;

/**
 * One well-formed request per member route, aimed at member A's things wherever the route takes an
 * id, a kit serial, an appointment or a user: what member B sends in the isolation matrix. Typed
 * over every member route, so a new member route does not compile until it has its row here.
 */
export const MEMBER_REQUESTS: { [K in MemberRouteName]: (ids: WorldIds, aUserId: string) => RouteCall } = {
  sendVerificationEmail: () => ({}),
  setKeys: () => ({
    body: { encrptedPrivateKey: '-----BEGIN PGP PRIVATE KEY BLOCK-----x', publicKey: '-----BEGIN PGP PUBLIC KEY BLOCK-----x', encryptedDataKey: '-----BEGIN PGP MESSAGE-----x' },
  }),
  keyWraps: () => ({}),
  keyWrapSave: () => ({
    body: {
      kind: 'phrase',
      wrappedPrivateKey: '-----BEGIN PGP PRIVATE KEY BLOCK-----x',
      wrappedDataKey: '-----BEGIN PGP MESSAGE-----x',
      salt: 'AAAAAAAAAAAAAAAAAAAAAA==',
      kdf: { algorithm: 'argon2id', memoryKiB: 19456, iterations: 2, parallelism: 1, hashLength: 32 },
    },
  }),
  memberProcessRun: (ids) => ({ params: { id: ids.processRunId } }),
  sessionSave: (ids) => ({ body: { kit_id: ids.kitSerial, verificationEmailSent: true } }),
  secondFactorStatus: () => ({}),
  totpEnrolStart: () => ({}),
  totpEnrolConfirm: () => ({ body: { code: '123456' } }),
  totpDisable: () => ({ body: { code: '123456' } }),
  passkeyRegistrationOptions: () => ({}),
  passkeyRegister: () => ({ body: { response: { id: 'x', rawId: 'x', type: 'public-key', response: {} }, name: 'B' } }),
  passkeys: () => ({}),
  // A's passkeys are not in the world: an id of no one's must answer 404 like another member's would.
  passkeyRemove: () => ({ params: { id: '00000000-0000-4000-8000-000000000001' } }),
  passkeyWrap: () => ({ params: { id: '00000000-0000-4000-8000-000000000001' }, body: { prfWrappedKey: 'x' } }),
  account: () => ({}),
  preferences: () => ({}),
  preferencesSave: () => ({ body: { sleep_goal: 9, water_intake: 64 } }),
  hydrationLast: () => ({ query: tz }),
  hydrationIncrement: () => ({ query: tz, body: { ounces: 8 } }),
  hydrationDecrement: () => ({ query: tz, body: { ounces: 1 } }),
  sleepLast: () => ({ query: tz }),
  sleepIncrement: () => ({ query: tz }),
  sleepDecrement: () => ({ query: tz }),
  bodyMetrics: () => ({ query: { kind: 'sleep_summary', tz: TZ } }),
  fitnessGoals: () => ({}),
  moodLoad: () => ({ query: tz }),
  moodLog: () => ({ query: tz, body: { mood: 'sad' } }),
  symptomsList: () => ({ query: tz }),
  symptomUpdate: (ids) => ({ query: tz, body: { symptom_id: ids.symptomId } }),
  dailyTasks: () => ({ query: tz }),
  dailyTaskToggle: (ids) => ({ params: { id: ids.dailyTaskId }, query: tz }),
  featureFlags: () => ({}),
  toastLocations: () => ({}),
  streaks: () => ({ query: tz }),
  milestoneProgression: (ids) => ({ query: tz, body: { milestone_id: ids.milestoneId, current_week: 30, is_manual: true } }),
  mealsDailyIntake: () => ({ query: tz }),
  mealIngredients: () => ({ query: { search: 'egg' } }),
  mealPictureUpload: () => ({}),
  mealPicture: (ids) => ({ params: { id: ids.mealPictureId } }),
  // A's picture: B cannot attach it to a meal of theirs.
  mealSave: (ids) => ({
    query: tz,
    body: { encrypted_name: sealed(), eaten_at: '2026-05-04T14:00:00Z', picture_id: ids.mealPictureId, items: [{ ingredient_id: ids.ingredientId, grams: 50 }] },
  }),
  legalAgreements: () => ({}),
  consentSave: (ids) => ({ body: { legal_agreement_id: ids.legalAgreementId, accepted: false } }),
  consentRecord: () => ({}),
  // B withdraws from the agreement A accepted: only B's own answers are touched (B has none to withdraw).
  consentWithdraw: (ids) => ({ params: { id: ids.legalAgreementId } }),
  // A wrong password: member B's request can only ever be about B's own account, and this one leaves it be.
  accountDeletionRequest: () => ({ body: { password: 'not-the-password' } }),
  onboardingTopics: () => ({ query: { kind: 'user-interest' } }),
  onboardingTopicInterests: (ids) => ({ body: { topicInterestIds: ids.topicInterestIds.slice(0, 1) } }),
  onboardingLegalConsents: (ids) => ({ body: { legal_consents: [{ legal_agreement_id: ids.legalAgreementId, accepted: false }] } }),
  completeOnboarding: () => ({}),
  enrollmentInfo: () => ({}),
  wellbeingTopics: () => ({}),
  wellbeingTopic: () => ({ query: { slug: 'sleep' } }),
  wellbeingResources: () => ({}),
  randomHealthTip: () => ({}),
  randomReferral: () => ({}),
  schedulingLink: () => ({}),
  referrals: () => ({}),
  contactLink: () => ({}),
  integrationCalls: () => ({}),
  integrationStatuses: () => ({}),
  userHealthActions: () => ({}),
  completedHealthActions: () => ({}),
  inProgressHealthActions: () => ({}),
  healthActionStatus: (ids) => ({ body: { program_id: ids.programId, health_action_id: ids.healthActionId } }),
  currentMedications: () => ({}),
  healthRecordsCatalogue: () => ({}),
  medicationsLog: () => ({}),
  // A's own records at the digest of what is stored: only their owner may re-seal them.
  userMedicationSealRecord: (ids) => ({ params: { id: ids.userMedicationId }, body: { encrypted_data: sealed(), sealed_sha256: ids.sealedDigests.medication } }),
  medicationLogSealRecord: (ids) => ({ params: { id: ids.medicationLogEntryId }, body: { encrypted_data: sealed(), sealed_sha256: ids.sealedDigests.logEntry } }),
  userAllergySealRecord: (ids) => ({ params: { id: ids.userAllergyId }, body: { encrypted_data: sealed(), sealed_sha256: ids.sealedDigests.allergy } }),
  userHealthIssueSealRecord: (ids) => ({ params: { id: ids.userHealthIssueId }, body: { encrypted_data: sealed(), sealed_sha256: ids.sealedDigests.healthIssue } }),
  medicationSchedule: (ids) => ({ body: { id: ids.userMedicationId, encrypted_data: sealed(), recurrence: 'weekly', times: ['12:00'], start_date: '2026-05-02' } }),
  currentAllergies: () => ({}),
  saveUserAllergy: (ids) => ({ body: { id: ids.userAllergyId, encrypted_data: sealed() } }),
  currentHealthIssues: () => ({}),
  saveUserHealthIssue: (ids) => ({ body: { id: ids.userHealthIssueId, encrypted_data: sealed() } }),
  // A's user id in user_id_to_complete: completing for someone else must not reach A.
  actionComplete: (ids, aUserId) => ({ body: { code: ids.actionCode, program_id: ids.programId, user_id_to_complete: aUserId } }),
  actionUncomplete: (ids, aUserId) => ({ body: { code: ids.actionCode, program_id: ids.programId, user_id_to_complete: aUserId } }),
  memberPrograms: () => ({}),
  deviceAuthorizers: () => ({}),
  deviceConnect: () => ({ body: { dataSource: 'fitbit' } }),
  deviceAuthorizationComplete: () => ({ body: { dataSource: 'fitbit', code: 'a-code', state: 'a-state' } }),
  deviceRevoke: () => ({ body: { dataSource: 'fitbit' } }),
  healthScores: () => ({ query: tz }),
  healthSummary: () => ({ query: tz }),
  faceHeartActivation: () => ({ body: { active: false } }),
  measurements: () => ({}),
  // A's measurement id: B's create and samples must not write into A's measurement.
  measurementCreate: (ids) => ({ body: { id: ids.measurementId, encrypted_data: sealed() } }),
  // A's server-sealed measurement at its real version: only its owner may re-seal it.
  measurementSealRecord: (ids) => ({ params: { id: ids.sealedMeasurement.id }, body: { encrypted_data: sealed(), updated_at: ids.sealedMeasurement.updated_at } }),
  measurementSkip: () => ({ body: { encrypted_data: sealed() } }),
  measurementSkipSealRecord: () => ({ body: { encrypted_data: sealed(), updated_at: new Date().toISOString() } }),
  measurementLast: () => ({}),
  measurementSamples: (ids) => ({ body: { measurement_id: ids.measurementId, encrypted_data: sealed() } }),
  vitals: () => ({}),
  vitalCreate: () => ({ body: { encrypted_data: sealed() } }),
  vitalSealRecord: (ids) => ({ params: { id: ids.sealedVital.id }, body: { encrypted_data: sealed(), created_at: ids.sealedVital.created_at } }),
  vitalThresholds: () => ({}),
  hraForm: () => ({}),
  hraSave: () => ({ query: { save: 'family-history' }, body: { encrypted_data: sealed(), status: 'incomplete' } }),
  hraSubmit: () => ({ body: { risk_scores: [{ kind: 'depression-screening', encrypted_data: sealed() }] } }),
  hraSections: () => ({}),
  // A's section as the demo seed sealed it, at its real updated_at: B has no such section of their own (404).
  hraSectionSealRecord: (ids) => ({ params: { kind: ids.sealedHraSection.kind }, body: { encrypted_data: sealed(), updated_at: ids.sealedHraSection.updated_at } }),
  nutritionForm: () => ({}),
  nutritionFormSave: () => ({ body: { encrypted_data: sealed() } }),
  nutritionFormSubmit: () => ({}),
  telehealthForm: () => ({}),
  telehealthFormSave: () => ({ body: { encrypted_data: sealed() } }),
  telehealthTimeslots: () => ({ query: { consultType: '3', date: '2026-05-04', days: 1, tz: TZ } }),
  telehealthPhysicians: () => ({}),
  telehealthPhysicianSchedule: (ids) => ({ params: { id: ids.physicianId }, query: { date: '2026-05-04', days: 1, tz: TZ } }),
  telehealthPharmacies: () => ({}),
  telehealthAppointment: (ids) => ({ body: { appointmentTime: '2026-05-05T20:00:00.000Z', consultType: '3', physicianId: ids.physicianId, timezone: TZ } }),
  telehealthReschedule: (ids) => ({ body: { appointmentId: ids.telehealthAppointmentId, appointmentTime: '2026-05-05T21:00:00.000Z' } }),
  telehealthCancel: (ids) => ({ body: { appointmentId: ids.telehealthAppointmentId } }),
  userAppointments: () => ({}),
  userLastAppointment: () => ({}),
  smartlinkTimeslots: () => ({ body: { date: '2026-05-05', days: 1, timezone: TZ } }),
  smartlinkCreate: () => ({ body: { appointmentTime: '2026-05-05 13:00', timezone: TZ } }),
  smartlinkReschedule: (ids) => ({ body: { appointmentId: ids.smartlinkAppointmentId, appointmentTime: '2026-05-05 14:00', timezone: TZ } }),
  smartlinkCancel: (ids) => ({ body: { appointmentId: ids.smartlinkAppointmentId } }),
  smartlinkAppointments: () => ({}),
  smartlinkSealDetails: (ids) => ({ params: { id: ids.smartlinkAppointmentId }, body: { encrypted_data: sealed(), updated_at: '2026-01-01T00:00:00.000Z' } }),
  rewardsEligible: () => ({}),
  rewardRedeem: (ids) => ({ params: { id: ids.rewardId } }),
  rewardRedemptions: () => ({}),
  rewardImage: (ids) => ({ params: { id: ids.rewardId } }),
  notificationsUnread: () => ({}),
  notificationsMarkRead: (ids) => ({ body: { ids: ids.notificationIds } }),
  userFlowActivity: () => ({ body: { event: 'meals_finished' } }),
  activityHistory: () => ({}),
  dailyLogs: () => ({ query: tz }),
  accessLog: () => ({}),
  impersonationUnlock: () => ({}),
  sessions: () => ({}),
  timeline: () => ({ query: { take: 100 } }),
  sessionEnd: (ids) => ({ params: { id: ids.sessionId } }),
  sessionsEndOthers: () => ({}),
  moreActiveSso: () => ({}),
  memberOrganization: () => ({}),
  clientPage: () => ({ query: { slug: 'home' } }),
  clientPagesMenu: () => ({}),
  kitRegister: (ids) => ({ body: { kit_id: ids.kitSerial } }),
  kitIsAvailable: (ids) => ({ query: { kit_id: ids.kitSerial } }),
  kitUnregister: (ids) => ({ body: { id: ids.kitUuid } }),
  kitConfirm: (ids) => ({ body: { kit_id: ids.kitSerial } }),
  clientKits: () => ({}),
  clientKitLast: () => ({}),
  kitInfo: (ids) => ({ query: { kit_id: ids.kitSerial } }),
  vendorKits: () => ({}),
  providerKit: () => ({ query: { provider_code: 'spot' } }),
  kitsNew: () => ({}),
  spotSamplesInfo: (ids) => ({ query: { kit_id: ids.kitSerial } }),
  kitDownload: (ids) => ({ query: { kitId: ids.auriaSerial } }),
  kitPdf: (ids) => ({ query: { filename: `Auria_Results_${ids.auriaSerial}.pdf` } }),
  clientKit: (ids) => ({ params: { id: ids.kitUuid } }),
  memberResultRules: (ids) => ({ query: { kit_id: ids.kitUuid } }),
  memberResultRuleAnswer: (ids) => ({ params: { id: '00000000-0000-4000-8000-000000000049' }, body: { kit_id: ids.kitUuid, decision: 'accepted' } }),
  kitSealReport: (ids) => ({ params: { id: ids.kitUuid }, body: { encrypted_data: sealed(), updated_at: '2026-01-01T00:00:00.000Z' } }),
  orders: () => ({}),
  order: () => ({}),
  orderGeneralHealthTest: () => ({}),
  orderFitbit: () => ({}),
  orderAuriaTest: () => ({}),
  programResultsSend: () => ({}),
  programResultsDownload: () => ({}),
  labSites: () => ({ query: { address: '60601' } }),
  labSiteDistance: (ids) => ({ query: { address: '60601', site_id: ids.labSiteId } }),
  memberRecoveryKeys: () => ({}),
  memberRecoveryWrapsSave: () => ({ body: { wraps: [{ key_id: '00000000-0000-4000-8000-000000000000', encrypted_data_key: '-----BEGIN PGP MESSAGE-----x' }] } }),
  // Takes no id: a member can only ask for themselves.
  memberKeyRecovery: () => ({}),
  memberKeyRecoveryAsk: () => ({}),
  memberInterimRecords: () => ({}),
  memberInterimRecordsReseal: (ids) => ({
    body: { records: [{ table: 'user_allergies', from: sealed(), to: sealed() }], pictures: [{ id: ids.mealPictureId, resealed_id: ids.mealPictureId }], done: true },
  }),
};

/** server.call, except that a multipart row sends a picture as form data. */
export async function sendMemberRequest<T = unknown>(server: TestServer, name: MemberRouteName, token: string, call: RouteCall): Promise<CallResult<T>> {
  const row: RouteMeta = routeTable[name];
  if (!row.multipart) return server.call<T>(name, { ...call, token });
  const form = new FormData();
  // A meal picture is sealed in the browser: the server refuses a readable one.
  form.append('file', new Blob([new Uint8Array((await sealedPicture()).bytes)], { type: 'application/octet-stream' }), 'meal-picture');
  const res = await server.fetch(row.path, { method: row.method, headers: { authorization: `Bearer ${token}` }, body: form });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}
