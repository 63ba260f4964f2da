// Business constants quoted from the specs.

/** spec 001 §9 Hydration. Ounces per day. */
export const HYDRATION = { defaultGoal: 96, maxDaily: 200, minDaily: 0, step: 1 } as const;

/** spec 001 §9 Sleep tracker: up to 14 levels, initial 8; default sleep goal 8 hours. */
export const SLEEP = { initialLevel: 8, maxLevel: 14, minLevel: 0, defaultGoalHours: 8 } as const;

/**
 * The member's preferences (spec 001 §3 Account profile; spec 000 §7.6 preferences GET and POST):
 * sleep goal in hours and daily water goal in ounces. Bounds are ours (the spec gives only the
 * defaults, SLEEP.defaultGoalHours and HYDRATION.defaultGoal); the messages are shared by the
 * server's validation and the portal's own check of what was typed.
 */
export const PREFERENCES = {
  sleepGoal: { min: 1, max: 24, step: 0.5, message: 'Sleep goal must be between 1 and 24 hours', stepMessage: 'Sleep goal must be in whole or half hours' },
  waterIntake: { min: 1, max: 200, step: 1, message: 'Water goal must be between 1 and 200 ounces', stepMessage: 'Water goal must be a whole number of ounces' },
} as const;

/** spec 001 §3 Mood entry (order as listed there) and §9 "Mood: 6 options". */
export const MOOD_VALUES = ['happy', 'neutral', 'sad', 'anxious', 'sick', 'angry'] as const;
export type MoodValue = (typeof MOOD_VALUES)[number];
/** spec 001 §3: the moods' labels. */
export const MOODS = { happy: 'Happy', neutral: 'Neutral', sad: 'Sad', anxious: 'Anxious', sick: 'Sick', angry: 'Angry' } as const satisfies Record<MoodValue, string>;

/** spec 001 §3 Symptom: the status of a symptom logged today. */
export const SYMPTOM_LOGGED = 'Logged';
/** spec 001 §4: the symptom that clears all others (its name matched ignoring spaces and case). */
export const NONE_OF_THESE_SYMPTOM = 'None of these';

/** spec 000 §9: RSA key size of the member's OpenPGP key pair. */
export const RSA_KEY_BITS = 4096;

/** spec 000 §9 toast durations (ms); null = stays until dismissed. */
export const TOAST_DURATIONS = {
  error: 4000,
  success: 4000,
  default: 4000,
  warning: 8000,
  info: 8000,
  persistent: null,
  formError: null,
} as const;
export type ToastKind = keyof typeof TOAST_DURATIONS;

/** spec 000 §8 toast titles. */
export const TOAST_TITLES = ['Information', 'Success!', 'Oops!', 'Error', 'Thank you!'] as const;

/** spec 001 §3 languages. */
export const LANGUAGES = { en: 'English', es: 'Spanish', fr: 'French', de: 'German', pt: 'Portuguese', mh: 'Marshallese' } as const;
export type Language = keyof typeof LANGUAGES;

/** Role names (spec 000 §6 leaves them open; we ship these two). */
export const ROLES = ['admin', 'member'] as const;
export type RoleName = (typeof ROLES)[number];

/** Permissions the server checks; admin has all of them, member none of the admin ones. */
export const PERMISSIONS = [
  'users.read',
  'users.write',
  'roles.read',
  'roles.write',
  'audit.read',
  'rewards.read',
  'rewards.write',
  'kits.read',
  'kits.write',
  'orders.read',
  'clinical.read',
  'clinical.write',
  'classes.read',
  'classes.write',
  'media.read',
  'media.write',
  'batch-uploads.write',
  'actions.write',
  'programs.read',
  'programs.write',
  'organizations.write',
  'widgets.write',
  'pages.write',
  'campaigns.write',
  'users.impersonate',
  'processes.read',
  'processes.write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * The one browser storage key (localStorage) the sdk keeps the whole session under; the server's
 * dev outbox page reads the administrator's access token from it.
 */
export const SESSION_STORAGE_KEY = 'healthdeck.session';

/** Header that carries the refresh token on token refresh (spec 000 §6: "a separate header"). */
export const REFRESH_TOKEN_HEADER = 'x-refresh-token';

/** Header that carries an organisation's partner API key on the server-to-server member-token exchange. */
export const PARTNER_KEY_HEADER = 'x-healthdeck-partner-key';

/**
 * spec 000 §3.1: the class keys of the generic administration mechanism, spelled as in the product.
 * Each has its own schema in schemas/admin-classes; the server keeps them in `class_records` unless
 * the class is backed by a table of its own (see packages/server/src/admin-classes).
 */
export const CLASSKEYS = [
  'call_types',
  'languages',
  'milestone_events',
  'provider',
  'test',
  'biomarker',
  'user',
  'faq',
  'meals',
  'referral',
  'referralcategory',
  'vendor',
  'vendorkit',
  'ad',
  'bodysegment',
  'organ',
  'organbiomarker',
  'organizations',
  'featureflag',
  'programs',
  'action',
  'userprogramaction',
  'healthtips',
  'processes',
  'widgets',
  'pages',
  'biomarkerrange',
  'biomarkerrangeeffect',
  'securityquestions',
  'usernotes',
  'legalagreements',
  'milestones',
  'user_experience_preferences',
  'user_flows',
  'user_flow_activities',
  'symptoms',
  'health_issues',
  'campaigns',
  'integration_call',
  'integration_status',
  'tasks',
  'global_defaults',
  'legal_consents',
  'medications',
  'allergies',
  'user_upload_history',
  'health_actions',
  'security_lockout',
  'wellbeing_content_types',
  'virtual_care_types',
  'help_types',
  'vital_warning_thresholds',
  'program_pdf_templates',
  'userkits',
  'exercises',
  'toast_message_locations',
  'care_types',
  'specialty_care_types',
  'action_groups',
] as const;
export type Classkey = (typeof CLASSKEYS)[number];

/** spec 000 §3.3: the listings that ask for include_meta. */
export const INCLUDE_META_CLASSKEYS = [
  'meals',
  'programs',
  'action',
  'processes',
  'widgets',
  'pages',
  'organizations',
  'campaigns',
  'global_defaults',
  'legal_consents',
  'usernotes',
  'health_actions',
] as const satisfies readonly Classkey[];

/** spec 000 §7.1: the classes created with a multipart body (files alongside the JSON). */
export const MULTIPART_CLASSKEYS = [
  'organizations',
  'widgets',
  'legalagreements',
  'milestones',
  'milestone_events',
  'global_defaults',
  'wellbeing_content_types',
] as const satisfies readonly Classkey[];

/** spec 000 §7.4 Rewards: bounds and messages of ours (the spec gives none). */
export const REWARD_LIMITS = {
  nameMax: 120,
  descriptionMax: 1000,
  starCostMax: 100000,
  secretMax: 200,
  imageMaxBytes: 5 * 1024 * 1024,
  imageTypes: ['image/jpeg', 'image/png', 'image/webp'],
  messages: {
    name: 'Enter a name for the reward',
    nameMax: 'The name must be at most 120 characters',
    descriptionMax: 'The description must be at most 1000 characters',
    starCost: 'The star cost must be a whole number between 1 and 100000',
    secret: 'Enter the secret',
    secretMax: 'The secret must be at most 200 characters',
    data: 'Send the reward as JSON in the data field',
    image: 'The background image must be a JPEG, PNG or WebP picture',
    imageSize: 'The background image must be at most 5 MB',
    notFound: 'Reward not found',
    secretNotFound: 'Secret not found',
    secretDuplicate: 'This reward already has that secret',
    secretRedeemed: 'This secret has already been redeemed and cannot be changed',
    inactive: 'This reward is not available any more',
    outOfStock: 'This reward is out of stock',
    notEnoughStars: 'You do not have enough stars to redeem this reward',
  },
} as const;

/** spec 000 §7.6 Notifications (limits ours). */
export const NOTIFICATIONS = {
  unreadListMax: 50,
  markReadMax: 100,
  messages: { markRead: 'Send the ids of the notifications to mark as read, or all: true' },
} as const;

/** spec 000 §3.4 HRA form kinds: the sections an hra_section_* activity event names. */
export const HRA_SECTIONS = ['social-history', 'depression-screening', 'anxiety-screening', 'family-history', 'epds'] as const;

/**
 * spec 000 §3.4: user-flow activity events, start and finish pairs for facial scan, 3D body look,
 * fitness, meals, grocery, appointment booking, onboarding and each onboarding step, enrollment,
 * legal agreements, HRA sections, care advocate appointment; and the client events the spec names
 * (assessment_submited spelled so, measurement_created, user_onboard_finished).
 */
export const USER_FLOW_EVENTS = [
  'facial_scan_started',
  'facial_scan_finished',
  'body_look_3d_started',
  'body_look_3d_finished',
  'fitness_started',
  'fitness_finished',
  'meals_started',
  'meals_finished',
  'grocery_started',
  'grocery_finished',
  'appointment_booking_started',
  'appointment_booking_finished',
  'user_onboard_started',
  'user_onboard_finished',
  'onboarding_step_started',
  'onboarding_step_finished',
  'enrollment_started',
  'enrollment_finished',
  'legal_agreements_started',
  'legal_agreements_finished',
  'hra_section_started',
  'hra_section_finished',
  'care_advocate_appointment_started',
  'care_advocate_appointment_finished',
  'assessment_submited',
  'measurement_created',
] as const;
export type UserFlowEvent = (typeof USER_FLOW_EVENTS)[number];
/** Events that must name what they are about in `detail` (the onboarding step, the HRA section). */
export const USER_FLOW_EVENTS_WITH_DETAIL = [
  'onboarding_step_started',
  'onboarding_step_finished',
  'hra_section_started',
  'hra_section_finished',
] as const satisfies readonly UserFlowEvent[];

/** spec 000 §7.6 activity history and daily logs (limits ours). */
export const ACTIVITY = {
  detailMax: 80,
  dailyLogsDefaultDays: 7,
  dailyLogsMaxDays: 31,
  messages: {
    event: 'Choose one of the user-flow activity events',
    detail: 'The detail must be 1 to 80 characters',
    detailRequired: 'Name the onboarding step or HRA section in detail',
    hraSection: 'The HRA section must be one of social-history, depression-screening, anxiety-screening, family-history, epds',
    days: 'days must be a whole number from 1 to 31',
    end: 'end must be a date (YYYY-MM-DD)',
    userNotFound: 'User not found',
  },
} as const;

/** spec 000 §4, §9 and spec 001 §9 Tables/Timing: debounce delays (ms) of the sdk's debounce rules. */
export const DEBOUNCE_MS = { toastLocation: 300, serverTableSearch: 400, iconSearch: 500, autocomplete: 500 } as const;
/** spec 001 §9 Timing: language switch delay 1000 ms (the language picker applies the choice after it). */
export const LANGUAGE_SWITCH_DELAY_MS = 1000;
/** spec 000 §4: the rejection of a pending toast-location update a newer one replaced. */
export const DEBOUNCED_MESSAGE = 'Debounced by a newer request';

// ---- Kits, orders, results (spec 000 §7.5, spec 001 §1–§4, §9) ----

/** spec 001 §1: the kit provider codes (namida: Auria breast screening; spot: lab panels; 3d-look: body scans). */
export const PROVIDER_CODES = ['namida', 'spot', '3d-look'] as const;
export type ProviderCode = (typeof PROVIDER_CODES)[number];

/**
 * The outside services the product talks to, by the names ALLOW_SANDBOX_VENDORS uses: the kit
 * vendors (provider codes), fitness devices, telehealth (MediOrbis), Smartlink, the lab-site
 * geocoder, the human check at sign-up, the single sign-on identity provider, the MoreActive
 * partner and the shop that fulfils orders (shipping status, tracking numbers). A record or answer that a sandbox of one of them made names it in its `sandbox` field, so
 * every screen that shows it can say it is demo data (docs/decisions/0090-sandboxes-say-so.md).
 */
export const VENDOR_NAMES = ['spot', 'namida', '3d-look', 'fitness', 'telehealth', 'smartlink', 'geocoding', 'human-check', 'saml', 'more-active', 'shop'] as const;
export type VendorName = (typeof VENDOR_NAMES)[number];
/**
 * Records the product makes up itself, with no vendor: the admin's simulate medical record call
 * ('simulated') and the demo seed ('seed'), as the vitals' and measurements' stored `source` says.
 * They are random values, so a screen marks them as demo data like a sandbox's.
 */
export const DEMO_RECORD_SOURCES = ['simulated', 'seed'] as const;
export type DemoRecordSource = (typeof DEMO_RECORD_SOURCES)[number];
/** What a `sandbox` field may name: a vendor's sandbox, or the product's own simulated or seeded records. */
export const SANDBOX_SOURCES = [...VENDOR_NAMES, ...DEMO_RECORD_SOURCES] as const;
export type SandboxSourceName = (typeof SANDBOX_SOURCES)[number];
/** Provider names shown to members and admins (the spec names the codes and the products). */
export const PROVIDER_NAMES = { namida: 'Namida', spot: 'Spot', '3d-look': '3D Look' } as const satisfies Record<ProviderCode, string>;

/** spec 001 §1: the twelve Spot panels (code = the kit status `type`). */
export const SPOT_PANELS = {
  cardiovascular: 'Cardiovascular',
  prediabetes: 'Prediabetes',
  'female-fertility': 'Female Fertility',
  'athletic-performance': 'Athletic Performance',
  'male-hormone': 'Male Hormone',
  comprehensive: 'Comprehensive',
  micronutrient: 'Micronutrient',
  'hba1c-glucose': 'HbA1c Glucose',
  kidney: 'Kidney',
  'sexual-health': 'Sexual Health',
  'general-health': 'General Health',
  'thyroid-health': 'Thyroid Health',
} as const;
export type SpotPanelCode = keyof typeof SPOT_PANELS;

/** spec 001 §4: the twelve Spot kit status codes (labelled by rules/kit-status.ts). */
export const SPOT_STATUS_CODES = [
  'registered',
  'delivered',
  'in_transit',
  'preparing',
  'collected',
  'received',
  'awaiting_collection',
  'resulted',
  'rejected',
  'delivery_exception',
  'collection_exception',
  'canceled',
] as const;
export type SpotStatusCode = (typeof SPOT_STATUS_CODES)[number];

/** spec 001 §3, §4 Namida status values: '' (Processing), OrderPlaced, the sandbox's in-between steps, Results. */
export const NAMIDA_STATUSES = ['OrderPlaced', 'KitShipped', 'SampleReceived', 'Results'] as const;
/** 3D Look scan statuses; pending and in_progress are both shown as pending (spec 001 §4). */
export const BODY_SCAN_STATUSES = ['pending', 'in_progress', 'completed'] as const;

/** spec 000 §7.5: the three orders a member can place (no body). */
export const ORDER_PRODUCTS = {
  'general-health-test': { name: 'General Health Test', provider_code: 'spot', test_code: 'general-health' },
  'auria-test': { name: 'Auria Breast Cancer Screening Test', provider_code: 'namida', test_code: 'auria' },
  fitbit: { name: 'Fitbit', provider_code: null, test_code: null },
} as const;
export type OrderProduct = keyof typeof ORDER_PRODUCTS;
export const ORDER_TRACKING_STATUSES = ['processing', 'shipped', 'delivered'] as const;

/** spec 001 §9 / §7.6: downloaded file names. */
export const RESULT_FILE_NAMES = {
  auria: (kitId: string) => `Auria_Results_${kitId}.pdf`,
  spot: (kitId: string) => `Spot_Results_${kitId}.pdf`,
  bodyScan: (kitId: string) => `Body_Scan_Results_${kitId}.pdf`,
  programResults: 'result.pdf',
} as const;

/** Messages of the kit calls (ours where the spec gives none; 'No results file available.' is spec 001 §8). */
/**
 * The largest JSON request body the server reads (multipart uploads have their own limits); a larger
 * one answers 400. docs/decisions/0069-body-limit-and-record-limit.md.
 */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

/**
 * Longest kit report a member's browser may re-seal (a Namida report carries its PDF); a longer one
 * stays as the server sealed it. It and its body's other fields fit in JSON_BODY_MAX_BYTES (ASCII:
 * one byte a character), so a record the schema accepts is never refused for its size.
 */
export const SEALED_REPORT_MAX = 1_000_000;

export const KIT_MESSAGES = {
  kitNotFound: 'Kit not found',
  reportChanged: 'This kit has a newer report. Open it again.',
  unknownKitId: 'We could not find a kit with this ID. Check the ID printed on your kit.',
  registeredToSomeoneElse: 'This kit is already registered to another member.',
  alreadyConfirmed: 'This kit is already registered.',
  notRegistered: 'Register this kit before confirming it.',
  cannotUnregister: 'This kit can no longer be unregistered: its sample has been collected.',
  noResultsFile: 'No results file available.',
  noPublicKey: 'Set up your encryption keys before registering a kit.',
  orderNotFound: 'Order not found',
  customerNotFound: 'Customer not found',
  addressNotFound: 'We could not find this address.',
  addressLookupUnavailable: 'The address lookup is not answering. Please try again in a minute.',
  labSiteNotFound: 'Lab site not found',
  exceptionSpotOnly: 'Only Spot kits have exception statuses.',
  exceptionNotStarted: 'The lab has not started this kit yet: the member must confirm it first.',
  exceptionFinal: 'This kit already has its final status.',
} as const;

/**
 * spec 001 §2 Feature flags: calendly, healthtip, contactus, referrals, random referral, my test page
 * (default on), vitals. Only "my test page" is on by default; the side panel and daily-journal flags
 * the same section needs for the Daily Journal panel are on too, since the spec describes the panel
 * as part of every page. The value is the default when no featureflag record of that name exists;
 * an organisation turns the others on with records (the demo seed does: DEMO_FEATURE_FLAGS).
 */
export const FEATURE_FLAG_DEFAULTS = {
  calendly: false,
  healthtip: false,
  contactus: false,
  referrals: false,
  random_referral: false,
  my_test_page: true,
  vitals: false,
  side_panel: true,
  daily_journal: true,
} as const;
export type KnownFeatureFlag = keyof typeof FEATURE_FLAG_DEFAULTS;

/** spec 000 §7.2 media: what may be uploaded, checked by the file's first bytes; at most 10 MB. */
export const MEDIA_LIMITS = {
  maxBytes: 10 * 1024 * 1024,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/svg+xml', 'application/pdf'],
  messages: {
    missing: 'Choose a file to upload',
    type: 'The file must be a PNG, JPEG, WebP, GIF or SVG image, or a PDF',
    size: 'The file must be at most 10 MB',
  },
} as const;

/** Reminder appointment type of the Smartlink care advocate call (spec 001 §4 'Care Advocate - Welcome Call'). */
export const CARE_ADVOCATE_WELCOME_CALL = 'care_advocate_welcome_call';

/** The longest name a member may give (spec 000 §1 {name}; migration 0037 refuses longer). */
export const NAME_MAX = 100;

/** How long a refused key recovery's reason may be (shown to the member as staff wrote it). */
export const KEY_RECOVERY_REASON_MAX = 500;

/**
 * How a result rule compares a biomarker's value with its bounds (results that act,
 * docs/decisions/0102-results-that-act.md): at least (≥ value), above (> value), at most (≤ value),
 * below (< value), between (value ≤ result ≤ value_to, both included).
 */
export const RESULT_RULE_COMPARATORS = ['at_least', 'above', 'at_most', 'below', 'between'] as const;
export type ResultRuleComparator = (typeof RESULT_RULE_COMPARATORS)[number];

/** What a member answers to a result's suggestion. */
export const RESULT_RULE_DECISIONS = ['accepted', 'dismissed'] as const;
export type ResultRuleDecision = (typeof RESULT_RULE_DECISIONS)[number];

/** Days between a member's request to delete their account and its deletion; signing in within them cancels it (docs/decisions/0104-account-deletion.md). */
export const ACCOUNT_DELETION_GRACE_DAYS = 30;

/**
 * A page of the member's kits: spec 001 §9's table page size (10) unless asked otherwise, and at
 * most 50, whose sealed reports (about 5 KB each) keep an answer near 250 KB.
 */
export const KITS_PAGE_SIZE = 10;
export const KITS_PAGE_MAX = 50;
