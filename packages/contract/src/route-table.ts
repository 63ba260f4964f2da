import type { Permission } from './constants.js';
import type { LoginErrorCode } from './errors.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a call is, without its schemas: this table carries no zod, so browser code (sdk, widgets)
 * can import it through '@healthdeck/contract/light' without shipping the validators.
 */
export interface RouteMeta {
  method: HttpMethod;
  /** Fastify-style path under the API base, e.g. '/api/client/user-hydration/last'. */
  path: string;
  /** 'none' = public; 'member' = any signed-in user; 'admin' = needs `permission`. */
  auth: 'none' | 'member' | 'admin';
  permission?: Permission;
  /** Status the client treats as success (spec 000 §8: 200, 201 for role create, 204 for many writes). */
  successStatus: 200 | 201 | 204;
  /** Used in the generic failure message: 'Failed to ' + operation. */
  operation: string;
  /** The body is multipart/form-data (a file upload), not JSON; the sdk sends a FormData. */
  multipart?: true;
  /** The success body is a file (a download, e.g. a PDF): the sdk answers the fetch Response unread. */
  file?: true;
  /** spec 000 §8: this call's special cases of the error catalogue (see CallHandling). */
  handling?: CallHandling;
  /**
   * Server-to-server: the caller is a partner's server holding an organisation's partner API key
   * (header PARTNER_KEY_HEADER), not a member or an admin (auth is 'none': no bearer token).
   */
  partnerKey?: true;
}

/**
 * spec 000 §8, call by call; the sdk transport reads it (packages/sdk/src/transport/http.ts).
 * Without an entry: the success status gives the data (204 → null); 401 → Unauthorized ('admin' kind
 * on admin rows); 400 → BadRequest with the server message (else 'Failed to ' + operation) and the
 * body; any other status → RequestFailed 'Failed to ' + operation; a 200 body with an error_code
 * → that login error.
 */
export interface CallHandling {
  /** 'body': a 400 resolves with the ApiError body (meal and exercise create/update, batch uploads); 'bad-request': the default, stated for the spec's listed calls. */
  on400?: 'body' | 'bad-request';
  /** Failing statuses (not 400/401) whose server message, when present, replaces 'Failed to …' ('any': vital create, telehealth reschedule; [500]: batch uploads). */
  serverMessage?: 'any' | readonly number[];
  /** A 204 is success on this row too and resolves with null or {} (spec 000 §7.5 order one: 'empty-object'; §7.6 HRA form: 'null'). Rows expecting 204 resolve null. */
  on204?: 'null' | 'empty-object';
  /** The 200 error_code values mapped to their own errors (impersonation and SSO: only INVALID_CREDENTIALS); other codes are Unexpected. Default: all three. */
  loginErrorCodes?: readonly LoginErrorCode[];
}

export const routeTable = {
  // spec 000 §7.3 Authentication
  preLogin: { method: 'POST', path: '/api/auth/prelogin', auth: 'none', successStatus: 200, operation: 'load sign-in parameters' },
  register: { method: 'POST', path: '/api/auth/register', auth: 'none', successStatus: 200, operation: 'create account' },
  login: { method: 'POST', path: '/api/auth/login', auth: 'none', successStatus: 200, operation: 'sign in' },
  refreshToken: { method: 'POST', path: '/api/auth/token/refresh', auth: 'none', successStatus: 200, operation: 'refresh session' },
  passwordRequestNew: { method: 'POST', path: '/api/auth/password/request-new', auth: 'none', successStatus: 204, operation: 'request a password reset' },
  passwordSet: { method: 'POST', path: '/api/auth/password/set', auth: 'none', successStatus: 204, operation: 'set password' },
  verifyEmail: { method: 'GET', path: '/api/auth/verify-email', auth: 'none', successStatus: 200, operation: 'verify email' },
  sendVerificationEmail: { method: 'POST', path: '/api/auth/send-verification-email', auth: 'member', successStatus: 204, operation: 'send verification email' },
  setKeys: { method: 'POST', path: '/api/auth/pgp/set-keys', auth: 'member', successStatus: 204, operation: 'save keys' },
  keysConfig: { method: 'GET', path: '/api/auth/pgp/config', auth: 'none', successStatus: 200, operation: 'load key configuration' },
  recaptchaVerify: { method: 'POST', path: '/api/auth/recaptcha/verify', auth: 'none', successStatus: 200, operation: 'verify recaptcha' },
  sessionSave: { method: 'POST', path: '/api/auth/session', auth: 'member', successStatus: 204, operation: 'save session' },

  // Account
  account: { method: 'GET', path: '/api/client/account', auth: 'member', successStatus: 200, operation: 'load account' },
  // spec 000 §7.6 User preferences GET and POST / spec 001 §2 /client/profile
  preferences: { method: 'GET', path: '/api/client/user/preferences', auth: 'member', successStatus: 200, operation: 'load preferences' },
  preferencesSave: { method: 'POST', path: '/api/client/user/preferences', auth: 'member', successStatus: 200, operation: 'save preferences' },

  // spec 000 §7.6 / spec 001 §7 hydration
  hydrationLast: { method: 'GET', path: '/api/client/user-hydration/last', auth: 'member', successStatus: 200, operation: 'get last hydration track' },
  hydrationIncrement: { method: 'POST', path: '/api/client/user-hydration/increment', auth: 'member', successStatus: 200, operation: 'increment hydration track' },
  hydrationDecrement: { method: 'POST', path: '/api/client/user-hydration/decrement', auth: 'member', successStatus: 200, operation: 'decrement hydration track' },

  // spec 000 §7.6 / spec 001 §7 sleep tracker
  sleepLast: { method: 'GET', path: '/api/client/user-sleep/last', auth: 'member', successStatus: 200, operation: 'get last sleep track' },
  sleepIncrement: { method: 'POST', path: '/api/client/user-sleep/increment', auth: 'member', successStatus: 200, operation: 'increment sleep track' },
  sleepDecrement: { method: 'POST', path: '/api/client/user-sleep/decrement', auth: 'member', successStatus: 200, operation: 'decrement sleep track' },

  // spec 001 §3, §4, §7 body metrics (sleep summary, fitness) and fitness goals
  bodyMetrics: { method: 'GET', path: '/api/client/body-metrics', auth: 'member', successStatus: 200, operation: 'load body metrics' },
  fitnessGoals: { method: 'GET', path: '/api/client/user/goals', auth: 'member', successStatus: 200, operation: 'load goals' },

  // spec 000 §3.4, §7.6 / spec 001 §4, §7 mood and symptoms (daily journal)
  moodLoad: { method: 'GET', path: '/api/client/user/load-mood-track', auth: 'member', successStatus: 200, operation: 'load mood' },
  moodLog: { method: 'POST', path: '/api/client/user/log-mood-track', auth: 'member', successStatus: 200, operation: 'log mood' },
  symptomsList: { method: 'GET', path: '/api/client/user/symptoms', auth: 'member', successStatus: 200, operation: 'load symptoms' },
  symptomUpdate: { method: 'PUT', path: '/api/client/user/logged-symptoms', auth: 'member', successStatus: 200, operation: 'update user symptom' },

  // spec 000 §7.6 / spec 001 §4, §7 daily tasks and stars
  dailyTasks: { method: 'GET', path: '/api/client/user/tasks', auth: 'member', successStatus: 200, operation: 'fetch daily tasks' },
  dailyTaskToggle: { method: 'POST', path: '/api/client/user/tasks/:id/toggle', auth: 'member', successStatus: 200, operation: 'toggle daily task' },

  // spec 001 §2 feature flags (featureflag admin class) the member's pages read
  featureFlags: { method: 'GET', path: '/api/client/feature-flags', auth: 'member', successStatus: 200, operation: 'load feature flags' },
  // spec 000 §2 toast-message locations (toast_message_locations admin class) the browser filters toasts by
  toastLocations: { method: 'GET', path: '/api/client/toast-message-locations', auth: 'member', successStatus: 200, operation: 'load toast message locations' },

  // spec 001 §4, §7 streaks and milestones (daily journal)
  streaks: { method: 'GET', path: '/api/client/daily-journal/streaks', auth: 'member', successStatus: 200, operation: 'load milestone streak' },
  milestoneProgression: { method: 'POST', path: '/api/client/user/milestone-progression', auth: 'member', successStatus: 200, operation: 'add milestone progression' },

  // spec 000 §7.6 Meals / spec 001 §3 Calorie intake, §7 'Daily calorie intake' → intake
  mealsDailyIntake: { method: 'GET', path: '/api/client/meals/daily-intake', auth: 'member', successStatus: 200, operation: 'load daily calorie intake' },
  mealIngredients: { method: 'GET', path: '/api/client/meals/ingredients', auth: 'member', successStatus: 200, operation: 'load ingredients' },
  mealPictureUpload: { method: 'POST', path: '/api/client/meals/picture', auth: 'member', successStatus: 200, operation: 'upload meal picture', multipart: true },
  mealSave: { method: 'POST', path: '/api/client/meals', auth: 'member', successStatus: 200, operation: 'create meal', handling: { on400: 'body' } },

  // spec 000 §3.3, §4, §7.6 legal agreements, consent and onboarding (slice O)
  legalAgreements: { method: 'GET', path: '/api/client/user/legal-agreements', auth: 'member', successStatus: 200, operation: 'load legal agreements' },
  consentSave: { method: 'POST', path: '/api/client/user/consent', auth: 'member', successStatus: 200, operation: 'save user consent', handling: { on400: 'bad-request' } },
  onboardingTopics: { method: 'GET', path: '/api/client/onboarding/topics', auth: 'member', successStatus: 200, operation: 'load topics' },
  onboardingTopicInterests: { method: 'POST', path: '/api/client/onboarding/topic-interests', auth: 'member', successStatus: 200, operation: 'save topic interests' },
  onboardingLegalConsents: {
    method: 'POST',
    path: '/api/client/onboarding/legal-consents',
    auth: 'member',
    successStatus: 200,
    operation: 'save user consent',
    handling: { on400: 'bad-request' },
  },
  completeOnboarding: { method: 'POST', path: '/api/client/user/complete-onboarding', auth: 'member', successStatus: 200, operation: 'complete onboarding' },
  enrollmentInfo: { method: 'GET', path: '/api/client/user/enrollment-info', auth: 'member', successStatus: 200, operation: 'load enrollment info' },
  // spec 000 §7.6 wellbeing, random health tip and referral, scheduling link, integration calls and statuses (slice O)
  wellbeingTopics: { method: 'GET', path: '/api/client/wellbeing/topics', auth: 'member', successStatus: 200, operation: 'load wellbeing topics' },
  wellbeingTopic: { method: 'GET', path: '/api/client/wellbeing/topic', auth: 'member', successStatus: 200, operation: 'load wellbeing topic' },
  wellbeingResources: { method: 'GET', path: '/api/client/wellbeing/resources', auth: 'member', successStatus: 200, operation: 'load wellbeing resources' },
  randomHealthTip: { method: 'GET', path: '/api/client/health-tips/random', auth: 'member', successStatus: 200, operation: 'load health tip' },
  randomReferral: { method: 'GET', path: '/api/client/referrals/random', auth: 'member', successStatus: 200, operation: 'load referral' },
  schedulingLink: { method: 'GET', path: '/api/client/user/scheduling-link', auth: 'member', successStatus: 200, operation: 'load scheduling link' },
  // spec 000 §3.4 page types REFERRALS and CONTACTUS: their pages' content (not in the spec's catalogue)
  referrals: { method: 'GET', path: '/api/client/referrals', auth: 'member', successStatus: 200, operation: 'load referrals' },
  contactLink: { method: 'GET', path: '/api/client/contact-link', auth: 'member', successStatus: 200, operation: 'load contact page' },
  integrationCalls: { method: 'GET', path: '/api/client/integrations/calls', auth: 'member', successStatus: 200, operation: 'load integration calls' },
  integrationStatuses: { method: 'GET', path: '/api/client/integrations/statuses', auth: 'member', successStatus: 200, operation: 'load integration statuses' },
  // spec 000 §7.6 health actions, medications, allergies, health issues (slice O); §8 their saves raise the server message
  userHealthActions: { method: 'GET', path: '/api/client/health-actions/user-health-actions', auth: 'member', successStatus: 200, operation: 'load health actions' },
  completedHealthActions: { method: 'GET', path: '/api/client/health-actions/completed', auth: 'member', successStatus: 200, operation: 'load completed health actions' },
  inProgressHealthActions: { method: 'GET', path: '/api/client/health-actions/in-progress', auth: 'member', successStatus: 200, operation: 'load health actions in progress' },
  healthActionStatus: { method: 'POST', path: '/api/client/health-actions/change-status', auth: 'member', successStatus: 200, operation: 'change health action status' },
  healthRecordsCatalogue: { method: 'GET', path: '/api/client/health-actions/catalogue', auth: 'member', successStatus: 200, operation: 'load health records catalogue' },
  currentMedications: { method: 'GET', path: '/api/client/health-actions/current-medications', auth: 'member', successStatus: 200, operation: 'load current medications' },
  medicationsLog: { method: 'GET', path: '/api/client/health-actions/medications-log', auth: 'member', successStatus: 200, operation: 'load medications log' },
  medicationSchedule: {
    method: 'POST',
    path: '/api/client/health-actions/medications-schedule',
    auth: 'member',
    successStatus: 200,
    operation: 'save medication',
    handling: { on400: 'bad-request' },
  },
  currentAllergies: { method: 'GET', path: '/api/client/health-actions/current-allergies', auth: 'member', successStatus: 200, operation: 'load current allergies' },
  saveUserAllergy: {
    method: 'POST',
    path: '/api/client/health-actions/save-user-allergy',
    auth: 'member',
    successStatus: 200,
    operation: 'save allergy',
    handling: { on400: 'bad-request' },
  },
  currentHealthIssues: { method: 'GET', path: '/api/client/health-actions/current-health-issues', auth: 'member', successStatus: 200, operation: 'load current health issues' },
  saveUserHealthIssue: {
    method: 'POST',
    path: '/api/client/health-actions/save-user-health-issue',
    auth: 'member',
    successStatus: 200,
    operation: 'save health issue',
    handling: { on400: 'bad-request' },
  },
  // spec 000 §3.3, §7.6 actions complete / uncomplete (slice O)
  actionComplete: { method: 'POST', path: '/api/client/actions/complete', auth: 'member', successStatus: 200, operation: 'complete action' },
  actionUncomplete: { method: 'POST', path: '/api/client/actions/uncomplete', auth: 'member', successStatus: 200, operation: 'uncomplete action' },
  memberPrograms: { method: 'GET', path: '/api/client/programs', auth: 'member', successStatus: 200, operation: 'load programs' },
  // spec 000 §7.6 devices, health scores and summary, face-heart activation (slice O)
  deviceAuthorizers: { method: 'GET', path: '/api/client/devices/authorizers', auth: 'member', successStatus: 200, operation: 'load devices' },
  deviceConnect: { method: 'POST', path: '/api/client/devices/connect', auth: 'member', successStatus: 200, operation: 'connect device' },
  deviceRevoke: { method: 'POST', path: '/api/client/devices/revoke', auth: 'member', successStatus: 200, operation: 'revoke device' },
  healthScores: { method: 'GET', path: '/api/client/devices/health-scores', auth: 'member', successStatus: 200, operation: 'load health scores' },
  healthSummary: { method: 'GET', path: '/api/client/devices/health-summary', auth: 'member', successStatus: 200, operation: 'load health summary' },
  faceHeartActivation: { method: 'PATCH', path: '/api/client/user/face-heart-activation', auth: 'member', successStatus: 200, operation: 'activate face heart' },
  // spec 000 §7.6, §8 batch uploads (multipart `file`, CSV or JSON): 400 answers the body, 500 raises the server message (slice O)
  batchUploadUsers: {
    method: 'POST',
    path: '/api/admin/batch-uploads/users',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload users',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  batchUploadMedications: {
    method: 'POST',
    path: '/api/admin/batch-uploads/medications',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload medications',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  batchUploadAllergies: {
    method: 'POST',
    path: '/api/admin/batch-uploads/allergies',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload allergies',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  batchUploadHealthIssues: {
    method: 'POST',
    path: '/api/admin/batch-uploads/health-issues',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload health issues',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  // ours (issue 16): the orders and customers server tables' upload (spec 001 §2), the batch uploads' all-or-nothing rule
  batchUploadCustomers: {
    method: 'POST',
    path: '/api/admin/batch-uploads/customers',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload customers',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },
  batchUploadOrders: {
    method: 'POST',
    path: '/api/admin/batch-uploads/orders',
    auth: 'admin',
    permission: 'batch-uploads.write',
    successStatus: 200,
    operation: 'upload orders',
    multipart: true,
    handling: { on400: 'body', serverMessage: [500] },
  },

  // spec 000 §3.3, §4, §7.6 / spec 001 §3, §4, §7 measurements and vitals (encrypted in the client)
  measurements: { method: 'GET', path: '/api/client/measurements', auth: 'member', successStatus: 200, operation: 'load measurements' },
  measurementCreate: { method: 'POST', path: '/api/client/measurements', auth: 'member', successStatus: 200, operation: 'save measurement' },
  measurementSkip: { method: 'POST', path: '/api/client/measurements/skip', auth: 'member', successStatus: 200, operation: 'save measurement skip reason' },
  measurementLast: { method: 'GET', path: '/api/client/measurements/last-measurement', auth: 'member', successStatus: 200, operation: 'get last measurement' },
  measurementSamples: { method: 'POST', path: '/api/client/measurements/samples', auth: 'member', successStatus: 200, operation: 'save measurement samples' },
  vitals: { method: 'GET', path: '/api/client/vitals', auth: 'member', successStatus: 200, operation: 'load vitals' },
  vitalCreate: { method: 'POST', path: '/api/client/vitals', auth: 'member', successStatus: 200, operation: 'save vitals', handling: { serverMessage: 'any' } },
  vitalThresholds: { method: 'GET', path: '/api/client/vitals/thresholds', auth: 'member', successStatus: 200, operation: 'load vital thresholds' },
  vitalScan: { method: 'POST', path: '/api/client/vitals/scan', auth: 'member', successStatus: 200, operation: 'read your vitals' },
  // spec 000 §3.4, §7.6 / spec 001 §4 HRA and nutrition forms
  hraForm: { method: 'GET', path: '/api/client/hra/form', auth: 'member', successStatus: 200, operation: 'load health assessment', handling: { on204: 'null' } },
  hraSave: { method: 'POST', path: '/api/client/hra/save', auth: 'member', successStatus: 200, operation: 'save health assessment' },
  hraSubmit: { method: 'POST', path: '/api/client/hra/submit', auth: 'member', successStatus: 200, operation: 'submit health assessment' },
  hraSections: { method: 'GET', path: '/api/client/hra/sections', auth: 'member', successStatus: 200, operation: 'load health assessment sections' },
  nutritionForm: { method: 'GET', path: '/api/client/nutrition-form', auth: 'member', successStatus: 200, operation: 'load nutrition form' },
  nutritionFormSave: { method: 'POST', path: '/api/client/nutrition-form', auth: 'member', successStatus: 200, operation: 'save nutrition form' },
  nutritionFormSubmit: { method: 'POST', path: '/api/client/nutrition-form/submit', auth: 'member', successStatus: 200, operation: 'submit nutrition form' },
  // spec 000 §3.3, §3.4, §4, §7.6 / spec 001 §3 Reminder, §7 telehealth (MediOrbis) and appointments
  telehealthForm: { method: 'GET', path: '/api/client/telehealth/form', auth: 'member', successStatus: 200, operation: 'load telehealth form' },
  telehealthFormSave: { method: 'POST', path: '/api/client/telehealth/form', auth: 'member', successStatus: 200, operation: 'save telehealth form' },
  telehealthTimeslots: { method: 'GET', path: '/api/client/telehealth/timeslots', auth: 'member', successStatus: 200, operation: 'load time slots' },
  telehealthPhysicians: { method: 'GET', path: '/api/client/telehealth/physicians', auth: 'member', successStatus: 200, operation: 'load physicians' },
  telehealthPhysicianSchedule: { method: 'GET', path: '/api/client/telehealth/physicians/:id/schedule', auth: 'member', successStatus: 200, operation: 'load physician schedule' },
  telehealthPharmacies: { method: 'GET', path: '/api/client/telehealth/pharmacies', auth: 'member', successStatus: 200, operation: 'load pharmacies' },
  telehealthAppointment: { method: 'POST', path: '/api/client/telehealth/appointment', auth: 'member', successStatus: 200, operation: 'create appointment' },
  telehealthReschedule: {
    method: 'POST',
    path: '/api/client/telehealth/reschedule',
    auth: 'member',
    successStatus: 200,
    operation: 'reschedule appointment',
    handling: { serverMessage: 'any' },
  },
  telehealthCancel: { method: 'POST', path: '/api/client/telehealth/cancel', auth: 'member', successStatus: 200, operation: 'cancel appointment' },
  userAppointments: { method: 'GET', path: '/api/client/user/appointments', auth: 'member', successStatus: 200, operation: 'load appointments' },
  userLastAppointment: { method: 'GET', path: '/api/client/user/last-appointment', auth: 'member', successStatus: 200, operation: 'get last appointment' },
  // spec 000 §3.3, §7.6 Smartlink (care advocate calls)
  smartlinkTimeslots: { method: 'POST', path: '/api/client/smartlink/timeslots', auth: 'member', successStatus: 200, operation: 'load time slots' },
  smartlinkCreate: { method: 'POST', path: '/api/client/smartlink/create', auth: 'member', successStatus: 200, operation: 'create appointment' },
  smartlinkReschedule: { method: 'POST', path: '/api/client/smartlink/reschedule', auth: 'member', successStatus: 200, operation: 'reschedule appointment' },
  smartlinkCancel: { method: 'POST', path: '/api/client/smartlink/cancel', auth: 'member', successStatus: 200, operation: 'cancel appointment' },
  smartlinkAppointments: { method: 'GET', path: '/api/client/smartlink/appointments', auth: 'member', successStatus: 200, operation: 'load appointments' },
  // spec 000 §7.2 clinical admin reads by user id
  adminSimulateMedicalRecord: {
    method: 'POST',
    path: '/api/admin/simulate-medical-record',
    auth: 'admin',
    permission: 'clinical.write',
    successStatus: 200,
    operation: 'simulate medical record',
  },
  adminUserRiskScores: { method: 'GET', path: '/api/admin/users/:id/risk-scores', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load risk scores' },
  adminUserEpdsForm: { method: 'GET', path: '/api/admin/users/:id/epds-form', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load EPDS form' },
  adminUserTelehealthForm: { method: 'GET', path: '/api/admin/users/:id/telehealth-form', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load telehealth form' },
  adminSmartlinkVitals: { method: 'GET', path: '/api/admin/smartlink/vitals', auth: 'admin', permission: 'clinical.read', successStatus: 200, operation: 'load smartlink vitals' },
  // ours (issue 16): the escrow-wrapped data key for staff to open those reads (DECISIONS, the member's page for staff)
  adminUserEmergencyKey: {
    method: 'GET',
    path: '/api/admin/users/:id/emergency-key',
    auth: 'admin',
    permission: 'clinical.read',
    successStatus: 200,
    operation: 'load emergency key',
  },

  // Admin
  adminUsers: { method: 'GET', path: '/api/admin/users', auth: 'admin', permission: 'users.read', successStatus: 200, operation: 'load users' },

  // spec 000 §7.4 Rewards (admin: data JSON + optional background_image; secrets at /{reward_id}/secrets; client: eligible, redeem)
  adminRewards: { method: 'GET', path: '/api/admin/rewards', auth: 'admin', permission: 'rewards.read', successStatus: 200, operation: 'load rewards' },
  adminReward: { method: 'GET', path: '/api/admin/rewards/:id', auth: 'admin', permission: 'rewards.read', successStatus: 200, operation: 'load reward' },
  adminRewardCreate: { method: 'POST', path: '/api/admin/rewards', auth: 'admin', permission: 'rewards.write', successStatus: 200, operation: 'create reward', multipart: true },
  adminRewardUpdate: { method: 'POST', path: '/api/admin/rewards/:id', auth: 'admin', permission: 'rewards.write', successStatus: 200, operation: 'update reward', multipart: true },
  adminRewardDelete: { method: 'DELETE', path: '/api/admin/rewards/:id', auth: 'admin', permission: 'rewards.write', successStatus: 204, operation: 'delete reward' },
  adminRewardSecrets: { method: 'GET', path: '/api/admin/rewards/:reward_id/secrets', auth: 'admin', permission: 'rewards.read', successStatus: 200, operation: 'load reward secrets' },
  adminRewardSecretCreate: {
    method: 'POST',
    path: '/api/admin/rewards/:reward_id/secrets',
    auth: 'admin',
    permission: 'rewards.write',
    successStatus: 200,
    operation: 'create reward secret',
  },
  adminRewardSecretUpdate: {
    method: 'PUT',
    path: '/api/admin/rewards/:reward_id/secrets/:id',
    auth: 'admin',
    permission: 'rewards.write',
    successStatus: 200,
    operation: 'update reward secret',
  },
  adminRewardSecretDelete: {
    method: 'DELETE',
    path: '/api/admin/rewards/:reward_id/secrets/:id',
    auth: 'admin',
    permission: 'rewards.write',
    successStatus: 204,
    operation: 'delete reward secret',
  },
  rewardsEligible: { method: 'GET', path: '/api/client/rewards/eligible', auth: 'member', successStatus: 200, operation: 'load eligible rewards' },
  rewardRedeem: { method: 'POST', path: '/api/client/rewards/:id/redeem', auth: 'member', successStatus: 200, operation: 'redeem reward', handling: { serverMessage: 'any' } },
  rewardRedemptions: { method: 'GET', path: '/api/client/rewards/redemptions', auth: 'member', successStatus: 200, operation: 'load redeemed rewards' },
  rewardImage: { method: 'GET', path: '/api/client/rewards/:id/background-image', auth: 'member', successStatus: 200, operation: 'load reward image', file: true },
  // spec 000 §7.6 Notifications: GET unread, POST mark-as-read
  notificationsUnread: { method: 'GET', path: '/api/client/notifications/unread', auth: 'member', successStatus: 200, operation: 'load notifications' },
  notificationsMarkRead: { method: 'POST', path: '/api/client/notifications/mark-as-read', auth: 'member', successStatus: 200, operation: 'mark notifications as read' },
  // spec 000 §3.4, §7.6 user-flow-activity, activity history, daily logs; §7.2 users daily-logs
  userFlowActivity: { method: 'POST', path: '/api/client/user/user-flow-activity', auth: 'member', successStatus: 200, operation: 'save user flow activity' },
  activityHistory: { method: 'GET', path: '/api/client/user/activity-history', auth: 'member', successStatus: 200, operation: 'load activity history' },
  dailyLogs: { method: 'GET', path: '/api/client/user/daily-logs', auth: 'member', successStatus: 200, operation: 'load daily logs' },
  adminUserDailyLogs: { method: 'GET', path: '/api/admin/users/:id/daily-logs', auth: 'admin', permission: 'users.read', successStatus: 200, operation: 'load user daily logs' },
  // spec 000 §7.1 Generic administration (classkey): search, get, add (multipart for MULTIPART_CLASSKEYS), set, delete
  adminSearch: { method: 'GET', path: '/api/admin/search', auth: 'admin', permission: 'classes.read', successStatus: 200, operation: 'search records' },
  adminGet: { method: 'GET', path: '/api/admin/get', auth: 'admin', permission: 'classes.read', successStatus: 200, operation: 'load record' },
  adminAdd: { method: 'POST', path: '/api/admin/add', auth: 'admin', permission: 'classes.write', successStatus: 200, operation: 'create record', multipart: true },
  adminSet: { method: 'POST', path: '/api/admin/set', auth: 'admin', permission: 'classes.write', successStatus: 200, operation: 'update record', multipart: true },
  adminDelete: { method: 'POST', path: '/api/admin/delete', auth: 'admin', permission: 'classes.write', successStatus: 204, operation: 'delete record' },
  // spec 000 §7.2 media: admin upload (multipart), list, get one, delete; the file itself is public (content shown to members)
  mediaUpload: { method: 'POST', path: '/api/admin/media', auth: 'admin', permission: 'media.write', successStatus: 200, operation: 'upload media', multipart: true },
  mediaList: { method: 'GET', path: '/api/admin/media', auth: 'admin', permission: 'media.read', successStatus: 200, operation: 'load media' },
  mediaGet: { method: 'GET', path: '/api/admin/media/:id', auth: 'admin', permission: 'media.read', successStatus: 200, operation: 'load media item' },
  mediaDelete: { method: 'DELETE', path: '/api/admin/media/:id', auth: 'admin', permission: 'media.write', successStatus: 204, operation: 'delete media' },
  mediaFile: { method: 'GET', path: '/api/media/:id/file', auth: 'none', successStatus: 200, operation: 'load media file', file: true },
  // spec 000 §6, §7.2 roles and permissions (role create answers 201, spec 000 §8)
  adminRoles: { method: 'GET', path: '/api/admin/roles', auth: 'admin', permission: 'roles.read', successStatus: 200, operation: 'load roles' },
  adminRole: { method: 'GET', path: '/api/admin/roles/:id', auth: 'admin', permission: 'roles.read', successStatus: 200, operation: 'load role' },
  adminRoleCreate: { method: 'POST', path: '/api/admin/roles', auth: 'admin', permission: 'roles.write', successStatus: 201, operation: 'create role' },
  adminRoleUpdate: { method: 'PUT', path: '/api/admin/roles/:id', auth: 'admin', permission: 'roles.write', successStatus: 200, operation: 'update role' },
  adminRoleDelete: { method: 'DELETE', path: '/api/admin/roles/:id', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'delete role' },
  adminPermissions: { method: 'GET', path: '/api/admin/permissions', auth: 'admin', permission: 'roles.read', successStatus: 200, operation: 'load permissions' },
  adminPermission: { method: 'GET', path: '/api/admin/permissions/:id', auth: 'admin', permission: 'roles.read', successStatus: 200, operation: 'load permission' },
  adminPermissionCreate: { method: 'POST', path: '/api/admin/permissions', auth: 'admin', permission: 'roles.write', successStatus: 200, operation: 'create permission' },
  adminPermissionUpdate: { method: 'PUT', path: '/api/admin/permissions/:id', auth: 'admin', permission: 'roles.write', successStatus: 200, operation: 'update permission' },
  adminPermissionDelete: { method: 'DELETE', path: '/api/admin/permissions/:id', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'delete permission' },

  // spec 000 §7.2 programs and action groups (action group create and delete: 400 carries the server message, spec 000 §8)
  adminPrograms: { method: 'GET', path: '/api/admin/programs', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load programs' },
  adminProgram: { method: 'GET', path: '/api/admin/programs/:id', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load program' },
  adminProgramCreate: { method: 'POST', path: '/api/admin/programs', auth: 'admin', permission: 'programs.write', successStatus: 200, operation: 'create program' },
  adminProgramUpdate: { method: 'PUT', path: '/api/admin/programs/:id', auth: 'admin', permission: 'programs.write', successStatus: 200, operation: 'update program' },
  adminProgramDelete: { method: 'DELETE', path: '/api/admin/programs/:id', auth: 'admin', permission: 'programs.write', successStatus: 204, operation: 'delete program' },
  adminActionGroups: { method: 'GET', path: '/api/admin/action-groups', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load action groups' },
  adminActionGroup: { method: 'GET', path: '/api/admin/action-groups/:id', auth: 'admin', permission: 'programs.read', successStatus: 200, operation: 'load action group' },
  adminActionGroupCreate: {
    method: 'POST',
    path: '/api/admin/action-groups',
    auth: 'admin',
    permission: 'programs.write',
    successStatus: 200,
    operation: 'create action group',
    handling: { on400: 'bad-request' },
  },
  adminActionGroupUpdate: { method: 'PUT', path: '/api/admin/action-groups/:id', auth: 'admin', permission: 'programs.write', successStatus: 200, operation: 'update action group' },
  adminActionGroupDelete: {
    method: 'DELETE',
    path: '/api/admin/action-groups/:id',
    auth: 'admin',
    permission: 'programs.write',
    successStatus: 204,
    operation: 'delete action group',
    handling: { on400: 'bad-request' },
  },

  // spec 000 §3.3 link pairs, §7.2 link and unlink endpoints, §4 campaigns toggled per organisation
  linkUserOrganization: { method: 'POST', path: '/api/admin/users-organization/link', auth: 'admin', permission: 'users.write', successStatus: 204, operation: 'link user to organization' },
  unlinkUserOrganization: {
    method: 'POST',
    path: '/api/admin/users-organization/unlink',
    auth: 'admin',
    permission: 'users.write',
    successStatus: 204,
    operation: 'unlink user from organization',
  },
  linkRolePermission: { method: 'POST', path: '/api/admin/roles-permission/link', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'add permission to role' },
  unlinkRolePermission: {
    method: 'POST',
    path: '/api/admin/roles-permission/unlink',
    auth: 'admin',
    permission: 'roles.write',
    successStatus: 204,
    operation: 'remove permission from role',
  },
  linkOrganizationProgram: {
    method: 'POST',
    path: '/api/admin/organizations-program/link',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 204,
    operation: 'link program to organization',
  },
  unlinkOrganizationProgram: {
    method: 'POST',
    path: '/api/admin/organizations-program/unlink',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 204,
    operation: 'unlink program from organization',
  },
  linkUserProgram: { method: 'POST', path: '/api/admin/users-program/link', auth: 'admin', permission: 'users.write', successStatus: 204, operation: 'link user to program' },
  unlinkUserProgram: { method: 'POST', path: '/api/admin/users-program/unlink', auth: 'admin', permission: 'users.write', successStatus: 204, operation: 'unlink user from program' },
  linkUserRole: { method: 'POST', path: '/api/admin/users-role/link', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'add role to user' },
  unlinkUserRole: { method: 'POST', path: '/api/admin/users-role/unlink', auth: 'admin', permission: 'roles.write', successStatus: 204, operation: 'remove role from user' },
  linkWidgetProgram: { method: 'POST', path: '/api/admin/widgets-program/link', auth: 'admin', permission: 'widgets.write', successStatus: 204, operation: 'link widget to program' },
  unlinkWidgetProgram: { method: 'POST', path: '/api/admin/widgets-program/unlink', auth: 'admin', permission: 'widgets.write', successStatus: 204, operation: 'unlink widget from program' },
  linkCampaign: { method: 'POST', path: '/api/admin/campaigns/link', auth: 'admin', permission: 'campaigns.write', successStatus: 204, operation: 'link campaign' },
  unlinkCampaign: { method: 'POST', path: '/api/admin/campaigns/unlink', auth: 'admin', permission: 'campaigns.write', successStatus: 204, operation: 'unlink campaign' },
  toggleCampaign: { method: 'POST', path: '/api/admin/campaigns/toggle', auth: 'admin', permission: 'campaigns.write', successStatus: 200, operation: 'toggle campaign' },
  linkProgramHealthAction: {
    method: 'POST',
    path: '/api/admin/programs-health-action/link',
    auth: 'admin',
    permission: 'programs.write',
    successStatus: 200,
    operation: 'link health action to program',
  },
  unlinkProgramHealthAction: {
    method: 'POST',
    path: '/api/admin/programs-health-action/unlink',
    auth: 'admin',
    permission: 'programs.write',
    successStatus: 204,
    operation: 'unlink health action from program',
  },
  /** The linked records of one record by pair (src/link-pairs.ts), with is_active and priority where the pair has them. */
  adminLinks: { method: 'GET', path: '/api/admin/links', auth: 'admin', permission: 'classes.read', successStatus: 200, operation: 'load links' },
  adminWidgetsBatch: { method: 'PUT', path: '/api/admin/widgets/batch', auth: 'admin', permission: 'widgets.write', successStatus: 200, operation: 'update widgets' },

  // spec 000 §3.2, §6, §7.2 admin login-as-user (only INVALID_CREDENTIALS, spec 000 §8); the member's view of staff access
  adminLoginAsUser: {
    method: 'POST',
    path: '/api/admin/login-as-user',
    auth: 'admin',
    permission: 'users.impersonate',
    successStatus: 200,
    operation: 'log in as user',
    handling: { loginErrorCodes: ['INVALID_CREDENTIALS'] },
  },
  accessLog: { method: 'GET', path: '/api/client/user/access-log', auth: 'member', successStatus: 200, operation: 'load access log' },

  // spec 000 §7.2 users activation-url and enrollment; §7.3 login-saml (only INVALID_CREDENTIALS); spec 001 §7 single sign-on login
  adminUserActivationUrl: { method: 'GET', path: '/api/admin/users/:id/activation-url', auth: 'admin', permission: 'users.write', successStatus: 200, operation: 'get activation url' },
  adminUserEnrollment: { method: 'POST', path: '/api/admin/users/enrollment', auth: 'admin', permission: 'users.write', successStatus: 200, operation: 'enroll user' },
  loginSaml: {
    method: 'POST',
    path: '/api/auth/login-saml',
    auth: 'none',
    successStatus: 200,
    operation: 'sign in with single sign-on',
    handling: { loginErrorCodes: ['INVALID_CREDENTIALS'] },
  },
  moreActiveSso: { method: 'GET', path: '/api/client/user/more-active-sso', auth: 'member', successStatus: 200, operation: 'get single sign-on login' },

  // spec 000 §7.2 organization and pages; spec 001 §2 page layouts
  memberOrganization: { method: 'GET', path: '/api/client/organization', auth: 'member', successStatus: 200, operation: 'load organization' },
  adminPageLayoutSave: { method: 'PUT', path: '/api/admin/pages/:id/layout', auth: 'admin', permission: 'pages.write', successStatus: 200, operation: 'save page layout' },
  clientPage: { method: 'GET', path: '/api/client/pages', auth: 'member', successStatus: 200, operation: 'load page' },
  clientPagesMenu: { method: 'GET', path: '/api/client/pages/menu', auth: 'member', successStatus: 200, operation: 'load pages' },
  // spec 000 §7.5 Kits (register, is-available, unregister, confirm, client kits, one, last, kit info, vendor kits, providers kit, kits-new, spot-results samples info, download, PDF by filename); admin sync kit and kits table (spec 001 §7 sorting)
  kitRegister: { method: 'POST', path: '/api/client/kits/register', auth: 'member', successStatus: 200, operation: 'register kit' },
  kitIsAvailable: { method: 'GET', path: '/api/client/kits/is-available', auth: 'member', successStatus: 200, operation: 'check kit' },
  kitUnregister: { method: 'POST', path: '/api/client/kits/unregister', auth: 'member', successStatus: 204, operation: 'unregister kit' },
  kitConfirm: { method: 'POST', path: '/api/client/kits/confirm', auth: 'member', successStatus: 200, operation: 'confirm kit' },
  clientKits: { method: 'GET', path: '/api/client/kits', auth: 'member', successStatus: 200, operation: 'load kits' },
  clientKitLast: { method: 'GET', path: '/api/client/kits/last', auth: 'member', successStatus: 200, operation: 'load last kit' },
  kitInfo: { method: 'GET', path: '/api/client/kits/info', auth: 'member', successStatus: 200, operation: 'load kit info' },
  vendorKits: { method: 'GET', path: '/api/client/kits/vendor-kits', auth: 'member', successStatus: 200, operation: 'load vendor kits' },
  providerKit: { method: 'GET', path: '/api/client/kits/provider', auth: 'member', successStatus: 200, operation: 'load provider kit' },
  kitsNew: { method: 'GET', path: '/api/client/kits/new', auth: 'member', successStatus: 200, operation: 'load new kits' },
  spotSamplesInfo: { method: 'GET', path: '/api/client/kits/spot-results/samples-info', auth: 'member', successStatus: 200, operation: 'load samples info' },
  kitDownload: { method: 'GET', path: '/api/client/kits/download', auth: 'member', successStatus: 200, operation: 'download results', file: true },
  kitPdf: { method: 'GET', path: '/api/client/kits/pdf', auth: 'member', successStatus: 200, operation: 'download results', file: true },
  // after the fixed /api/client/kits/… paths, so a router that tries rows in order reaches them first
  clientKit: { method: 'GET', path: '/api/client/kits/:id', auth: 'member', successStatus: 200, operation: 'load kit' },
  kitSealReport: { method: 'PUT', path: '/api/client/kits/:id/report', auth: 'member', successStatus: 200, operation: 'save your kit report' },
  adminKitSync: { method: 'PATCH', path: '/api/admin/sync-kit/:id', auth: 'admin', permission: 'kits.write', successStatus: 200, operation: 'sync kit' },
  adminKits: { method: 'GET', path: '/api/admin/kits', auth: 'admin', permission: 'kits.read', successStatus: 200, operation: 'load kits' },
  // spec 000 §7.5 Orders (list, one: 204 → {}, create general-health-test / fitbit / auria-test, no body); §7.2 admin orders and customers
  orders: { method: 'GET', path: '/api/client/orders', auth: 'member', successStatus: 200, operation: 'load orders' },
  order: { method: 'GET', path: '/api/client/order', auth: 'member', successStatus: 200, operation: 'load order', handling: { on204: 'empty-object' } },
  orderGeneralHealthTest: { method: 'POST', path: '/api/client/orders/general-health-test', auth: 'member', successStatus: 200, operation: 'create order' },
  orderFitbit: { method: 'POST', path: '/api/client/orders/fitbit', auth: 'member', successStatus: 200, operation: 'create order' },
  orderAuriaTest: { method: 'POST', path: '/api/client/orders/auria-test', auth: 'member', successStatus: 200, operation: 'create order' },
  adminOrders: { method: 'GET', path: '/api/admin/orders', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load orders' },
  adminCustomers: { method: 'GET', path: '/api/admin/customers', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load customers' },
  adminCustomer: { method: 'GET', path: '/api/admin/customers/:id', auth: 'admin', permission: 'orders.read', successStatus: 200, operation: 'load customer' },
  // spec 000 §7.6 Program results (send 204, download result.pdf) and the lab-site location and distance lookup
  programResultsSend: { method: 'POST', path: '/api/client/program-results/send', auth: 'member', successStatus: 204, operation: 'send program results' },
  programResultsDownload: { method: 'GET', path: '/api/client/program-results/download', auth: 'member', successStatus: 200, operation: 'download program results', file: true },
  labSites: { method: 'GET', path: '/api/client/lab-sites', auth: 'member', successStatus: 200, operation: 'load lab sites' },
  labSiteDistance: { method: 'GET', path: '/api/client/lab-sites/distance', auth: 'member', successStatus: 200, operation: 'load lab site distance' },
  // issue 17 partner authentication: an organisation's partner API keys, and the partner server's
  // exchange of a key plus a member's email for a short-lived member session
  adminPartnerKeys: {
    method: 'GET',
    path: '/api/admin/organizations/:id/partner-keys',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 200,
    operation: 'load partner API keys',
  },
  adminPartnerKeyCreate: {
    method: 'POST',
    path: '/api/admin/organizations/:id/partner-keys',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 201,
    operation: 'create partner API key',
  },
  adminPartnerKeyRevoke: {
    method: 'POST',
    path: '/api/admin/organizations/:id/partner-keys/:keyId/revoke',
    auth: 'admin',
    permission: 'organizations.write',
    successStatus: 200,
    operation: 'revoke partner API key',
  },
  partnerMemberToken: { method: 'POST', path: '/api/partner/member-token', auth: 'none', partnerKey: true, successStatus: 200, operation: 'get member token' },
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routeTable;
