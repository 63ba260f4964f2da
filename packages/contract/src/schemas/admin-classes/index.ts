import type { z } from 'zod';
import type { Classkey } from '../../constants.js';
import { ActionClass, ActionGroupClass, CampaignClass, OrganizationClass, PageClass, ProgramClass, UserProgramActionClass, WidgetClass } from './programmes.js';
import { CONTENT_CLASS_SCHEMAS } from './content.js';
import {
  BiomarkerClass,
  BiomarkerRangeClass,
  BiomarkerRangeEffectClass,
  BodySegmentClass,
  OrganBiomarkerClass,
  OrganClass,
  ProviderClass,
  TestClass,
  UserKitClass,
  VendorClass,
  VendorKitClass,
} from './biomarkers.js';
import { AdClass, FaqClass, FeatureFlagClass, GlobalDefaultClass, HelpTypeClass, LanguageClass, SecurityQuestionClass, ToastMessageLocationClass } from './site-settings.js';
import { CallTypeClass, CareTypeClass, ExerciseClass, ProcessClass, ProgramPdfTemplateClass, SpecialtyCareTypeClass, VirtualCareTypeClass, VitalWarningThresholdClass } from './care.js';
import {
  IntegrationCallClass,
  IntegrationStatusClass,
  SecurityLockoutClass,
  UserClass,
  UserExperiencePreferenceClass,
  UserFlowActivityClass,
  UserNoteClass,
  UserUploadHistoryClass,
} from './members.js';
import { MealClass, MilestoneClass, MilestoneEventClass, SymptomClass, TaskClass } from './journal.js';

/**
 * spec 000 §3.1: the schema of every classkey. The admin add/set handlers validate a record's data
 * with it (400 naming the field), include_meta describes the fields from it, and the sdk types a
 * class's data from it (ClassData<K>). A classkey missing here does not compile.
 */
export const CLASS_SCHEMAS = {
  call_types: CallTypeClass,
  languages: LanguageClass,
  milestone_events: MilestoneEventClass,
  provider: ProviderClass,
  test: TestClass,
  biomarker: BiomarkerClass,
  user: UserClass,
  faq: FaqClass,
  meals: MealClass,
  vendor: VendorClass,
  vendorkit: VendorKitClass,
  ad: AdClass,
  bodysegment: BodySegmentClass,
  organ: OrganClass,
  organbiomarker: OrganBiomarkerClass,
  organizations: OrganizationClass,
  featureflag: FeatureFlagClass,
  programs: ProgramClass,
  action: ActionClass,
  userprogramaction: UserProgramActionClass,
  processes: ProcessClass,
  widgets: WidgetClass,
  pages: PageClass,
  biomarkerrange: BiomarkerRangeClass,
  biomarkerrangeeffect: BiomarkerRangeEffectClass,
  securityquestions: SecurityQuestionClass,
  usernotes: UserNoteClass,
  milestones: MilestoneClass,
  user_experience_preferences: UserExperiencePreferenceClass,
  user_flow_activities: UserFlowActivityClass,
  symptoms: SymptomClass,
  campaigns: CampaignClass,
  integration_call: IntegrationCallClass,
  integration_status: IntegrationStatusClass,
  tasks: TaskClass,
  global_defaults: GlobalDefaultClass,
  user_upload_history: UserUploadHistoryClass,
  security_lockout: SecurityLockoutClass,
  virtual_care_types: VirtualCareTypeClass,
  help_types: HelpTypeClass,
  vital_warning_thresholds: VitalWarningThresholdClass,
  program_pdf_templates: ProgramPdfTemplateClass,
  userkits: UserKitClass,
  exercises: ExerciseClass,
  toast_message_locations: ToastMessageLocationClass,
  care_types: CareTypeClass,
  specialty_care_types: SpecialtyCareTypeClass,
  action_groups: ActionGroupClass,
  ...CONTENT_CLASS_SCHEMAS,
} as const satisfies Record<Classkey, z.ZodType<Record<string, unknown>>>;

export type ClassSchemas = typeof CLASS_SCHEMAS;
/** A class's record data as stored and answered (defaults applied, JSON text parsed). */
export type ClassData<K extends Classkey> = z.output<ClassSchemas[K]>;
/** What an admin sends for a class (add, or every field of a set). */
export type ClassInput<K extends Classkey> = z.input<ClassSchemas[K]>;

/**
 * Fields that take a file in the multipart classes (spec 000 §7.1; §3.3 Organization logo_variants
 * items with logo_path file). A file part named by a data path ('image', 'logo_variants.0.logo_path')
 * is stored as media and its path put there; `[]` marks an array item in these names.
 */
export const CLASS_FILE_FIELDS = {
  organizations: ['logo_variants[].logo_path'],
  widgets: ['icon', 'image', 'previewImage'],
  legalagreements: ['url'],
  milestones: ['icon', 'event_image'],
  milestone_events: ['image'],
  global_defaults: ['file'],
  wellbeing_content_types: ['image'],
} as const satisfies Partial<Record<Classkey, readonly string[]>>;

/** Fields no two records of a class may share (the admin gets 409 CONFLICT naming the field). */
export const CLASS_UNIQUE_FIELDS = {
  featureflag: 'name',
  toast_message_locations: 'path',
  languages: 'code',
  global_defaults: 'key',
  symptoms: 'name',
  milestones: 'kind',
  user: 'email',
} as const satisfies Partial<Record<Classkey, string>>;
