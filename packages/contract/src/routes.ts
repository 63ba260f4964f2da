import type { z } from 'zod';
import * as auth from './schemas/auth.js';
import * as secondFactor from './schemas/second-factor.js';
import * as account from './schemas/account.js';
import * as hydration from './schemas/hydration.js';
import * as mood from './schemas/mood.js';
import * as symptoms from './schemas/symptoms.js';
import * as sleep from './schemas/sleep.js';
import * as streaks from './schemas/streaks.js';
import * as bodyMetrics from './schemas/body-metrics.js';
import * as dailyTasks from './schemas/daily-tasks.js';
import * as adminUsers from './schemas/admin-users.js';
import * as measurements from './schemas/measurements.js';
import * as vitals from './schemas/vitals.js';
import * as hra from './schemas/hra.js';
import * as nutrition from './schemas/nutrition.js';
import * as telehealth from './schemas/telehealth.js';
import * as smartlink from './schemas/smartlink.js';
import * as clinicalAdmin from './schemas/clinical-admin.js';
import * as preferences from './schemas/preferences.js';
import * as featureFlags from './schemas/feature-flags.js';
import * as toastLocations from './schemas/toast-locations.js';
import * as meals from './schemas/meals.js';
import * as roles from './schemas/roles.js';
import * as processes from './schemas/processes.js';
import * as programs from './schemas/programs.js';
import * as links from './schemas/links.js';
import * as impersonation from './schemas/impersonation.js';
import * as sessions from './schemas/sessions.js';
import * as timeline from './schemas/timeline.js';
import * as organization from './schemas/organization.js';
import * as pages from './schemas/pages.js';
import * as programmes from './schemas/admin-classes/programmes.js';
import * as rewards from './schemas/rewards.js';
import * as notifications from './schemas/notifications.js';
import * as activity from './schemas/activity.js';
import * as consents from './schemas/consents.js';
import * as accountDeletion from './schemas/account-deletion.js';
import * as onboarding from './schemas/onboarding.js';
import * as wellbeing from './schemas/wellbeing.js';
import * as memberContent from './schemas/member-content.js';
import * as healthActions from './schemas/health-actions.js';
import * as actions from './schemas/actions.js';
import * as devices from './schemas/devices.js';
import * as batchUploads from './schemas/batch-uploads.js';
import * as adminGeneric from './schemas/admin-generic.js';
import * as media from './schemas/media.js';
import * as kits from './schemas/kits.js';
import * as orders from './schemas/orders.js';
import * as labSites from './schemas/lab-sites.js';
import * as partnerKeys from './schemas/partner-keys.js';
import * as recoveryKeys from './schemas/recovery-keys.js';
import * as keyRecovery from './schemas/key-recovery.js';
import * as saml from './schemas/saml.js';
import * as resultRules from './schemas/result-rules.js';
import * as translations from './schemas/translations.js';
import { Empty } from './schemas/common.js';
import { routeTable, type RouteMeta, type RouteName } from './route-table.js';

/** The server's half of a row: validation schemas and the OpenAPI documentation (not in browser bundles). */
export interface RouteSchemas {
  summary: string;
  tags: string[];
  body?: z.ZodType;
  query?: z.ZodType;
  /** Path parameters (`:id` in the path), validated like body and query. */
  params?: z.ZodType;
  response: z.ZodType;
}

/** The schemas and documentation of every row of the route table. */
export const routeSchemas = {
  preLogin: { summary: 'Key salt and KDF parameters for an email (a stable fake for unknown emails)', tags: ['auth'], body: auth.PreLoginRequest, response: auth.PreLoginResponse },
  register: { summary: 'Create an account', tags: ['auth'], body: auth.RegisterRequest, response: auth.RegisterResponse },
  login: { summary: 'Sign in; 200 with data or error_code', tags: ['auth'], body: auth.LoginRequest, response: auth.LoginResponse },
  refreshToken: { summary: 'Rotate the refresh token (access token as bearer, refresh token in x-refresh-token)', tags: ['auth'], response: auth.RefreshResponse },
  passwordRequestNew: { summary: 'Email a password reset key', tags: ['auth'], body: auth.PasswordRequestNewRequest, response: Empty },
  passwordSet: { summary: 'Set a new password with a reset key', tags: ['auth'], body: auth.PasswordSetRequest, response: Empty },
  verifyEmail: { summary: 'Verify an email address with its key', tags: ['auth'], query: auth.VerifyEmailQuery, response: auth.VerifyEmailResponse },
  sendVerificationEmail: { summary: 'Send the verification email again', tags: ['auth'], response: Empty },
  setKeys: { summary: 'Store the member public key, encrypted private key and wrapped data key', tags: ['auth'], body: auth.SetKeysRequest, response: Empty },
  keysConfig: { summary: 'The organisation escrow public key', tags: ['auth'], response: auth.KeysConfigResponse },
  keyWraps: { summary: "The signed-in member's extra key wraps in use (recovery phrase), all ciphertext", tags: ['auth'], response: auth.KeyWrapsResponse },
  keyWrapSave: {
    summary: 'Store a wrap of the member keys (replaces the wrap of that kind in use: an old recovery phrase stops working)',
    tags: ['auth'],
    body: auth.KeyWrap,
    response: Empty,
  },
  passwordRecoveryWrap: {
    summary: 'The recovery-phrase wrap of the account a reset key belongs to (the key stays valid for password set)',
    tags: ['auth'],
    body: auth.PasswordRecoveryWrapRequest,
    response: auth.PasswordRecoveryWrapResponse,
  },
  humanCheckConfig: { summary: "The human check's provider and public site key (the sign-up widget)", tags: ['auth'], response: auth.HumanCheckConfigResponse },
  recaptchaVerify: { summary: 'Human verification (sandbox adapter by default)', tags: ['auth'], body: auth.RecaptchaVerifyRequest, response: auth.RecaptchaVerifyResponse },
  sessionSave: { summary: 'Save session extras', tags: ['auth'], body: auth.SessionSaveRequest, response: Empty },
  logout: {
    summary:
      "Sign out: ends the bearer's session (the access token as bearer, expired is fine, the signature is checked), so its refresh tokens no longer rotate and its access tokens are refused on its next request on every server process",
    tags: ['auth'],
    response: Empty,
  },
  secondFactorStatus: { summary: "The account's second factor and whether this session was signed in with one", tags: ['auth'], response: secondFactor.SecondFactorStatus },
  totpEnrolStart: { summary: 'A new TOTP seed (RFC 6238) to confirm with a code; replaces an unconfirmed one', tags: ['auth'], response: secondFactor.TotpEnrolment },
  totpEnrolConfirm: {
    summary: 'Confirms the TOTP seed with a code: answers 10 one-time recovery codes (shown once) and a session that counts the second factor',
    tags: ['auth'],
    body: secondFactor.SecondFactorCodeRequest,
    response: secondFactor.TotpConfirmed,
  },
  totpDisable: { summary: 'Turns TOTP off with a current code (refused for accounts with an admin role)', tags: ['auth'], body: secondFactor.SecondFactorCodeRequest, response: Empty },
  secondFactorSignIn: {
    summary: 'The second step of a sign-in: the challenge login answered and a TOTP or recovery code',
    tags: ['auth'],
    body: secondFactor.SecondFactorSignInRequest,
    response: secondFactor.SecondFactorSignInResponse,
  },
  passkeyRegistrationOptions: { summary: 'WebAuthn creation options for a new passkey (single-use challenge, 5 minutes)', tags: ['auth'], response: secondFactor.PasskeyRegistrationOptions },
  passkeyRegister: { summary: 'Verifies the attestation and saves the passkey', tags: ['auth'], body: secondFactor.PasskeyRegisterRequest, response: secondFactor.Passkey },
  passkeys: { summary: "The member's passkeys", tags: ['auth'], response: secondFactor.PasskeyList },
  passkeyRemove: { summary: 'Removes a passkey (and its PRF wrap)', tags: ['auth'], params: secondFactor.PasskeyParams, response: Empty },
  passkeyWrap: {
    summary: "Stores the member's private key wrapped under the passkey's PRF output (ciphertext made in the browser)",
    tags: ['auth'],
    params: secondFactor.PasskeyParams,
    body: secondFactor.PasskeyWrapRequest,
    response: Empty,
  },
  passkeySignInOptions: {
    summary: 'WebAuthn request options for a discoverable passkey sign-in (single-use challenge, 5 minutes)',
    tags: ['auth'],
    response: secondFactor.PasskeySignInOptions,
  },
  passkeySignIn: {
    summary: "Verifies a passkey assertion: a session that counts a second factor, and the passkey's PRF wrap when it has one",
    tags: ['auth'],
    body: secondFactor.PasskeySignInRequest,
    response: secondFactor.PasskeySignInResponse,
  },
  account: { summary: 'The signed-in account', tags: ['account'], response: account.AccountResponse },
  featureFlags: {
    summary: 'The feature flags set for the member (featureflag records by name; a flag without a record keeps its default)',
    tags: ['account'],
    response: featureFlags.FeatureFlagsResponse,
  },
  toastLocations: {
    summary: 'The toast-message locations (path, display_status) by which toasts on admin and client paths are shown',
    tags: ['account'],
    response: toastLocations.ToastLocationsResponse,
  },
  preferences: { summary: "The member's preferences (sleep goal in hours, daily water goal in ounces; null = default)", tags: ['account'], response: preferences.PreferencesResponse },
  preferencesSave: {
    summary: 'Save preferences: only the fields sent change; null clears one',
    tags: ['account'],
    body: preferences.PreferencesSaveRequest,
    response: preferences.PreferencesResponse,
  },
  hydrationLast: { summary: "Today's hydration total", tags: ['hydration'], query: hydration.HydrationQuery, response: hydration.HydrationResponse },
  hydrationIncrement: {
    summary: 'Add ounces (0..200 a day)',
    tags: ['hydration'],
    query: hydration.HydrationQuery,
    body: hydration.HydrationChangeRequest,
    response: hydration.HydrationResponse,
  },
  hydrationDecrement: {
    summary: 'Remove ounces (0..200 a day)',
    tags: ['hydration'],
    query: hydration.HydrationQuery,
    body: hydration.HydrationChangeRequest,
    response: hydration.HydrationResponse,
  },
  sleepLast: { summary: "Today's sleep level (initial 8)", tags: ['sleep'], query: sleep.SleepQuery, response: sleep.SleepResponse },
  sleepIncrement: { summary: 'Add one sleep level (0..14)', tags: ['sleep'], query: sleep.SleepQuery, response: sleep.SleepResponse },
  sleepDecrement: { summary: 'Remove one sleep level (0..14)', tags: ['sleep'], query: sleep.SleepQuery, response: sleep.SleepResponse },
  bodyMetrics: {
    summary: 'Sleep or physical summaries of the last 2 days, newest first (the fitness tracker adapter fills missing days)',
    tags: ['body metrics'],
    query: bodyMetrics.BodyMetricsQuery,
    response: bodyMetrics.BodyMetricsResponse,
  },
  fitnessGoals: { summary: "The member's fitness goals by setting name (null = not set)", tags: ['body metrics'], response: bodyMetrics.FitnessGoalsResponse },
  moodLoad: { summary: "Today's mood (null until logged)", tags: ['mood'], query: mood.MoodQuery, response: mood.MoodResponse },
  moodLog: { summary: "Set today's mood (one current mood per day)", tags: ['mood'], query: mood.MoodQuery, body: mood.MoodLogRequest, response: mood.MoodResponse },
  symptomsList: { summary: "The symptom catalogue with today's status ('Logged' or null)", tags: ['symptoms'], query: symptoms.SymptomsQuery, response: symptoms.SymptomsResponse },
  symptomUpdate: {
    summary: "Flip a symptom's logged state for today ('None of these' clears the others)",
    tags: ['symptoms'],
    query: symptoms.SymptomsQuery,
    body: symptoms.SymptomUpdateRequest,
    response: symptoms.SymptomUpdateResponse,
  },
  dailyTasks: { summary: "Today's daily tasks (made on the first read of the day)", tags: ['daily-tasks'], query: dailyTasks.DailyTasksQuery, response: dailyTasks.DailyTasksResponse },
  dailyTaskToggle: {
    summary: "Complete or un-complete one of today's tasks; credits or debits its stars",
    tags: ['daily-tasks'],
    params: dailyTasks.DailyTaskToggleParams,
    query: dailyTasks.DailyTasksQuery,
    response: dailyTasks.DailyTaskToggleResponse,
  },
  streaks: { summary: 'Streak, week progress and milestone of the daily journal', tags: ['daily journal'], query: streaks.StreakQuery, response: streaks.StreakResponse },
  milestoneProgression: {
    summary: 'Set the weeks of a pregnancy milestone (is_manual true); answers the streak data',
    tags: ['daily journal'],
    query: streaks.StreakQuery,
    body: streaks.MilestoneProgressionRequest,
    response: streaks.StreakResponse,
  },
  mealsDailyIntake: {
    summary: "Today's calorie intake: energy, carbs, protein and fat of the meals eaten today",
    tags: ['meals'],
    query: meals.MealsQuery,
    response: meals.MealsDailyIntakeResponse,
  },
  mealIngredients: { summary: 'Search the food catalogue (values per 100 g)', tags: ['meals'], query: meals.MealIngredientsQuery, response: meals.MealIngredientsResponse },
  mealPictureUpload: {
    summary: 'Upload a meal picture sealed in the browser (multipart field `file`: the hd1. bytes of a JPEG, PNG or WebP of up to 5 MB)',
    tags: ['meals'],
    response: meals.MealPictureResponse,
  },
  mealPicture: {
    summary: "The member's own meal picture, sealed (content type application/vnd.healthdeck.hd1 or application/pgp-encrypted)",
    tags: ['meals'],
    params: meals.MealPictureParams,
    response: meals.MealPictureFile,
  },
  mealSave: {
    summary: 'Save a meal (1..30 ingredients of 1..2000 g); answers the meal with its totals',
    tags: ['meals'],
    query: meals.MealsQuery,
    body: meals.MealSaveRequest,
    response: meals.MealSaveResponse,
  },
  // Member data (spec 000 §7.6): legal agreements, consent, onboarding, wellbeing, content, health actions, actions, devices, batch uploads
  legalAgreements: { summary: "The legal agreements of the member's programmes with the member's answers", tags: ['consents'], response: consents.LegalAgreementsResponse },
  consentSave: { summary: 'Accept or decline one legal agreement (its current version)', tags: ['consents'], body: consents.ConsentRequest, response: consents.ConsentResponse },
  consentRecord: {
    summary: "The member's consent record: every agreement that applies or was answered, every answer, and what a withdrawal does",
    tags: ['consents'],
    response: consents.ConsentRecordResponse,
  },
  consentWithdraw: {
    summary: "Withdraws the member's acceptance of an agreement (a required one also takes them out of the programmes that require it)",
    tags: ['consents'],
    params: consents.ConsentWithdrawParams,
    response: consents.ConsentWithdrawResponse,
  },
  accountDeletionRequest: {
    summary: "Asks for the member's account to be deleted after the grace period (confirmed with the password and, with an authenticator app, a code); ends every session",
    tags: ['account'],
    body: accountDeletion.AccountDeletionRequest,
    response: accountDeletion.AccountDeletionResponse,
  },
  adminAccountDeletions: {
    summary: 'The pending account deletions: who (by name until the deletion, and by pseudonym), when asked for, when due',
    tags: ['admin'],
    response: accountDeletion.PendingAccountDeletionsResponse,
  },

  onboardingTopics: {
    summary: 'Topics (content-topic, user-interest) with the member’s interests marked',
    tags: ['onboarding'],
    query: onboarding.TopicsQuery,
    response: onboarding.TopicsResponse,
  },
  onboardingTopicInterests: {
    summary: 'Replace the member’s topic interests (user-interest topics)',
    tags: ['onboarding'],
    body: onboarding.TopicInterestsRequest,
    response: onboarding.TopicsResponse,
  },
  onboardingLegalConsents: {
    summary: 'Answer several legal agreements at once (legal_consents)',
    tags: ['onboarding'],
    body: consents.LegalConsentsRequest,
    response: consents.ConsentResponse,
  },
  completeOnboarding: { summary: 'Finish onboarding (refused while a required agreement is not accepted)', tags: ['onboarding'], response: onboarding.CompleteOnboardingResponse },
  enrollmentInfo: { summary: 'The member’s organisations, programmes and onboarding state', tags: ['onboarding'], response: onboarding.EnrollmentInfoResponse },
  wellbeingTopics: {
    summary: 'Wellbeing topics of a category (default mental-health)',
    tags: ['wellbeing'],
    query: wellbeing.WellbeingTopicsQuery,
    response: wellbeing.WellbeingTopicsResponse,
  },
  wellbeingTopic: { summary: 'One wellbeing topic by slug with its resources', tags: ['wellbeing'], query: wellbeing.WellbeingTopicQuery, response: wellbeing.WellbeingTopicResponse },
  wellbeingResources: {
    summary: 'Wellbeing resources of a topic or of a whole category',
    tags: ['wellbeing'],
    query: wellbeing.WellbeingResourcesQuery,
    response: wellbeing.WellbeingResourcesResponse,
  },
  randomHealthTip: { summary: 'A random active health tip (null when none)', tags: ['content'], response: memberContent.RandomHealthTipResponse },
  randomReferral: { summary: 'A random active referral (null when none)', tags: ['content'], response: memberContent.RandomReferralResponse },
  schedulingLink: { summary: 'The scheduling (calendly) link for the member (null when none)', tags: ['content'], response: memberContent.SchedulingLinkResponse },
  referrals: { summary: 'Every active referral, by category then title (the REFERRALS page)', tags: ['content'], response: memberContent.ReferralsResponse },
  contactLink: { summary: 'The external contact page (null when none; the CONTACTUS page)', tags: ['content'], response: memberContent.ContactLinkResponse },
  integrationCalls: {
    summary: 'Calls made to outside services for the member, newest first',
    tags: ['integrations'],
    query: memberContent.IntegrationCallsQuery,
    response: memberContent.IntegrationCallsResponse,
  },
  integrationStatuses: { summary: 'The last known state of each outside service', tags: ['integrations'], response: memberContent.IntegrationStatusesResponse },
  userHealthActions: { summary: 'The member’s health actions, by priority', tags: ['health actions'], response: healthActions.UserHealthActionsResponse },
  completedHealthActions: { summary: 'The member’s completed health actions', tags: ['health actions'], response: healthActions.UserHealthActionsResponse },
  inProgressHealthActions: { summary: 'The member’s health actions in progress', tags: ['health actions'], response: healthActions.UserHealthActionsResponse },
  healthActionStatus: {
    summary: 'Advance a health action: not_started → in_progress → completed (a completed one reopens)',
    tags: ['health actions'],
    body: healthActions.HealthActionStatusRequest,
    response: healthActions.HealthActionStatusResponse,
  },
  healthRecordsCatalogue: {
    summary: 'The active medications, allergies and health issues a member can add (ours)',
    tags: ['health actions'],
    response: healthActions.HealthRecordsCatalogueResponse,
  },
  currentMedications: { summary: 'Medications the member takes now', tags: ['health actions'], response: healthActions.CurrentMedicationsResponse },
  medicationsLog: {
    summary: 'Changes to the member’s medications, newest first',
    tags: ['health actions'],
    query: healthActions.MedicationsLogQuery,
    response: healthActions.MedicationsLogResponse,
  },
  medicationSchedule: {
    summary: 'Start or change taking a medication (sealed details; recurrence, times, dates)',
    tags: ['health actions'],
    body: healthActions.MedicationScheduleRequest,
    response: healthActions.MedicationScheduleResponse,
  },
  userMedicationSealRecord: {
    summary:
      "Ours: replace a medication, sealed by the server to the member's public key, with the same record re-sealed in the member's browser under the member's data key (hd1.); refused when it changed since it was opened",
    tags: ['health actions'],
    params: healthActions.HealthRecordParams,
    body: healthActions.HealthRecordSealBody,
    response: healthActions.MedicationScheduleResponse,
  },
  medicationLogSealRecord: {
    summary:
      "Ours: replace a medications log entry, sealed by the server to the member's public key, with the same entry re-sealed in the member's browser under the member's data key (hd1.); refused when it changed since it was opened",
    tags: ['health actions'],
    params: healthActions.HealthRecordParams,
    body: healthActions.HealthRecordSealBody,
    response: healthActions.MedicationLogEntryResponse,
  },
  currentAllergies: { summary: 'The member’s allergies', tags: ['health actions'], response: healthActions.CurrentAllergiesResponse },
  saveUserAllergy: {
    summary: 'Record (or update, by id) one of the member’s allergies (sealed)',
    tags: ['health actions'],
    body: healthActions.SaveUserAllergyRequest,
    response: healthActions.SaveUserAllergyResponse,
  },
  userAllergySealRecord: {
    summary:
      "Ours: replace an allergy, sealed by the server to the member's public key, with the same record re-sealed in the member's browser under the member's data key (hd1.); refused when it changed since it was opened",
    tags: ['health actions'],
    params: healthActions.HealthRecordParams,
    body: healthActions.HealthRecordSealBody,
    response: healthActions.SaveUserAllergyResponse,
  },
  userHealthIssueSealRecord: {
    summary:
      "Ours: replace a health issue, sealed by the server to the member's public key, with the same record re-sealed in the member's browser under the member's data key (hd1.); refused when it changed since it was opened",
    tags: ['health actions'],
    params: healthActions.HealthRecordParams,
    body: healthActions.HealthRecordSealBody,
    response: healthActions.SaveUserHealthIssueResponse,
  },
  currentHealthIssues: { summary: 'The member’s health issues', tags: ['health actions'], response: healthActions.CurrentHealthIssuesResponse },
  saveUserHealthIssue: {
    summary: 'Record (or update, by id) one of the member’s health issues (sealed)',
    tags: ['health actions'],
    body: healthActions.SaveUserHealthIssueRequest,
    response: healthActions.SaveUserHealthIssueResponse,
  },
  actionComplete: {
    summary: 'Complete a programme action by code (for another user with actions.write)',
    tags: ['actions'],
    body: actions.ActionCompletionRequest,
    response: actions.ActionCompletionResponse,
  },
  actionUncomplete: { summary: 'Undo a programme action’s completion', tags: ['actions'], body: actions.ActionCompletionRequest, response: actions.ActionCompletionResponse },
  memberPrograms: {
    summary: 'The member’s programmes with their actions and the member’s completions (spec 001 §3 Program, Action item)',
    tags: ['actions'],
    response: actions.MemberProgramsResponse,
  },
  deviceAuthorizers: { summary: 'Fitness device sources and whether the member connected them', tags: ['devices'], response: devices.DeviceAuthorizersResponse },
  deviceConnect: { summary: 'Connect a device source (the sandbox authorises at once)', tags: ['devices'], body: devices.DeviceSourceRequest, response: devices.DeviceConnectResponse },
  deviceAuthorizationComplete: {
    summary: "Finish connecting a device source on the member's return from the vendor's consent page (OAuth code and state)",
    tags: ['devices'],
    body: devices.DeviceAuthorizationCompleteRequest,
    response: devices.DeviceAuthorizationCompleteResponse,
  },
  deviceRevoke: { summary: 'Disconnect a device source (dataSource)', tags: ['devices'], body: devices.DeviceSourceRequest, response: devices.DeviceAuthorizersResponse },
  healthScores: {
    summary: 'Health score items (title, progress, max) from the latest device data and goals',
    tags: ['devices'],
    query: devices.DevicesQuery,
    response: devices.HealthScoresResponse,
  },
  healthSummary: { summary: 'The latest day of activity and sleep from the member’s devices', tags: ['devices'], query: devices.DevicesQuery, response: devices.HealthSummaryResponse },
  faceHeartActivation: {
    summary: 'Turn the facial-scan heart reading on or off',
    tags: ['devices'],
    body: devices.FaceHeartActivationRequest,
    response: devices.FaceHeartActivationResponse,
  },
  batchUploadUsers: { summary: 'Import users from a CSV or JSON `file` into organization_code; all rows or none', tags: ['batch uploads'], response: batchUploads.BatchUploadResponse },
  batchUploadMedications: {
    summary: 'Import medications into the catalogue from a CSV or JSON `file`; all rows or none',
    tags: ['batch uploads'],
    response: batchUploads.BatchUploadResponse,
  },
  batchUploadAllergies: { summary: 'Import allergies into the catalogue from a CSV or JSON `file`; all rows or none', tags: ['batch uploads'], response: batchUploads.BatchUploadResponse },
  batchUploadHealthIssues: {
    summary: 'Import health issues into the catalogue from a CSV or JSON `file`; all rows or none',
    tags: ['batch uploads'],
    response: batchUploads.BatchUploadResponse,
  },
  batchUploadCustomers: {
    summary: 'Import customers (billing first and last name, billing email) from a CSV or JSON `file`; all rows or none',
    tags: ['batch uploads'],
    response: batchUploads.BatchUploadResponse,
  },
  batchUploadOrders: {
    summary: 'Import orders of customers already imported (by billing email) from a CSV or JSON `file`; all rows or none',
    tags: ['batch uploads'],
    response: batchUploads.BatchUploadResponse,
  },
  // spec 000 §3.3, §4, §7.6 measurements and vitals
  measurements: {
    summary: "The member's measurements, newest first, with the skip reason",
    tags: ['measurements'],
    query: measurements.MeasurementsQuery,
    response: measurements.MeasurementsResponse,
  },
  measurementCreate: {
    summary: 'Save a measurement sealed in the client (with id: complete a scan started by samples)',
    tags: ['measurements'],
    body: measurements.MeasurementCreateRequest,
    response: measurements.MeasurementResponse,
  },
  measurementSkip: {
    summary: 'Save the measurement skip reason, sealed in the client (max 256 characters before sealing)',
    tags: ['measurements'],
    body: measurements.MeasurementSkipRequest,
    response: measurements.MeasurementSkipResponse,
  },
  measurementSkipSealRecord: {
    summary:
      "Ours: replace the skip reason, sealed by the server to the member's public key, with the same reason re-sealed in the member's browser under the member's data key (hd1.); refused when it changed since it was opened",
    tags: ['measurements'],
    body: measurements.MeasurementSkipSealBody,
    response: measurements.MeasurementSkipResponse,
  },
  measurementSealRecord: {
    summary:
      "Ours: replace a body measurement, sealed by the server to the member's public key, with the same measurement re-sealed in the member's browser under the member's data key (hd1.); refused when it changed since it was opened",
    tags: ['measurements'],
    params: measurements.MeasurementParams,
    body: measurements.MeasurementSealRecordBody,
    response: measurements.MeasurementResponse,
  },
  measurementLast: { summary: 'The last measurement; pending and in_progress are reported as pending, without data', tags: ['measurements'], response: measurements.LastMeasurementResponse },
  measurementSamples: {
    summary: 'Add sealed scan samples (a new pending scan without measurement_id; in_progress after)',
    tags: ['measurements'],
    body: measurements.MeasurementSamplesRequest,
    response: measurements.MeasurementResponse,
  },
  vitals: { summary: "The member's vitals, newest first (page, take)", tags: ['vitals'], query: vitals.VitalsQuery, response: vitals.VitalsResponse },
  vitalSealRecord: {
    summary:
      "Ours: replace a vitals record, sealed by the server to the member's public key, with the same record re-sealed in the member's browser under the member's data key (hd1.); refused when the record changed since it was opened",
    tags: ['vitals'],
    params: vitals.VitalParams,
    body: vitals.VitalSealRecordBody,
    response: vitals.VitalRecordResponse,
  },
  vitalCreate: { summary: 'Save a vitals scan sealed in the client (one a minute)', tags: ['vitals'], body: vitals.VitalCreateRequest, response: vitals.VitalCreateResponse },
  vitalThresholds: { summary: 'Vital warning thresholds set by admins (class vital_warning_thresholds)', tags: ['vitals'], response: vitals.VitalThresholdsResponse },
  // spec 000 §3.4, §7.6 HRA and nutrition forms
  hraForm: { summary: "The member's health assessment (form null when none)", tags: ['hra'], response: hra.HraFormResponse },
  hraSave: { summary: 'Save one section (query save = the section kind) with its status', tags: ['hra'], query: hra.HraSaveQuery, body: hra.HraSaveRequest, response: hra.HraSaveResponse },
  hraSubmit: { summary: 'Submit the assessment (every section complete or skipped) with its screening scores', tags: ['hra'], body: hra.HraSubmitRequest, response: hra.HraSubmitResponse },
  hraSections: { summary: 'Status of every section (new when never saved)', tags: ['hra'], response: hra.HraSectionsResponse },
  hraSectionSealRecord: {
    summary:
      "Ours: replace a section's answers, sealed by the server to the member's public key, with the same answers re-sealed in the member's browser under the member's data key (hd1.); refused when the section changed since it was opened",
    tags: ['hra'],
    params: hra.HraSectionParams,
    body: hra.HraSectionSealBody,
    response: hra.HraSectionResponse,
  },
  nutritionForm: { summary: "The member's nutrition form (status new when none)", tags: ['nutrition'], response: nutrition.NutritionFormResponse },
  nutritionFormSave: {
    summary: 'Save the nutrition form answers (sealed in the client)',
    tags: ['nutrition'],
    body: nutrition.NutritionFormSaveRequest,
    response: nutrition.NutritionFormResponse,
  },
  nutritionFormSubmit: { summary: 'Submit the saved nutrition form', tags: ['nutrition'], response: nutrition.NutritionFormResponse },
  // spec 000 §7.6 telehealth and appointments
  telehealthForm: { summary: "The member's telehealth intake form (form null when none)", tags: ['telehealth'], response: telehealth.TelehealthFormResponse },
  telehealthFormSave: {
    summary: 'Save the telehealth intake form (sealed in the client)',
    tags: ['telehealth'],
    body: telehealth.TelehealthFormSaveRequest,
    response: telehealth.TelehealthFormResponse,
  },
  telehealthTimeslots: {
    summary: 'Free telehealth time slots of every physician offering the consult type',
    tags: ['telehealth'],
    query: telehealth.TelehealthTimeslotsQuery,
    response: telehealth.TimeslotsResponse,
  },
  telehealthPhysicians: {
    summary: 'The telehealth physicians (optionally those offering a consult type)',
    tags: ['telehealth'],
    query: telehealth.PhysiciansQuery,
    response: telehealth.PhysiciansResponse,
  },
  telehealthPhysicianSchedule: {
    summary: "A physician's free time slots",
    tags: ['telehealth'],
    params: telehealth.PhysicianParams,
    query: telehealth.PhysicianScheduleQuery,
    response: telehealth.PhysicianScheduleResponse,
  },
  telehealthPharmacies: {
    summary: 'Pharmacies for prescriptions (search by name, city or zip)',
    tags: ['telehealth'],
    query: telehealth.PharmaciesQuery,
    response: telehealth.PharmaciesResponse,
  },
  telehealthAppointment: { summary: 'Book a telehealth visit in a free slot', tags: ['telehealth'], body: telehealth.TelehealthAppointmentRequest, response: telehealth.AppointmentResponse },
  telehealthReschedule: {
    summary: 'Move a telehealth visit to another free slot of its physician',
    tags: ['telehealth'],
    body: telehealth.TelehealthRescheduleRequest,
    response: telehealth.AppointmentResponse,
  },
  telehealthCancel: { summary: 'Cancel a telehealth visit', tags: ['telehealth'], body: telehealth.AppointmentCancelRequest, response: telehealth.AppointmentResponse },
  userAppointments: {
    summary: "The member's appointments (both providers), soonest first",
    tags: ['appointments'],
    query: telehealth.UserAppointmentsQuery,
    response: telehealth.UserAppointmentsResponse,
  },
  userLastAppointment: {
    summary: 'The last appointment with a status, optionally of a type (the reminder)',
    tags: ['appointments'],
    query: telehealth.LastAppointmentQuery,
    response: telehealth.LastAppointmentResponse,
  },
  smartlinkTimeslots: { summary: 'Free care advocate call slots', tags: ['smartlink'], body: smartlink.SmartlinkTimeslotsRequest, response: smartlink.SmartlinkTimeslotsResponse },
  smartlinkCreate: {
    summary: 'Book a care advocate call (appointmentTime yyyy-MM-dd HH:mm in timezone)',
    tags: ['smartlink'],
    body: smartlink.SmartlinkCreateRequest,
    response: smartlink.SmartlinkAppointmentResponse,
  },
  smartlinkReschedule: { summary: 'Move a care advocate call', tags: ['smartlink'], body: smartlink.SmartlinkRescheduleRequest, response: smartlink.SmartlinkAppointmentResponse },
  smartlinkCancel: { summary: 'Cancel a care advocate call', tags: ['smartlink'], body: smartlink.SmartlinkCancelRequest, response: smartlink.SmartlinkAppointmentResponse },
  smartlinkAppointments: { summary: "The member's care advocate calls (details encrypted to the member's key)", tags: ['smartlink'], response: smartlink.SmartlinkAppointmentsResponse },
  smartlinkSealDetails: {
    summary:
      "Ours: replace a call's details, sealed by the server to the member's public key, with the same details re-sealed in the member's browser under the member's data key (hd1.); refused when the call changed since they were opened",
    tags: ['smartlink'],
    params: smartlink.SmartlinkAppointmentParams,
    body: smartlink.SmartlinkSealDetailsBody,
    response: smartlink.SmartlinkAppointmentResponse,
  },
  // spec 000 §7.2 clinical admin
  adminSimulateMedicalRecord: {
    summary: "Create a realistic vitals and measurement record for a member, encrypted to the member's key",
    tags: ['admin'],
    body: clinicalAdmin.SimulateMedicalRecordRequest,
    response: clinicalAdmin.SimulateMedicalRecordResponse,
  },
  adminUserRiskScores: {
    summary: "A member's latest HRA screening scores (sealed)",
    tags: ['admin'],
    params: clinicalAdmin.AdminUserParams,
    response: clinicalAdmin.AdminRiskScoresResponse,
  },
  adminUserEpdsForm: { summary: "A member's EPDS section (ciphertext)", tags: ['admin'], params: clinicalAdmin.AdminUserParams, response: clinicalAdmin.AdminEpdsFormResponse },
  adminUserTelehealthForm: {
    summary: "A member's telehealth form (ciphertext)",
    tags: ['admin'],
    params: clinicalAdmin.AdminUserParams,
    response: clinicalAdmin.AdminTelehealthFormResponse,
  },
  adminSmartlinkVitals: {
    summary: "A member's vitals for the care advocate (ciphertext)",
    tags: ['admin'],
    query: clinicalAdmin.AdminSmartlinkVitalsQuery,
    response: clinicalAdmin.AdminSmartlinkVitalsResponse,
  },
  adminUsers: { summary: 'Search users', tags: ['admin'], query: adminUsers.AdminUsersQuery, response: adminUsers.AdminUsersResponse },
  // Administration (spec 000 §7.2): roles, programmes, links, impersonation, organisation, pages
  adminProcessStart: {
    summary: 'Run a process for members, by id or every member of a programme (queued)',
    tags: ['processes'],
    params: processes.ProcessCodeParams,
    body: processes.AdminProcessStartRequest,
    response: processes.AdminProcessStartResponse,
  },
  adminProcessRuns: {
    summary: 'Process runs, newest first, with each step’s state',
    tags: ['processes'],
    query: processes.AdminProcessRunsQuery,
    response: processes.AdminProcessRunsResponse,
  },
  adminProcessRunRetry: {
    summary: 'Queue a failed run again (its finished steps are not repeated)',
    tags: ['processes'],
    params: processes.ProcessRunIdParams,
    response: processes.AdminProcessRunResponse,
  },
  memberProcessRun: { summary: 'The status of a process run the member started', tags: ['processes'], params: processes.ProcessRunIdParams, response: processes.MemberProcessRunResponse },
  adminRoles: { summary: 'Roles with their permission names', tags: ['roles'], response: roles.RolesResponse },
  adminRole: { summary: 'One role', tags: ['roles'], params: roles.AccessIdParams, response: roles.RoleResponse },
  adminRoleCreate: { summary: 'Create a role (201)', tags: ['roles'], body: roles.RoleWriteRequest, response: roles.RoleResponse },
  adminRoleUpdate: {
    summary: 'Rename a role (admin and member keep their names)',
    tags: ['roles'],
    params: roles.AccessIdParams,
    body: roles.RoleWriteRequest,
    response: roles.RoleResponse,
  },
  adminRoleDelete: { summary: 'Delete a role (not admin or member)', tags: ['roles'], params: roles.AccessIdParams, response: Empty },
  adminPermissions: { summary: 'Permissions (builtin = checked by the server)', tags: ['roles'], response: roles.PermissionsResponse },
  adminPermission: { summary: 'One permission', tags: ['roles'], params: roles.AccessIdParams, response: roles.PermissionResponse },
  adminPermissionCreate: { summary: 'Create a permission', tags: ['roles'], body: roles.PermissionWriteRequest, response: roles.PermissionResponse },
  adminPermissionUpdate: {
    summary: 'Rename a permission (not a builtin one)',
    tags: ['roles'],
    params: roles.AccessIdParams,
    body: roles.PermissionWriteRequest,
    response: roles.PermissionResponse,
  },
  adminPermissionDelete: { summary: 'Delete a permission (not a builtin one)', tags: ['roles'], params: roles.AccessIdParams, response: Empty },
  adminPrograms: { summary: 'Programs (search by name or code, paged)', tags: ['programs'], query: programs.ProgramsQuery, response: programs.ProgramsResponse },
  adminProgram: { summary: 'One program', tags: ['programs'], params: programs.RecordIdParams, response: programs.ProgramResponse },
  adminProgramCreate: { summary: 'Create a program (code unique)', tags: ['programs'], body: programmes.ProgramClass, response: programs.ProgramResponse },
  adminProgramUpdate: { summary: 'Replace a program', tags: ['programs'], params: programs.RecordIdParams, body: programmes.ProgramClass, response: programs.ProgramResponse },
  adminProgramDelete: { summary: 'Delete a program and its links', tags: ['programs'], params: programs.RecordIdParams, response: Empty },
  adminActionGroups: { summary: 'Action groups (by program, search, paged)', tags: ['programs'], query: programs.ActionGroupsQuery, response: programs.ActionGroupsResponse },
  adminActionGroup: { summary: 'One action group', tags: ['programs'], params: programs.RecordIdParams, response: programs.ActionGroupResponse },
  adminActionGroupCreate: {
    summary: 'Create an action group (400 with the reason when refused)',
    tags: ['programs'],
    body: programmes.ActionGroupClass,
    response: programs.ActionGroupResponse,
  },
  adminActionGroupUpdate: {
    summary: 'Replace an action group',
    tags: ['programs'],
    params: programs.RecordIdParams,
    body: programmes.ActionGroupClass,
    response: programs.ActionGroupResponse,
  },
  adminActionGroupDelete: { summary: 'Delete an action group (400 while it still has actions)', tags: ['programs'], params: programs.RecordIdParams, response: Empty },
  linkUserOrganization: { summary: 'Link a user to an organization (idempotent)', tags: ['links'], body: links.UserOrganizationLink, response: Empty },
  unlinkUserOrganization: { summary: 'Unlink a user from an organization (idempotent)', tags: ['links'], body: links.UserOrganizationLink, response: Empty },
  linkRolePermission: { summary: 'Add a permission to a role (idempotent)', tags: ['links'], body: links.RolePermissionLink, response: Empty },
  unlinkRolePermission: { summary: 'Remove a permission from a role (not a builtin one from admin)', tags: ['links'], body: links.RolePermissionLink, response: Empty },
  linkOrganizationProgram: { summary: 'Link a program to an organization (idempotent)', tags: ['links'], body: links.OrganizationProgramLink, response: Empty },
  unlinkOrganizationProgram: { summary: 'Unlink a program from an organization (idempotent)', tags: ['links'], body: links.OrganizationProgramLink, response: Empty },
  linkUserProgram: { summary: 'Link a user to a program (idempotent)', tags: ['links'], body: links.UserProgramLink, response: Empty },
  unlinkUserProgram: { summary: 'Unlink a user from a program (idempotent)', tags: ['links'], body: links.UserProgramLink, response: Empty },
  linkUserRole: { summary: 'Add a role to a user (idempotent)', tags: ['links'], body: links.UserRoleLink, response: Empty },
  unlinkUserRole: { summary: 'Remove a role from a user (idempotent)', tags: ['links'], body: links.UserRoleLink, response: Empty },
  linkWidgetProgram: { summary: 'Show a widget to a program (idempotent)', tags: ['links'], body: links.WidgetProgramLink, response: Empty },
  unlinkWidgetProgram: { summary: 'Stop showing a widget to a program (idempotent)', tags: ['links'], body: links.WidgetProgramLink, response: Empty },
  linkCampaign: { summary: 'Link a campaign to an organization, active (idempotent)', tags: ['links'], body: links.CampaignLink, response: Empty },
  unlinkCampaign: { summary: 'Unlink a campaign from an organization (idempotent)', tags: ['links'], body: links.CampaignLink, response: Empty },
  toggleCampaign: { summary: "Set a linked campaign's is_active for an organization", tags: ['links'], body: links.CampaignToggle, response: links.CampaignToggleResponse },
  linkProgramHealthAction: {
    summary: "Link a health action to a program with a priority; add_to_all_users gives it to the program's members",
    tags: ['links'],
    body: links.ProgramHealthActionLink,
    response: links.ProgramHealthActionLinkResponse,
  },
  unlinkProgramHealthAction: { summary: 'Unlink a health action from a program (idempotent)', tags: ['links'], body: links.ProgramHealthActionUnlink, response: Empty },
  adminLinks: { summary: 'The records linked to one record through a link pair, oldest link first', tags: ['links'], query: links.AdminLinksQuery, response: links.AdminLinksResponse },
  adminWidgetsBatch: {
    summary: "Update many widgets' placement and fields at once (all or nothing)",
    tags: ['widgets'],
    body: links.WidgetsBatchRequest,
    response: links.WidgetsBatchResponse,
  },
  adminLoginAsUser: {
    summary: 'Tokens acting as a member plus impersonation data; audited, visible to the member',
    tags: ['impersonation'],
    body: impersonation.LoginAsUserRequest,
    response: impersonation.LoginAsUserResponse,
  },
  sessions: { summary: 'The signed-in sessions of the caller (browser, system, created, last used, this one marked)', tags: ['auth'], response: sessions.SessionsResponse },
  sessionEnd: { summary: "Signs one of the caller's sessions out (refused on its next request)", tags: ['auth'], params: sessions.SessionParams, response: Empty },
  sessionsEndOthers: { summary: 'Signs out every session of the caller but this one', tags: ['auth'], response: sessions.SessionsEndedResponse },
  accessLog: {
    summary: "Staff access to the member's account (impersonations and the writes made)",
    tags: ['impersonation'],
    query: impersonation.AccessLogQuery,
    response: impersonation.AccessLogResponse,
  },
  impersonationUnlock: {
    summary:
      "While staff act as the member: the staff member's locked private key and the recovery key copy that opens the member's data key in their browser (audited once per unlock; listed in the member's access log)",
    tags: ['impersonation'],
    response: impersonation.ImpersonationUnlockResponse,
  },
  adminUserActivationUrl: {
    summary: 'A one-time activation link for a user (sets the password, verifies the email)',
    tags: ['users'],
    params: organization.UserIdParams,
    response: organization.ActivationUrlResponse,
  },
  adminUserEnrollment: {
    summary: 'Enroll a user into an organization and one of its programs',
    tags: ['users'],
    body: organization.EnrollmentRequest,
    response: organization.EnrollmentResponse,
  },
  moreActiveSso: { summary: 'A short-lived single sign-on link to the partner wellbeing site', tags: ['account'], response: impersonation.SsoLoginResponse },
  memberOrganization: { summary: "The member's organization (name, logo variants)", tags: ['organization'], response: organization.MemberOrganizationResponse },
  adminPageLayout: { summary: "A page's layout: its draft and its published version", tags: ['pages'], params: pages.PageIdParams, response: pages.PageLayoutStateResponse },
  adminPageLayoutDraftSave: {
    summary: "Save the page's layout draft (widget ids by area, in order); members keep the published layout",
    tags: ['pages'],
    params: pages.PageIdParams,
    body: pages.PageLayoutDraftSaveRequest,
    response: pages.PageLayoutStateResponse,
  },
  adminPageLayoutDraftDiscard: {
    summary: "Discard the page's layout draft (the published layout stays)",
    tags: ['pages'],
    params: pages.PageIdParams,
    response: pages.PageLayoutStateResponse,
  },
  adminPageLayoutPublish: {
    summary: 'Publish the draft as a new version; 409 when another version was published since the draft began',
    tags: ['pages'],
    params: pages.PageIdParams,
    body: pages.PageLayoutPublishRequest,
    response: pages.PageLayoutStateResponse,
  },
  adminPageLayoutVersions: { summary: "The page's published layout versions, newest first", tags: ['pages'], params: pages.PageIdParams, response: pages.PageLayoutVersionsResponse },
  adminPageLayoutRestore: {
    summary: 'Roll back: publish a new version equal to an earlier one',
    tags: ['pages'],
    params: pages.PageLayoutVersionParams,
    body: pages.PageLayoutPublishRequest,
    response: pages.PageLayoutStateResponse,
  },
  adminPageLayoutPreview: {
    summary: "The draft being edited as a member of a chosen programme would see it (the member page's rule); nothing is stored",
    tags: ['pages'],
    params: pages.PageIdParams,
    body: pages.PageLayoutPreviewRequest,
    response: pages.PageLayoutPreviewResponse,
  },
  clientPage: { summary: "A page by slug with the widgets of the member's programs by area", tags: ['pages'], query: pages.ClientPageQuery, response: pages.ClientPageResponse },
  clientPagesMenu: { summary: 'The pages the member may open (their programmes or open to all), for the sidebar', tags: ['pages'], response: pages.ClientPagesMenuResponse },
  adminRewards: { summary: 'Search rewards (with stock: secrets not yet redeemed)', tags: ['rewards'], query: rewards.AdminRewardsQuery, response: rewards.AdminRewardsResponse },
  adminReward: { summary: 'One reward', tags: ['rewards'], params: rewards.RewardIdParams, response: rewards.AdminRewardResponse },
  adminRewardCreate: {
    summary: 'Create a reward: multipart field `data` (JSON: name, description, star_cost, active) and optional file `background_image` (JPEG, PNG or WebP up to 5 MB)',
    tags: ['rewards'],
    response: rewards.AdminRewardResponse,
  },
  adminRewardUpdate: {
    summary: 'Update a reward: same multipart shape as create (remove_background_image: true in data drops the image)',
    tags: ['rewards'],
    params: rewards.RewardIdParams,
    response: rewards.AdminRewardResponse,
  },
  adminRewardDelete: { summary: 'Delete a reward and its secrets (members keep what they redeemed)', tags: ['rewards'], params: rewards.RewardIdParams, response: Empty },
  adminRewardSecrets: { summary: "A reward's redemption secrets", tags: ['rewards'], params: rewards.RewardSecretsParams, response: rewards.RewardSecretsResponse },
  adminRewardSecretCreate: {
    summary: 'Add a redemption secret to a reward',
    tags: ['rewards'],
    params: rewards.RewardSecretsParams,
    body: rewards.RewardSecretRequest,
    response: rewards.RewardSecretResponse,
  },
  adminRewardSecretUpdate: {
    summary: 'Change a secret not yet redeemed',
    tags: ['rewards'],
    params: rewards.RewardSecretParams,
    body: rewards.RewardSecretRequest,
    response: rewards.RewardSecretResponse,
  },
  adminRewardSecretDelete: { summary: 'Delete a secret not yet redeemed', tags: ['rewards'], params: rewards.RewardSecretParams, response: Empty },
  rewardsEligible: { summary: 'Active rewards in stock, each with can_redeem (enough stars), and the star balance', tags: ['rewards'], response: rewards.EligibleRewardsResponse },
  rewardRedeem: {
    summary: 'Redeem a reward: deducts its star cost and hands out one unused secret, in one transaction',
    tags: ['rewards'],
    params: rewards.RewardIdParams,
    response: rewards.RewardRedeemResponse,
  },
  rewardRedemptions: { summary: "The member's redeemed rewards with their secrets, newest first", tags: ['rewards'], response: rewards.RewardRedemptionsResponse },
  rewardImage: { summary: "A reward's background image (bytes)", tags: ['rewards'], params: rewards.RewardIdParams, response: rewards.RewardImageResponse },
  notificationsUnread: { summary: 'Unread notifications, newest first, and their count', tags: ['notifications'], response: notifications.NotificationsUnreadResponse },
  notificationsMarkRead: {
    summary: 'Mark notifications as read: { ids } or { all: true }',
    tags: ['notifications'],
    body: notifications.NotificationsMarkReadRequest,
    response: notifications.NotificationsMarkReadResponse,
  },
  userFlowActivity: {
    summary: 'Record a user-flow activity event (spec 000 §3.4 list)',
    tags: ['activity'],
    body: activity.UserFlowActivityRequest,
    response: activity.UserFlowActivityResponse,
  },
  activityHistory: { summary: "The member's activity events, newest first, paged", tags: ['activity'], query: activity.ActivityHistoryQuery, response: activity.ActivityHistoryResponse },
  dailyLogs: { summary: 'What the member logged per day: hydration, sleep, mood, symptoms, tasks', tags: ['activity'], query: activity.DailyLogsQuery, response: activity.DailyLogsResponse },
  adminUserDailyLogs: { summary: "A user's daily logs (admin)", tags: ['admin'], params: activity.AdminUserIdParams, query: activity.DailyLogsQuery, response: activity.DailyLogsResponse }, // spec 000 §7.1 generic administration; §7.2 media
  adminSearch: {
    summary: 'Search the records of a class: filter params named after its fields, text search, sort + direction, page/take, include_meta',
    tags: ['admin classes'],
    query: adminGeneric.AdminSearchQuery,
    response: adminGeneric.AdminSearchResponse,
  },
  adminGet: { summary: 'One record of a class by id', tags: ['admin classes'], query: adminGeneric.AdminGetQuery, response: adminGeneric.ClassRecordResponse },
  adminAdd: {
    summary: 'Create a record (JSON {classkey, data}; multipart classes may send fields classkey, data and file parts named by data path)',
    tags: ['admin classes'],
    body: adminGeneric.AdminAddRequest.optional(),
    response: adminGeneric.ClassRecordResponse,
  },
  adminSet: {
    summary: 'Update a record: the fields sent replace those stored (JSON or, for multipart classes, multipart)',
    tags: ['admin classes'],
    body: adminGeneric.AdminSetRequest.optional(),
    response: adminGeneric.ClassRecordResponse,
  },
  adminDelete: { summary: 'Delete a record', tags: ['admin classes'], body: adminGeneric.AdminDeleteRequest, response: Empty },
  mediaUpload: { summary: 'Upload a media file (multipart field `file`: PNG, JPEG, WebP, GIF, SVG or PDF up to 10 MB)', tags: ['media'], response: media.MediaUploadResponse },
  mediaList: { summary: 'The uploaded media, newest first', tags: ['media'], query: media.MediaListQuery, response: media.MediaListResponse },
  mediaGet: { summary: 'One media item (the file is served at its url)', tags: ['media'], params: media.MediaIdParams, response: media.MediaUploadResponse },
  mediaDelete: { summary: 'Delete a media item and its file', tags: ['media'], params: media.MediaIdParams, response: Empty },
  mediaFile: { summary: 'The bytes of a media file (public: logos, images and documents shown to members)', tags: ['media'], params: media.MediaIdParams, response: media.MediaFileResponse },
  // spec 000 §7.5 kits, orders, customers; §7.6 program results and lab sites
  kitRegister: { summary: 'Register a kit by the kit_id printed on it (confirm completes the registration)', tags: ['kits'], body: kits.KitIdBody, response: kits.KitResponse },
  kitIsAvailable: { summary: 'Whether a kit_id exists and can be registered by the member', tags: ['kits'], query: kits.KitIdQuery, response: kits.KitAvailabilityResponse },
  kitUnregister: { summary: "Remove the member's registration of a kit (until its sample is collected)", tags: ['kits'], body: kits.KitUnregisterBody, response: Empty },
  kitConfirm: { summary: 'Confirm a registered kit: the provider starts processing it', tags: ['kits'], body: kits.KitIdBody, response: kits.KitResponse },
  clientKits: {
    summary: "A page of the member's kits, newest first, after a cursor (the page's vendor statuses are refreshed first); or one by kit_id",
    tags: ['kits'],
    query: kits.KitsQuery,
    response: kits.KitsPageResponse,
  },
  clientKit: { summary: "One of the member's kits (marks new results as seen)", tags: ['kits'], params: kits.KitParams, response: kits.KitResponse },
  kitSealReport: {
    summary:
      "Ours: replace a kit's report, sealed by the server to the member's public key, with the same report re-sealed in the member's browser under the member's data key (hd1.); refused when the kit's report changed since it was opened",
    tags: ['kits'],
    params: kits.KitParams,
    body: kits.KitSealReportBody,
    response: kits.KitResponse,
  },
  clientKitLast: { summary: "The member's latest kit (null when none)", tags: ['kits'], response: kits.KitOrNullResponse },
  kitInfo: { summary: 'The product behind a kit_id and whether it is free to register', tags: ['kits'], query: kits.KitIdQuery, response: kits.KitInfoResponse },
  vendorKits: { summary: 'Kit products of the providers (Spot panels, Auria, body scan)', tags: ['kits'], query: kits.VendorKitsQuery, response: kits.VendorKitsResponse },
  providerKit: { summary: "The member's latest kit of one provider (null when none)", tags: ['kits'], query: kits.ProviderKitQuery, response: kits.KitOrNullResponse },
  kitsNew: { summary: "The member's kits with results not opened yet", tags: ['kits'], response: kits.KitsResponse },
  spotSamplesInfo: { summary: "The samples a member's Spot kit takes and the biomarkers of each", tags: ['kits'], query: kits.KitIdQuery, response: kits.SpotSamplesInfoResponse },
  kitDownload: {
    summary: 'The results PDF of a kit (Auria_Results_{kitId}.pdf, Spot_Results_{kitId}.pdf), fetched from the provider',
    tags: ['kits'],
    query: kits.KitDownloadQuery,
    response: kits.FileAnswer,
  },
  kitPdf: { summary: "A results PDF of the member's kits by its file name", tags: ['kits'], query: kits.KitPdfQuery, response: kits.FileAnswer },
  adminKitSync: {
    summary: "Read the provider's status of a kit now (advance: move a sandbox provider one step first)",
    tags: ['kits', 'admin'],
    params: kits.KitParams,
    body: kits.AdminKitSyncBody,
    response: kits.AdminKitResponse,
  },
  adminKits: { summary: 'Kits table (sort by user email, test name, provider name, details status)', tags: ['kits', 'admin'], query: kits.AdminKitsQuery, response: kits.AdminKitsResponse },
  orders: {
    summary: "The member's orders (sort by customer, billing email, tracking status, tracking number)",
    tags: ['orders'],
    query: orders.OrdersQuery,
    response: orders.OrdersResponse,
  },
  order: { summary: "The member's latest order; 204 when there is none", tags: ['orders'], response: orders.OrderResponse },
  orderGeneralHealthTest: { summary: 'Order a General Health test kit (Spot)', tags: ['orders'], response: orders.OrderResponse },
  orderFitbit: { summary: 'Order a Fitbit', tags: ['orders'], response: orders.OrderResponse },
  orderAuriaTest: { summary: 'Order an Auria breast cancer screening test (Namida)', tags: ['orders'], response: orders.OrderResponse },
  adminOrders: {
    summary: 'Orders table (sort by customer, billing email, tracking status, tracking number)',
    tags: ['orders', 'admin'],
    query: orders.OrdersQuery,
    response: orders.OrdersResponse,
  },
  adminCustomers: { summary: 'Customers table (sort by billing first and last name)', tags: ['orders', 'admin'], query: orders.CustomersQuery, response: orders.CustomersResponse },
  adminCustomer: { summary: 'One customer with their orders', tags: ['orders', 'admin'], params: orders.CustomerParams, response: orders.CustomerResponse },
  programResultsSend: { summary: 'Email the member a summary of their programme results', tags: ['program results'], response: Empty },
  programResultsDownload: { summary: "The member's programme results as result.pdf", tags: ['program results'], response: kits.FileAnswer },
  labSites: { summary: 'Lab sites near an address (geocoded), nearest first', tags: ['lab sites'], query: labSites.LabSitesQuery, response: labSites.LabSitesResponse },
  labSiteDistance: { summary: 'Distance from an address to one lab site', tags: ['lab sites'], query: labSites.LabSiteDistanceQuery, response: labSites.LabSiteDistanceResponse },
  // partner authentication
  adminPartnerKeys: {
    summary: "The organisation's partner API keys, newest first (never the keys themselves: their first characters)",
    tags: ['partner keys', 'admin'],
    params: partnerKeys.OrganizationIdParams,
    response: partnerKeys.PartnerKeysResponse,
  },
  adminPartnerKeyCreate: {
    summary: 'Create a partner API key for the organisation; the answer holds the key itself, shown this once (only its hash is stored)',
    tags: ['partner keys', 'admin'],
    params: partnerKeys.OrganizationIdParams,
    body: partnerKeys.PartnerKeyCreateRequest,
    response: partnerKeys.PartnerKeyCreateResponse,
  },
  adminPartnerKeyRevoke: {
    summary: 'Revoke a partner API key: exchanges with it fail, and sessions minted with it can no longer be refreshed',
    tags: ['partner keys', 'admin'],
    params: partnerKeys.PartnerKeyParams,
    response: partnerKeys.PartnerKeyResponse,
  },
  partnerMemberToken: {
    summary:
      "Server to server: a partner's server exchanges its organisation's partner API key (header x-healthdeck-partner-key) and a member's email for a short-lived member session, handed to the page's HealthDeck.useTokens. Errors: PARTNER_KEY_INVALID, PARTNER_KEY_REVOKED (401), MEMBER_NOT_IN_ORGANIZATION, ORIGIN_NOT_ALLOWED (403), RATE_LIMITED (429)",
    tags: ['partner keys'],
    body: partnerKeys.PartnerMemberTokenRequest,
    response: partnerKeys.PartnerMemberTokenResponse,
  },
  // SAML single sign-on per organisation (docs/decisions/0095-saml-single-sign-on.md)
  loginSaml: {
    summary: 'Exchange the one-time ticket the assertion consumer service gave for the session (or a second-factor challenge)',
    tags: ['auth'],
    body: saml.LoginSamlRequest,
    response: saml.LoginSamlResponse,
  },
  samlDiscovery: {
    summary: "The organisation whose identity provider signs in this email's domain, and its sign-in URL (null when none)",
    tags: ['auth'],
    query: saml.SamlDiscoveryQuery,
    response: saml.SamlDiscoveryResponse,
  },
  adminSamlConfig: {
    summary: "The organisation's SAML identity provider settings and the service provider values to copy into it",
    tags: ['organization', 'admin'],
    params: saml.SamlOrganizationParams,
    response: saml.SamlConfig,
  },
  adminSamlConfigSave: {
    summary: "Save the organisation's SAML identity provider settings (409 when an email domain belongs to another organisation)",
    tags: ['organization', 'admin'],
    params: saml.SamlOrganizationParams,
    body: saml.SamlConfigSaveRequest,
    response: saml.SamlConfig,
  },
  // organisation recovery keys (docs/decisions/0076-organisation-recovery-keys.md)
  adminRecoveryKey: {
    summary: "The organisation's recovery key: active and retiring keys, who holds it, the caller's own grants, staff who may hold it, rotation progress",
    tags: ['recovery keys', 'admin'],
    params: recoveryKeys.RecoveryOrganizationParams,
    response: recoveryKeys.RecoveryKeyState,
  },
  adminRecoveryKeyCreate: {
    summary: "Store the organisation's first recovery key, made in the administrator's browser and granted to them (409 when it has one)",
    tags: ['recovery keys', 'admin'],
    params: recoveryKeys.RecoveryOrganizationParams,
    body: recoveryKeys.RecoveryKeyCreateRequest,
    response: recoveryKeys.RecoveryKeyState,
  },
  adminRecoveryKeyGrant: {
    summary: "Grant a staff member the active recovery key: its passphrase re-encrypted to their public key in the granting administrator's browser",
    tags: ['recovery keys', 'admin'],
    params: recoveryKeys.RecoveryGrantParams,
    body: recoveryKeys.RecoveryKeyGrantRequest,
    response: recoveryKeys.RecoveryKeyState,
  },
  adminRecoveryKeyRevoke: {
    summary: "Remove a staff member's grants of the organisation's recovery keys (409 for the last holder: the key would be lost)",
    tags: ['recovery keys', 'admin'],
    params: recoveryKeys.RecoveryGrantParams,
    response: recoveryKeys.RecoveryKeyState,
  },
  adminRecoveryKeyRotate: {
    summary: 'Replace the active recovery key with a new pair granted to the same staff; the old one retires once every member data key is re-wrapped (409 during a rotation)',
    tags: ['recovery keys', 'admin'],
    params: recoveryKeys.RecoveryOrganizationParams,
    body: recoveryKeys.RecoveryKeyRotateRequest,
    response: recoveryKeys.RecoveryKeyState,
  },
  adminRecoveryRewraps: {
    summary: 'During a rotation: a batch of member data keys wrapped to the retiring key only',
    tags: ['recovery keys', 'admin'],
    params: recoveryKeys.RecoveryOrganizationParams,
    query: recoveryKeys.RecoveryRewrapsQuery,
    response: recoveryKeys.RecoveryRewrapsResponse,
  },
  adminRecoveryRewrapsSave: {
    summary: 'During a rotation: data keys re-wrapped to the active key (each member once); the retiring key goes when none is left',
    tags: ['recovery keys', 'admin'],
    params: recoveryKeys.RecoveryOrganizationParams,
    body: recoveryKeys.RecoveryRewrapsSaveRequest,
    response: recoveryKeys.RecoveryRewrapsSaveResponse,
  },
  adminUserRecoveryKey: {
    summary:
      "A member's data key as wrapped to the organisation recovery keys the caller holds, with the caller's grants, for the staff browser to open the member's sealed records (audited; listed in the member's access log)",
    tags: ['recovery keys', 'admin'],
    params: recoveryKeys.RecoveryMemberParams,
    response: recoveryKeys.AdminMemberRecoveryResponse,
  },
  memberRecoveryKeys: {
    summary: "The recovery keys of the member's organisations, and whether the member's data key is wrapped to each",
    tags: ['recovery keys'],
    response: recoveryKeys.MemberRecoveryKeysResponse,
  },
  memberRecoveryWrapsSave: {
    summary: "The member's data key wrapped (in their browser) to their organisations' recovery keys; a key already wrapped to is kept",
    tags: ['recovery keys'],
    body: recoveryKeys.MemberRecoveryWrapsRequest,
    response: Empty,
  },
  // organisation-assisted key recovery (docs/decisions/0086-organisation-assisted-recovery.md)
  memberKeyRecovery: {
    summary: "Where the signed-in member's organisation-assisted recovery stands: nothing to recover, available, pending, approved or refused (with the reason)",
    tags: ['recovery keys'],
    response: keyRecovery.KeyRecoveryStatus,
  },
  memberKeyRecoveryAsk: {
    summary: 'Ask the organisation to recover the records sealed before a reset without the recovery phrase (409 when there is nothing to recover or a request is pending)',
    tags: ['recovery keys'],
    response: keyRecovery.KeyRecoveryStatus,
  },
  memberInterimRecords: {
    summary:
      "After an approved recovery: the interim data key (archived, wrapped to the member's own public key; null once re-sealed) with every 'hd1.' record and meal picture of the member's, for their browser to re-seal under the recovered data key",
    tags: ['recovery keys'],
    response: keyRecovery.InterimRecordsResponse,
  },
  memberInterimRecordsReseal: {
    summary:
      "The member's records re-sealed in their browser under the recovered data key, each replacing the ciphertext it names ('hd1.' for 'hd1.', the owner's only; a record changed since is left as it is); ends the re-seal",
    tags: ['recovery keys'],
    body: keyRecovery.InterimRecordsResealRequest,
    response: keyRecovery.InterimResealResponse,
  },
  adminKeyRecoveryRequests: {
    summary: 'Pending recovery requests of members wrapped to an organisation recovery key the caller holds',
    tags: ['recovery keys', 'admin'],
    response: keyRecovery.KeyRecoveryRequestsResponse,
  },
  adminKeyRecoveryApprove: {
    summary:
      "Approve a recovery: the member's old data key, opened in the staff browser, wrapped to the member's current public key only; it becomes the account's data key again (403 without a recovery key covering the member; audited, in the member's access log, the member notified)",
    tags: ['recovery keys', 'admin'],
    params: keyRecovery.KeyRecoveryRequestParams,
    body: keyRecovery.KeyRecoveryApproveRequest,
    response: keyRecovery.KeyRecoveryRequestsResponse,
  },
  adminKeyRecoveryRefuse: {
    summary: "Refuse a recovery with a reason the member reads (403 without a recovery key covering the member; audited, in the member's access log, the member notified)",
    tags: ['recovery keys', 'admin'],
    params: keyRecovery.KeyRecoveryRequestParams,
    body: keyRecovery.KeyRecoveryRefuseRequest,
    response: keyRecovery.KeyRecoveryRequestsResponse,
  },
  timeline: {
    summary:
      "Ours: the member's timeline (labs, vitals, body scans, habits, appointments, medications, programme actions), newest first, a page before a cursor, of the kinds asked; sealed records as ciphertext",
    tags: ['timeline'],
    query: timeline.TimelineQuery,
    response: timeline.TimelineResponse,
  },
  // Results that act (docs/decisions/0102-results-that-act.md)
  adminResultRules: {
    summary: "The organisation's result rules: per biomarker and range, what a result suggests to the member",
    tags: ['result rules', 'admin'],
    params: resultRules.ResultRuleOrganizationParams,
    response: resultRules.ResultRulesResponse,
  },
  adminResultRuleCreate: {
    summary: "Add a result rule (the bounds in the catalogue biomarker's unit; the action one of a programme; at least one outcome)",
    tags: ['result rules', 'admin'],
    params: resultRules.ResultRuleOrganizationParams,
    body: resultRules.ResultRuleInput,
    response: resultRules.ResultRuleResponse,
  },
  adminResultRuleUpdate: {
    summary: 'Replace a result rule (answers members gave to it stay)',
    tags: ['result rules', 'admin'],
    params: resultRules.ResultRuleParams,
    body: resultRules.ResultRuleInput,
    response: resultRules.ResultRuleResponse,
  },
  adminResultRuleDelete: {
    summary: 'Delete a result rule with the answers members gave to it (what accepting gave stays)',
    tags: ['result rules', 'admin'],
    params: resultRules.ResultRuleParams,
    response: Empty,
  },
  memberResultRules: {
    summary: "The active result rules of the member's organisations, compared with the result in the member's browser, and the member's answers for this kit",
    tags: ['result rules'],
    query: resultRules.MemberResultRulesQuery,
    response: resultRules.MemberResultRulesResponse,
  },
  memberResultRuleAnswer: {
    summary:
      "Accept or dismiss what a rule suggests for one of the member's kits, once: accepting gives the action and sends the notification (again: the answer as recorded, applied false; 409 for the other answer). The server learns that the result lay in the rule's range, never the value",
    tags: ['result rules'],
    params: resultRules.MemberResultRuleParams,
    body: resultRules.ResultRuleAnswerRequest,
    response: resultRules.ResultRuleAnswerResponse,
  },
  adminTranslations: {
    summary: "A record's member-facing fields: the English text and the text in each language that has one",
    tags: ['translations', 'admin'],
    params: translations.TranslationRecordParams,
    response: translations.TranslationRecordResponse,
  },
  adminTranslationsSave: {
    summary: "Save a record's texts in one language (an empty text removes that translation; the member then reads English)",
    tags: ['translations', 'admin'],
    params: translations.TranslationRecordParams,
    body: translations.TranslationSaveRequest,
    response: translations.TranslationRecordResponse,
  },
  adminTranslationReport: {
    summary: 'What members would read in English, per language and kind of content: the records and fields with no translation',
    tags: ['translations', 'admin'],
    query: translations.TranslationReportQuery,
    response: translations.TranslationReportResponse,
  },
} as const satisfies Record<RouteName, RouteSchemas>;

/** A full route row: meta plus schemas. The server registers and validates from it; OpenAPI is generated from it. */
export type RouteDef = RouteMeta & RouteSchemas;
export type Routes = { [N in RouteName]: (typeof routeTable)[N] & (typeof routeSchemas)[N] };

export const routes = Object.fromEntries((Object.keys(routeTable) as RouteName[]).map((name) => [name, { ...routeTable[name], ...routeSchemas[name] }])) as unknown as Routes; // via unknown: with 200+ rows the direct comparison is too complex for tsc

type Infer<T> = T extends z.ZodType ? z.infer<T> : undefined;
type Input<T> = T extends z.ZodType ? z.input<T> : undefined;
export type RouteBody<N extends RouteName> = (typeof routeSchemas)[N] extends { body: infer B } ? Input<B> : undefined;
export type RouteQuery<N extends RouteName> = (typeof routeSchemas)[N] extends { query: infer Q } ? Input<Q> : undefined;
export type RouteParams<N extends RouteName> = (typeof routeSchemas)[N] extends { params: infer P } ? Input<P> : undefined;
export type RouteResponse<N extends RouteName> = Infer<(typeof routeSchemas)[N]['response']>;
