import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';
import type { MoodValue } from '@healthdeck/contract';
import type { BodyMetricKind, BodyMetricRecord, FitnessGoalName } from '@healthdeck/contract';
import type { KdfParams, Recurrence, SpotExceptionStatus } from '@healthdeck/contract';

/** Timestamps come back as Date; we write them as Date or let the default fill them. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface Profile {
  sleep_goal: number | null;
  /** spec 001 §9: the water-intake setting; the hydration goal falls back to 96 when not a number. */
  water_intake: string | null;
  /** spec 001 §2 language picker: the member's language, absent until picked. */
  language?: string | null;
}

export interface UsersTable {
  id: Generated<string>;
  email: string;
  credential_hash: string;
  /** The member's name (migration 0037); null for accounts made before names were asked. */
  name: ColumnType<string | null, string | null | undefined, string | null>;
  verified: Generated<boolean>;
  star_balance: Generated<number>;
  profile: ColumnType<Profile, string | undefined, string>;
  created_at: Timestamp;
}

export interface AccountsTable {
  user_id: string;
  key_salt: string;
  public_key: string | null;
  encrypted_private_key: string | null;
  encrypted_data_key: string | null;
  keys_set_at: NullableTimestamp;
  updated_at: Timestamp;
}

/** Wraps of a member's keys beside the password wrap in accounts (migration 0033); all ciphertext or public. */
export interface KeyWrapsTable {
  id: Generated<string>;
  user_id: string;
  /** 'phrase', or 'password' for an archived password wrap; other custody kinds add theirs. */
  kind: string;
  public_key: string | null;
  wrapped_private_key: string | null;
  wrapped_data_key: string | null;
  salt: string | null;
  kdf: ColumnType<KdfParams | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  archived_at: NullableTimestamp;
  archived_reason: string | null;
}

export interface RolesTable {
  id: Generated<number>;
  name: string;
}

export interface PermissionsTable {
  id: Generated<number>;
  name: string;
}

export interface RolePermissionsTable {
  role_id: number;
  permission_id: number;
}

export interface UserRolesTable {
  user_id: string;
  role_id: number;
}

export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Date;
  created_at: Timestamp;
  used_at: NullableTimestamp;
  replaced_by: string | null;
  revoked_at: NullableTimestamp;
  /** The partner API key that minted this session; null for the member's own sessions. */
  partner_key_id: ColumnType<string | null, string | null | undefined, string | null>;
  /** A partner session ends here however often it is refreshed; null for the member's own sessions. */
  session_expires_at: NullableTimestamp;
  /** How the session was signed in (RFC 8176 values: pwd, otp, hwk); kept through every rotation. */
  amr: ColumnType<string[], string[] | undefined, string[]>;
}

/** An organisation's partner API keys; only a SHA-256 of the key is stored. */
export interface PartnerApiKeysTable {
  id: Generated<string>;
  organization_id: string;
  label: string;
  prefix: string;
  key_hash: string;
  created_by: string | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
}

/** An organisation's recovery key (migration 0034): public half, and private half locked with a passphrase only staff grants open. */
export interface RecoveryKeysTable {
  id: Generated<string>;
  organization_id: string;
  status: 'active' | 'retiring';
  public_key: string;
  fingerprint: string;
  locked_private_key: string;
  created_at: Timestamp;
}

/** The recovery key's passphrase as an OpenPGP message to one staff member's public key. */
export interface RecoveryKeyGrantsTable {
  key_id: string;
  user_id: string;
  grant: string;
  granted_at: Timestamp;
}

/** A member's data key wrapped to one recovery key. */
export interface RecoveryWrapsTable {
  user_id: string;
  key_id: string;
  encrypted_data_key: string;
  created_at: Timestamp;
}

/** A member's ask for organisation-assisted recovery, and staff's answer: the old data key wrapped to the member's new public key. */
export interface KeyRecoveryRequestsTable {
  id: Generated<string>;
  user_id: string;
  status: 'pending' | 'approved' | 'refused';
  /** The member's public key when they asked: an approval wraps their recovered data key to it. */
  public_key: string;
  /** On approval: the recovered data key as wrapped to `public_key` in the staff browser. */
  encrypted_data_key: string | null;
  requested_at: Timestamp;
  decided_at: NullableTimestamp;
  decided_by: string | null;
  refusal_reason: string | null;
}

export type LoginOutcome = 'failed' | 'succeeded' | 'locked';

export interface LoginAttemptsTable {
  id: Generated<string>;
  email: string;
  outcome: LoginOutcome;
  ip: string | null;
  /** The device cookie's id when the attempt carried a valid one for this email (auth/device-cookie.ts). */
  device: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
}

/** A session: one refresh-token family (auth/sessions.ts). */
export interface SessionsTable {
  /** The refresh-token family's id, named by its access tokens. */
  id: string;
  user_id: string;
  /** An impersonation session: the staff member's session that started it. */
  parent_id: ColumnType<string | null, string | null | undefined, string | null>;
  user_agent: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  last_used_at: Timestamp;
  revoked_at: NullableTimestamp;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Timestamp;
}

export interface AuditLogTable {
  id: Generated<string>;
  event: string;
  user_id: string | null;
  actor_id: string | null;
  ip: string | null;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  created_at: Timestamp;
}

export interface UserHydrationTable {
  id: Generated<string>;
  user_id: string;
  /** The member's local calendar day, YYYY-MM-DD (read back as text, see connect.ts). */
  day: string;
  total_ounces: number;
  updated_at: Timestamp;
}

/** spec 001 §9 Sleep tracker: one row per member and day they changed (no row = the initial 8). */
export interface UserSleepTable {
  id: Generated<string>;
  user_id: string;
  /** The member's local calendar day, YYYY-MM-DD (read back as text, see connect.ts). */
  day: string;
  total_levels: number;
  updated_at: Timestamp;
}

/** spec 001 §3 Body metric record: one per member, local day and kind, as the fitness tracker delivered it. */
export interface BodyMetricsTable {
  id: Generated<string>;
  user_id: string;
  /** The member's local calendar day, YYYY-MM-DD (read back as text, see connect.ts). */
  day: string;
  kind: BodyMetricKind;
  /** The spec's nested record (`data.sleep_health…` or `data.physical_health…`); written as JSON text. */
  record: ColumnType<BodyMetricRecord['data'], string, string>;
  /** The adapter that delivered it ('sandbox' = the simulator). */
  source: string;
  created_at: Generated<Date>;
}

/** spec 001 §3 Goals (settings by name); no row = goal not set. */
export interface UserGoalsTable {
  user_id: string;
  name: FitnessGoalName;
  value: number;
  updated_at: Generated<Date>;
}

/** spec 000 §7.6 Meals: the food catalogue, values per 100 g. */
export interface IngredientsTable {
  id: Generated<number>;
  name: string;
  energy_kcal: number;
  carbs_g: number;
  protein_g: number;
  fat_g: number;
}

/** A member's uploaded meal picture; the bytes live in the picture store under storage_key. */
export interface MealPicturesTable {
  id: Generated<string>;
  user_id: string;
  storage_key: string;
  content_type: string;
  size_bytes: number;
  created_at: Generated<Date>;
}

/** spec 000 §7.6 Meals: save. day = the member's calendar day of eaten_at. */
export interface MealsTable {
  id: Generated<string>;
  user_id: string;
  /** The meal's name, sealed in the browser (migration 0023); the items and their values stay readable (daily totals). */
  encrypted_name: string;
  eaten_at: Timestamp;
  day: string;
  picture_id: string | null;
  created_at: Generated<Date>;
}

/** One ingredient of a meal with the values of its grams (copied when saved). */
export interface MealItemsTable {
  id: Generated<string>;
  meal_id: string;
  ingredient_id: number;
  grams: number;
  energy_kcal: number;
  carbs_g: number;
  protein_g: number;
  fat_g: number;
}

/** spec 001 §4 Mood: one current mood per member and day (unique pair; logging again replaces it). */
export interface UserMoodsTable {
  id: Generated<string>;
  user_id: string;
  /** The member's local calendar day, YYYY-MM-DD (read back as text, see connect.ts). */
  day: string;
  mood: MoodValue;
  updated_at: Timestamp;
}

/** The symptom catalogue (spec 000 classkey 'symptoms'), listed by sort_order. */
export interface SymptomsTable {
  id: Generated<number>;
  name: string;
  sort_order: Generated<number>;
  active: Generated<boolean>;
  created_at: Timestamp;
}

/** spec 001 §3 Symptom status: a row means the member logged the symptom on that day. */
export interface UserSymptomLogsTable {
  id: Generated<string>;
  user_id: string;
  symptom_id: number;
  day: string;
  created_at: Timestamp;
}

/** spec 001 §3 Daily task catalogue (classkey `tasks`); members get the active ones each day. */
export interface DailyTasksTable {
  id: Generated<number>;
  name: string;
  display: Generated<string>;
  star_value: number;
  page_type: 'internal' | 'external';
  page_id: string | null;
  page_url: string;
  position: Generated<number>;
  active: Generated<boolean>;
  created_at: Timestamp;
}

/** A member's task of one day; completed_at null = not done. star_value is copied from the catalogue. */
export interface UserDailyTasksTable {
  id: Generated<string>;
  user_id: string;
  task_id: number;
  /** The member's local calendar day, YYYY-MM-DD (read back as text, see connect.ts). */
  day: string;
  star_value: number;
  completed_at: NullableTimestamp;
  created_at: Timestamp;
}

export interface UserSessionsTable {
  user_id: string;
  kit_id: string | null;
  verification_email_sent: Generated<boolean>;
  rendered_more_active_iframe: Generated<boolean>;
  updated_at: Timestamp;
}

/** Single-use keys sent by email; only their SHA-256 is stored. */
export interface EmailKeysTable {
  id: Generated<string>;
  user_id: string;
  key_hash: string;
  expires_at: Date;
  used_at: NullableTimestamp;
  created_at: Timestamp;
}

/** The milestone catalogue (spec 000 classkey 'milestones'): a login streak and a pregnancy. */
export interface MilestonesTable {
  id: Generated<number>;
  kind: 'pregnancy' | 'login_streak';
  name: string;
  icon: string | null;
  duration_interval: 'days' | 'weeks' | 'months';
  duration: number | null;
  event_title: string;
  event_image: string | null;
  created_at: Timestamp;
}

/** spec 000 §3.3 User milestone progression: milestone_id, current_week, is_manual. */
export interface UserMilestonesTable {
  id: Generated<string>;
  user_id: string;
  milestone_id: number;
  current_week: number | null;
  is_manual: Generated<boolean>;
  updated_at: Timestamp;
}

/** Migration 0045: each published version of a page's layout (decision 0096). */
export interface PageLayoutVersionsTable {
  page_id: string;
  version: number;
  layout: ColumnType<Record<string, string[]>, string, string>;
  published_by: string | null;
  published_at: Timestamp;
  restored_from: number | null;
}

/** Migration 0045: a page's one layout draft, started from the published version `base_version`. */
export interface PageLayoutDraftsTable {
  page_id: string;
  layout: ColumnType<Record<string, string[]>, string, string>;
  base_version: number;
  updated_by: string | null;
  updated_at: Timestamp;
}

/** spec 000 §7.1: one record of a generic administration class (see migration 0013). */
export interface ClassRecordsTable {
  id: Generated<string>;
  classkey: string;
  data: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** spec 000 §7.4 Rewards: stock = unredeemed secrets; image in the picture store under image_key. */
export interface RewardsTable {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  star_cost: number;
  active: Generated<boolean>;
  image_key: string | null;
  image_content_type: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** spec 000 §3.3 Redemption secrets (reward_id, id); redeemed_at set = handed out to a member. */
export interface RewardSecretsTable {
  id: Generated<string>;
  reward_id: string;
  secret: string;
  redeemed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** A member's redemption, with the reward's name, cost and secret copied at that moment. */
export interface RewardRedemptionsTable {
  id: Generated<string>;
  user_id: string;
  reward_id: string | null;
  secret_id: string | null;
  reward_name: string;
  star_cost: number;
  secret: string;
  created_at: Timestamp;
}

/** spec 000 §7.6 Notifications: read_at null = unread. */
export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  title: string;
  body: string;
  link: string | null;
  read_at: NullableTimestamp;
  created_at: Timestamp;
}

/** An organisation's result rules (migration 0049, domain/result-rules). */
export interface ResultRulesTable {
  id: Generated<string>;
  organization_id: string;
  name: string;
  biomarker_id: string;
  comparator: 'at_least' | 'above' | 'at_most' | 'below' | 'between';
  value: number;
  value_to: number | null;
  unit: string;
  explanation: string | null;
  action_id: string | null;
  notification_text: string | null;
  suggest_telehealth: Generated<boolean>;
  is_active: Generated<boolean>;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** A member's answer to a result rule for one kit (migration 0049): no value, only the decision. */
export interface ResultRuleAnswersTable {
  kit_id: string;
  rule_id: string;
  user_id: string;
  decision: 'accepted' | 'dismissed';
  decided_at: Generated<Date>;
}

/** Programme actions given to one member (migration 0049, domain/actions/assign-action.ts). */
/** Runs of administrator-defined processes (migration 0040, domain/processes). */
export interface ProcessRunsTable {
  id: Generated<string>;
  process_id: string;
  process_code: string;
  process_name: string;
  user_id: string;
  trigger: 'action' | 'admin';
  trigger_key: string | null;
  started_by: string | null;
  steps: ColumnType<unknown[], string, string>;
  status: Generated<'queued' | 'running' | 'succeeded' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  finished_at: Date | null;
}

/** Migration 0047: one row per member and trigger (an action's completion) that started a run; kept when the run is deleted. */
export interface ProcessRunTriggersTable {
  user_id: string;
  trigger_key: string;
  created_at: Generated<Date>;
}

/** Migration 0047: an action given to one member (domain/actions/assign-action.ts). */
export interface ActionAssignmentsTable {
  user_id: string;
  action_id: string;
  assigned_at: Generated<Date>;
}

/** Each step of a process run: its state, attempts and a webhook's last answer. */
export interface ProcessRunStepsTable {
  run_id: string;
  position: number;
  kind: string;
  status: Generated<'pending' | 'succeeded' | 'failed'>;
  attempts: Generated<number>;
  last_error: string | null;
  answer: ColumnType<{ status: number | null; body: string } | null, string | null, string | null>;
  finished_at: Date | null;
}

/** spec 000 §3.4 user-flow activity events of a member. */
export interface UserFlowActivitiesTable {
  id: Generated<string>;
  user_id: string;
  event: string;
  detail: string | null;
  created_at: Timestamp;
}

/** spec 000 §3.3 link pairs (migration 0014): a_id is the organization or program, b_id what is linked to it. */
export type LinkKind = 'organization_user' | 'organization_program' | 'program_user' | 'program_widget' | 'organization_campaign' | 'program_health_action';
export interface LinksTable {
  kind: LinkKind;
  a_id: string;
  b_id: string;
  is_active: Generated<boolean>;
  priority: Generated<number>;
  created_at: Generated<Date>;
}

/** spec 000 §3.3 add_to_all_users: a programme's health action given to one of its members. */
export interface UserHealthActionLinksTable {
  user_id: string;
  program_id: string;
  health_action_id: string;
  priority: Generated<number>;
  created_at: Generated<Date>;
}

/** spec 000 §3.2, §6: a staff member acting as a member (audited). */
export interface ImpersonationSessionsTable {
  id: Generated<string>;
  staff_id: string;
  user_id: string;
  decrypt_method: 'aes' | 'pgp';
  created_at: Generated<Date>;
}

/** The SHA-256 of each access token issued to an impersonation session (its first and each refresh). */
export interface ImpersonationTokensTable {
  token_hash: string;
  session_id: string;
  created_at: Generated<Date>;
}

// Migration 0018: member choices and records over the content classes of class_records.
export interface UserTopicInterestsTable {
  user_id: string;
  topic_id: string;
  created_at: Generated<Date>;
}
export interface UserOnboardingTable {
  user_id: string;
  completed_at: Date | null;
}
export interface UserHealthActionsTable {
  id: Generated<string>;
  user_id: string;
  program_id: string;
  health_action_id: string;
  status: Generated<'not_started' | 'in_progress' | 'completed'>;
  started_at: NullableTimestamp;
  completed_at: NullableTimestamp;
  created_at: Generated<Date>;
}
/** The member's medication: the schedule the server computes with; which medication and the dosage sealed (migration 0023). */
export interface UserMedicationsTable {
  id: Generated<string>;
  user_id: string;
  encrypted_data: string;
  /** spec 000 §3.4 Recurrence (migration 0021). */
  recurrence: ColumnType<Recurrence, Recurrence | undefined, Recurrence>;
  times: ColumnType<string[], string, string>;
  /** YYYY-MM-DD (dates read back as text, see connect.ts). */
  start_date: string;
  end_date: string | null;
  created_at: Generated<Date>;
}
export interface MedicationLogTable {
  id: Generated<string>;
  user_id: string;
  user_medication_id: string;
  event: 'scheduled' | 'rescheduled';
  encrypted_data: string;
  recurrence: ColumnType<Recurrence, Recurrence | undefined, Recurrence>;
  times: ColumnType<string[], string, string>;
  start_date: string;
  end_date: string | null;
  created_at: Generated<Date>;
}
/** Sealed: which allergy, severity and reaction (migration 0023). */
export interface UserAllergiesTable {
  id: Generated<string>;
  user_id: string;
  encrypted_data: string;
  created_at: Generated<Date>;
}
/** Sealed: which health issue, diagnosis date and notes (migration 0023). */
export interface UserHealthIssuesTable {
  id: Generated<string>;
  user_id: string;
  encrypted_data: string;
  created_at: Generated<Date>;
}
export interface UserDeviceConnectionsTable {
  user_id: string;
  data_source: string;
  connected_at: Timestamp;
}

/** spec 000 §3.3 measurements (migration 0017): encrypted_data sealed in the client; status pending → in_progress → completed. */
export interface MeasurementsTable {
  id: Generated<string>;
  user_id: string;
  status: 'pending' | 'in_progress' | 'completed';
  encrypted_data: string | null;
  source: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface MeasurementSamplesTable {
  id: Generated<string>;
  measurement_id: string;
  user_id: string;
  encrypted_data: string;
  created_at: Timestamp;
}
/** spec 001 §3 User.measurement_skip_reason: sealed (migration 0035). */
export interface MeasurementSkipsTable {
  user_id: string;
  encrypted_data: string;
  updated_at: Timestamp;
}
/** spec 001 §3 Vitals record. */
export interface VitalsTable {
  id: Generated<string>;
  user_id: string;
  encrypted_data: string;
  source: Generated<string>;
  created_at: Timestamp;
}
/** spec 000 §3.4 HRA form and its sections (kinds); a section row exists once saved. */
export interface HraFormsTable {
  user_id: string;
  submitted_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export interface HraSectionsTable {
  user_id: string;
  kind: 'social-history' | 'depression-screening' | 'anxiety-screening' | 'family-history' | 'epds';
  status: 'incomplete' | 'complete' | 'skipped';
  encrypted_data: string | null;
  updated_at: Timestamp;
}
export interface HraRiskScoresTable {
  id: Generated<string>;
  user_id: string;
  kind: 'depression-screening' | 'anxiety-screening' | 'epds';
  /** The score and level, sealed in the browser (migration 0035). */
  encrypted_data: string;
  submitted_at: Timestamp;
}
export interface NutritionFormsTable {
  user_id: string;
  status: 'incomplete' | 'complete';
  encrypted_data: string;
  submitted_at: NullableTimestamp;
  updated_at: Timestamp;
}
/** A member's pending account deletion (migration 0050; domain/account-deletion). */
export interface AccountDeletionsTable {
  user_id: string;
  requested_at: Timestamp;
  due_at: Date;
}
/** Administered content in another language, one field of one record each (migration 0054; domain/translations). */
export interface ContentTranslationsTable {
  language: string;
  kind: string;
  record_id: string;
  field: string;
  value: string;
  updated_at: Generated<Date>;
}
export interface TelehealthFormsTable {
  user_id: string;
  encrypted_data: string;
  updated_at: Timestamp;
}
/** The MediOrbis sandbox's physician directory and pharmacies. */
export interface TelehealthPhysiciansTable {
  id: Generated<number>;
  name: string;
  specialty: string;
  languages: ColumnType<string[], string, string>;
  consult_types: ColumnType<string[], string, string>;
  time_zone: string;
  active: Generated<boolean>;
}
export interface TelehealthPharmaciesTable {
  id: Generated<number>;
  name: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}
/** spec 001 §3 Reminder: appointments of both providers (spec 000 §3.4 provider and status). */
export interface AppointmentsTable {
  id: Generated<string>;
  user_id: string;
  provider: 'mediorbis' | 'smartlink';
  status: 'created' | 'attended' | 'cancelled';
  vendor_appointment_id: string;
  host_id: string;
  host_name: string;
  starts_at: Timestamp;
  timezone: string;
  type: string;
  encrypted_data: string | null;
  /** The sandbox that booked it (contract SandboxSource: 'telehealth' or 'smartlink'), null for a real provider (migration 0046). */
  sandbox: 'telehealth' | 'smartlink' | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** spec 000 §7.2 media: an uploaded content file; the bytes are in the file store under storage_key. */
export interface MediaTable {
  id: Generated<string>;
  storage_key: string;
  file_name: string;
  content_type: string;
  size_bytes: number;
  uploaded_by: string | null;
  created_at: Generated<Date>;
}

/** Uploaded bytes by folder and server-made key (migration 0025; file-store.ts). */
export interface StoredFilesTable {
  folder: string;
  key: string;
  bytes: Buffer;
  created_at: Generated<Date>;
}

/** spec 000 §7.5 customers (billing details of whoever orders; migration 0016). */
export interface CustomersTable {
  id: Generated<string>;
  user_id: string | null;
  billing_first_name: string;
  billing_last_name: string;
  billing_email: string;
  created_at: Timestamp;
}

/** spec 000 §7.5 orders (general-health-test, auria-test, fitbit). */
export interface OrdersTable {
  id: Generated<string>;
  order_number: string;
  customer_id: string;
  user_id: string | null;
  product: 'general-health-test' | 'auria-test' | 'fitbit';
  tracking_status: Generated<'processing' | 'shipped' | 'delivered'>;
  tracking_number: string | null;
  kit_id: string | null;
  created_at: Timestamp;
}

/** A server-sealed record a re-seal replaced (migration 0030; domain/resealed-records/resealed-record.ts): kept, never updated. */
/** A member's TOTP seed, AES-GCM under a key derived from the server secret; confirmed once a code proved the app has it. */
/** A member's OAuth tokens at a fitness vendor (migration 0042); both tokens sealed under the server secret. */
export interface DeviceOauthTokensTable {
  user_id: string;
  data_source: string;
  vendor_user_id: string;
  access_token_sealed: string;
  refresh_token_sealed: string;
  expires_at: Timestamp;
  scope: string;
  updated_at: Generated<Date>;
}

/** An authorization a member started at a fitness vendor: the PKCE verifier (sealed) under the state's hash. */
export interface DeviceOauthRequestsTable {
  state_hash: string;
  user_id: string;
  data_source: string;
  verifier_sealed: string;
  created_at: Timestamp;
}

export interface UserTotpTable {
  user_id: string;
  secret_sealed: string;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
}

/** One-time recovery codes: an HMAC of each, spent once. */
export interface RecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
}

/** The step between a password and a second factor: a hashed token, its attempts and its end. */
export interface SecondFactorChallengesTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Date;
  used_at: NullableTimestamp;
  /** The sign-in the code completes (RFC 8176 'pwd', or 'saml'); migration 0043. */
  first_factor: ColumnType<FirstFactor, FirstFactor | undefined, FirstFactor>;
}

export type FirstFactor = 'pwd' | 'saml';

/** Wrong second-factor codes, counted per account for the rate limit. */
export interface SecondFactorFailuresTable {
  id: Generated<string>;
  user_id: string;
  created_at: Timestamp;
}

/** A member's WebAuthn credential; `prf_wrapped_key`: the private key wrapped by the credential's PRF output (browser-made ciphertext). */
export interface PasskeysTable {
  id: Generated<string>;
  user_id: string;
  credential_id: string;
  public_key: Buffer;
  counter: ColumnType<string, number | string | undefined, number | string>;
  transports: ColumnType<string[], string[] | undefined, string[]>;
  name: string;
  prf_wrapped_key: string | null;
  created_at: Timestamp;
  last_used_at: NullableTimestamp;
}

/** A WebAuthn challenge: single use, with an end; the user for a registration, null for a discoverable sign-in. */
export interface WebauthnChallengesTable {
  id: Generated<string>;
  user_id: string | null;
  challenge: string;
  purpose: 'registration' | 'authentication';
  expires_at: Date;
  used_at: NullableTimestamp;
}

export interface ServerSealedOriginalsTable {
  id: Generated<string>;
  user_id: string;
  /** The table the record is in (one of resealed-record.ts's), and its key there (`id`; an HRA section's `kind`). */
  record_table: string;
  record_key: string;
  /** The OpenPGP message the server (a vendor's report, staff, the seed) sealed to the member. */
  encrypted_data: string;
  replaced_at: Generated<Date>;
}

/** spec 001 §3 Kit: encrypted_data is the vendor's kit status as an OpenPGP message to the member. */
export interface KitsTable {
  id: Generated<string>;
  kit_id: string;
  provider_code: 'namida' | 'spot' | '3d-look';
  test_code: string;
  test_name: string;
  user_id: string | null;
  order_id: string | null;
  status: Generated<string>;
  /** The label the testing center shows (spec 001 §4), kept for the admin table's sorting. */
  details_status: Generated<string>;
  encrypted_data: string | null;
  /** The vendor report version last stored (-2 = never synced). */
  vendor_version: Generated<number>;
  results_ready: Generated<boolean>;
  results_seen_at: NullableTimestamp;
  registered_at: NullableTimestamp;
  confirmed_at: NullableTimestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The sandbox vendors' book of issued kits (no results: derived from the kit id when reported). */
export interface VendorSandboxKitsTable {
  kit_id: string;
  provider_code: 'namida' | 'spot' | '3d-look';
  test_code: string;
  registered_to: ColumnType<Record<string, string> | null, string | null | undefined, string | null>;
  started_at: NullableTimestamp;
  mode: Generated<'timed' | 'manual'>;
  manual_steps: Generated<number>;
  created_at: Timestamp;
  /** spec 001 §4: the exception status an admin gave a sandbox Spot kit (migration 0020). */
  exception: ColumnType<SpotExceptionStatus | null, SpotExceptionStatus | null | undefined, SpotExceptionStatus | null>;
  /** The step the kit had reached when the exception came; later steps never come. */
  exception_step: ColumnType<number | null, number | null | undefined, number | null>;
  exception_at: NullableTimestamp;
}

/** An organisation's SAML identity provider (migration 0043): all public values. */
export interface SamlConfigsTable {
  organization_id: string;
  enabled: boolean;
  idp_entity_id: string;
  idp_sso_url: string;
  idp_certificate: string;
  email_domains: string[];
  create_accounts: boolean;
  updated_at: Timestamp;
}

/** The id of an AuthnRequest this server sent, until its answer comes or it expires. */
export interface SamlRequestsTable {
  id: string;
  organization_id: string;
  expires_at: Date;
}

/** An accepted assertion's id, kept until the assertion expires: the same assertion twice is a replay. */
export interface SamlAssertionsSeenTable {
  organization_id: string;
  assertion_id: string;
  expires_at: Date;
}

/** A one-time ticket (its hash) that hands a checked SAML sign-in to the portal. */
export interface SamlSignInTicketsTable {
  token_hash: string;
  user_id: string;
  organization_id: string;
  expires_at: Date;
}

export interface Database {
  process_runs: ProcessRunsTable;
  process_run_steps: ProcessRunStepsTable;
  process_run_triggers: ProcessRunTriggersTable;
  action_assignments: ActionAssignmentsTable;
  customers: CustomersTable;
  orders: OrdersTable;
  kits: KitsTable;
  result_rules: ResultRulesTable;
  result_rule_answers: ResultRuleAnswersTable;
  vendor_sandbox_kits: VendorSandboxKitsTable;
  media: MediaTable;
  stored_files: StoredFilesTable;
  measurements: MeasurementsTable;
  measurement_samples: MeasurementSamplesTable;
  measurement_skips: MeasurementSkipsTable;
  vitals: VitalsTable;
  hra_forms: HraFormsTable;
  hra_sections: HraSectionsTable;
  hra_risk_scores: HraRiskScoresTable;
  nutrition_forms: NutritionFormsTable;
  telehealth_forms: TelehealthFormsTable;
  telehealth_physicians: TelehealthPhysiciansTable;
  telehealth_pharmacies: TelehealthPharmaciesTable;
  appointments: AppointmentsTable;
  user_topic_interests: UserTopicInterestsTable;
  user_onboarding: UserOnboardingTable;
  user_health_actions: UserHealthActionsTable;
  user_medications: UserMedicationsTable;
  medication_log: MedicationLogTable;
  user_allergies: UserAllergiesTable;
  user_health_issues: UserHealthIssuesTable;
  user_device_connections: UserDeviceConnectionsTable;
  links: LinksTable;
  user_health_action_links: UserHealthActionLinksTable;
  impersonation_sessions: ImpersonationSessionsTable;
  impersonation_tokens: ImpersonationTokensTable;
  rewards: RewardsTable;
  reward_secrets: RewardSecretsTable;
  reward_redemptions: RewardRedemptionsTable;
  notifications: NotificationsTable;
  user_flow_activities: UserFlowActivitiesTable;
  class_records: ClassRecordsTable;
  page_layout_versions: PageLayoutVersionsTable;
  page_layout_drafts: PageLayoutDraftsTable;
  users: UsersTable;
  account_deletions: AccountDeletionsTable;
  content_translations: ContentTranslationsTable;
  accounts: AccountsTable;
  key_wraps: KeyWrapsTable;
  roles: RolesTable;
  permissions: PermissionsTable;
  role_permissions: RolePermissionsTable;
  user_roles: UserRolesTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  server_sealed_originals: ServerSealedOriginalsTable;
  user_totp: UserTotpTable;
  device_oauth_tokens: DeviceOauthTokensTable;
  device_oauth_requests: DeviceOauthRequestsTable;
  recovery_codes: RecoveryCodesTable;
  second_factor_challenges: SecondFactorChallengesTable;
  saml_configs: SamlConfigsTable;
  saml_requests: SamlRequestsTable;
  saml_assertions_seen: SamlAssertionsSeenTable;
  saml_sign_in_tickets: SamlSignInTicketsTable;
  second_factor_failures: SecondFactorFailuresTable;
  passkeys: PasskeysTable;
  webauthn_challenges: WebauthnChallengesTable;
  partner_api_keys: PartnerApiKeysTable;
  recovery_keys: RecoveryKeysTable;
  recovery_key_grants: RecoveryKeyGrantsTable;
  recovery_wraps: RecoveryWrapsTable;
  key_recovery_requests: KeyRecoveryRequestsTable;
  login_attempts: LoginAttemptsTable;
  email_outbox: EmailOutboxTable;
  audit_log: AuditLogTable;
  user_hydration: UserHydrationTable;
  ingredients: IngredientsTable;
  meal_pictures: MealPicturesTable;
  meals: MealsTable;
  meal_items: MealItemsTable;
  user_sleep: UserSleepTable;
  body_metrics: BodyMetricsTable;
  user_goals: UserGoalsTable;
  user_sessions: UserSessionsTable;
  daily_tasks: DailyTasksTable;
  user_daily_tasks: UserDailyTasksTable;
  user_moods: UserMoodsTable;
  symptoms: SymptomsTable;
  user_symptom_logs: UserSymptomLogsTable;
  milestones: MilestonesTable;
  user_milestones: UserMilestonesTable;
  email_verification_keys: EmailKeysTable;
  password_reset_keys: EmailKeysTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
