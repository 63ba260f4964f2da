import type { Classkey } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The name an admin reads for each class of spec 000 §3.1 (the sidebar link, the list's
// heading, 'New program'), in the six languages. The classkeys themselves (URLs, API) stay the
// contract's. Typed over every classkey: a class added to the contract does not compile until it is
// named here and in each of ./class-names-translations.ts.

export interface ClassName {
  /** Plural, as the list's heading and the sidebar link. */
  label: string;
  /** One record, as in 'New program'. */
  singular: string;
}

export type ClassNames = Record<Classkey, ClassName>;

const name = (label: string, singular: string): ClassName => ({ label, singular });

const en: ClassNames = {
  programs: name('Programs', 'program'),
  action: name('Actions', 'action'),
  action_groups: name('Action groups', 'action group'),
  health_actions: name('Health actions', 'health action'),
  campaigns: name('Campaigns', 'campaign'),
  pages: name('Pages', 'page'),
  widgets: name('Widgets', 'widget'),
  processes: name('Processes', 'process'),
  tasks: name('Tasks', 'task'),
  milestones: name('Milestones', 'milestone'),
  milestone_events: name('Milestone events', 'milestone event'),
  healthtips: name('Health tips', 'health tip'),
  faq: name('FAQ', 'FAQ entry'),
  referral: name('Referrals', 'referral'),
  referralcategory: name('Referral categories', 'referral category'),
  wellbeing_content_types: name('Wellbeing content', 'wellbeing content item'),
  legalagreements: name('Legal agreements', 'legal agreement'),
  ad: name('Ads', 'ad'),
  user_flows: name('User flows', 'user flow'),
  program_pdf_templates: name('Program PDF templates', 'program PDF template'),

  organizations: name('Organizations', 'organization'),
  user: name('Users (records)', 'user'),
  usernotes: name('User notes', 'user note'),
  userprogramaction: name('User program actions', 'user program action'),
  user_experience_preferences: name('User preferences', 'user preference'),
  user_flow_activities: name('User flow activities', 'user flow activity'),
  legal_consents: name('Legal consents', 'legal consent'),
  userkits: name('User kits', 'user kit'),

  vendor: name('Vendors', 'vendor'),
  vendorkit: name('Vendor kits', 'vendor kit'),
  provider: name('Providers', 'provider'),
  test: name('Tests', 'test'),
  biomarker: name('Biomarkers', 'biomarker'),
  biomarkerrange: name('Biomarker ranges', 'biomarker range'),
  biomarkerrangeeffect: name('Biomarker range effects', 'biomarker range effect'),
  bodysegment: name('Body segments', 'body segment'),
  organ: name('Organs', 'organ'),
  organbiomarker: name('Organ biomarkers', 'organ biomarker'),

  call_types: name('Call types', 'call type'),
  care_types: name('Care types', 'care type'),
  specialty_care_types: name('Specialty care types', 'specialty care type'),
  virtual_care_types: name('Virtual care types', 'virtual care type'),
  help_types: name('Help types', 'help type'),
  vital_warning_thresholds: name('Vital warning thresholds', 'vital warning threshold'),
  exercises: name('Exercises', 'exercise'),

  medications: name('Medications', 'medication'),
  allergies: name('Allergies', 'allergy'),
  health_issues: name('Health issues', 'health issue'),
  symptoms: name('Symptoms', 'symptom'),
  meals: name('Meals', 'meal'),

  featureflag: name('Feature flags', 'feature flag'),
  toast_message_locations: name('Toast message locations', 'toast message location'),
  languages: name('Languages', 'language'),
  global_defaults: name('Global defaults', 'global default'),
  securityquestions: name('Security questions', 'security question'),

  integration_call: name('Integration calls', 'integration call'),
  integration_status: name('Integration status', 'integration status'),
  user_upload_history: name('Upload history', 'upload history entry'),
  security_lockout: name('Security lockouts', 'security lockout'),
};

export const classNames: Catalogue<ClassNames> = { en, translations: lazyTranslations(() => import('./class-names-translations.js')) };
