import { CLASSKEYS, type Classkey } from '@healthdeck/contract/light';
import type { RecordLinkName } from './messages.js';

// spec 000 §3.1: every classkey of the generic administration, with the name the admin reads and
// the sidebar group it sits in (spec 000 §1 lists what administrators manage; the grouping is ours).

export const CLASS_GROUPS = ['Programs and content', 'Organizations and members', 'Kits and biomarkers', 'Care', 'Catalogues', 'Site settings', 'Records and integrations'] as const;
export type ClassGroup = (typeof CLASS_GROUPS)[number];

export interface ClassEntry {
  /** Plural, as the list's heading and the sidebar link. */
  label: string;
  /** One record, as in 'New program'. */
  singular: string;
  group: ClassGroup;
}

const entry = (label: string, singular: string, group: ClassGroup): ClassEntry => ({ label, singular, group });

/** Typed over every classkey: a class added to the contract does not compile until it is placed here. */
export const CLASS_CATALOGUE: Record<Classkey, ClassEntry> = {
  programs: entry('Programs', 'program', 'Programs and content'),
  action: entry('Actions', 'action', 'Programs and content'),
  action_groups: entry('Action groups', 'action group', 'Programs and content'),
  health_actions: entry('Health actions', 'health action', 'Programs and content'),
  campaigns: entry('Campaigns', 'campaign', 'Programs and content'),
  pages: entry('Pages', 'page', 'Programs and content'),
  widgets: entry('Widgets', 'widget', 'Programs and content'),
  processes: entry('Processes', 'process', 'Programs and content'),
  tasks: entry('Tasks', 'task', 'Programs and content'),
  milestones: entry('Milestones', 'milestone', 'Programs and content'),
  milestone_events: entry('Milestone events', 'milestone event', 'Programs and content'),
  healthtips: entry('Health tips', 'health tip', 'Programs and content'),
  faq: entry('FAQ', 'FAQ entry', 'Programs and content'),
  referral: entry('Referrals', 'referral', 'Programs and content'),
  referralcategory: entry('Referral categories', 'referral category', 'Programs and content'),
  wellbeing_content_types: entry('Wellbeing content', 'wellbeing content item', 'Programs and content'),
  legalagreements: entry('Legal agreements', 'legal agreement', 'Programs and content'),
  ad: entry('Ads', 'ad', 'Programs and content'),
  user_flows: entry('User flows', 'user flow', 'Programs and content'),
  program_pdf_templates: entry('Program PDF templates', 'program PDF template', 'Programs and content'),

  organizations: entry('Organizations', 'organization', 'Organizations and members'),
  user: entry('Users (records)', 'user', 'Organizations and members'),
  usernotes: entry('User notes', 'user note', 'Organizations and members'),
  userprogramaction: entry('User program actions', 'user program action', 'Organizations and members'),
  user_experience_preferences: entry('User preferences', 'user preference', 'Organizations and members'),
  user_flow_activities: entry('User flow activities', 'user flow activity', 'Organizations and members'),
  legal_consents: entry('Legal consents', 'legal consent', 'Organizations and members'),
  userkits: entry('User kits', 'user kit', 'Organizations and members'),

  vendor: entry('Vendors', 'vendor', 'Kits and biomarkers'),
  vendorkit: entry('Vendor kits', 'vendor kit', 'Kits and biomarkers'),
  provider: entry('Providers', 'provider', 'Kits and biomarkers'),
  test: entry('Tests', 'test', 'Kits and biomarkers'),
  biomarker: entry('Biomarkers', 'biomarker', 'Kits and biomarkers'),
  biomarkerrange: entry('Biomarker ranges', 'biomarker range', 'Kits and biomarkers'),
  biomarkerrangeeffect: entry('Biomarker range effects', 'biomarker range effect', 'Kits and biomarkers'),
  bodysegment: entry('Body segments', 'body segment', 'Kits and biomarkers'),
  organ: entry('Organs', 'organ', 'Kits and biomarkers'),
  organbiomarker: entry('Organ biomarkers', 'organ biomarker', 'Kits and biomarkers'),

  call_types: entry('Call types', 'call type', 'Care'),
  care_types: entry('Care types', 'care type', 'Care'),
  specialty_care_types: entry('Specialty care types', 'specialty care type', 'Care'),
  virtual_care_types: entry('Virtual care types', 'virtual care type', 'Care'),
  help_types: entry('Help types', 'help type', 'Care'),
  vital_warning_thresholds: entry('Vital warning thresholds', 'vital warning threshold', 'Care'),
  exercises: entry('Exercises', 'exercise', 'Care'),

  medications: entry('Medications', 'medication', 'Catalogues'),
  allergies: entry('Allergies', 'allergy', 'Catalogues'),
  health_issues: entry('Health issues', 'health issue', 'Catalogues'),
  symptoms: entry('Symptoms', 'symptom', 'Catalogues'),
  meals: entry('Meals', 'meal', 'Catalogues'),

  featureflag: entry('Feature flags', 'feature flag', 'Site settings'),
  toast_message_locations: entry('Toast message locations', 'toast message location', 'Site settings'),
  languages: entry('Languages', 'language', 'Site settings'),
  global_defaults: entry('Global defaults', 'global default', 'Site settings'),
  securityquestions: entry('Security questions', 'security question', 'Site settings'),

  integration_call: entry('Integration calls', 'integration call', 'Records and integrations'),
  integration_status: entry('Integration status', 'integration status', 'Records and integrations'),
  user_upload_history: entry('Upload history', 'upload history entry', 'Records and integrations'),
  security_lockout: entry('Security lockouts', 'security lockout', 'Records and integrations'),
};

export function isClasskey(value: string | undefined): value is Classkey {
  return value !== undefined && (CLASSKEYS as readonly string[]).includes(value);
}

/** The classkeys of each group, in the catalogue's order. */
export function classesByGroup(): { group: ClassGroup; classkeys: Classkey[] }[] {
  const all = Object.entries(CLASS_CATALOGUE) as [Classkey, ClassEntry][];
  return CLASS_GROUPS.map((group) => ({ group, classkeys: all.filter(([, e]) => e.group === group).map(([k]) => k) }));
}

/** Classes an admin edits and deletes but does not create (the server refuses: members make their own accounts). */
export const NO_CREATE_CLASSES: readonly Classkey[] = ['user'];

export const classPath = (classkey: Classkey) => `/admin/classes/${classkey}`;

/** Screens of a record beyond its form, linked from its row in the class list (spec 001 §2). */
const linksOf = (kind: Classkey) => ({ label: 'links' as const, path: (id: string) => `/admin/links/${kind}/${encodeURIComponent(id)}` });

export const RECORD_LINKS: Partial<Record<Classkey, { label: RecordLinkName; path: (id: string) => string }[]>> = {
  // spec 000 §3.3 link pairs (the contract's LINK_PAIRS), and the organisation's logo variants
  organizations: [linksOf('organizations'), { label: 'logos', path: (id) => `/admin/organizations/${encodeURIComponent(id)}/logos` }],
  programs: [linksOf('programs')],
  user: [linksOf('user')],
  widgets: [linksOf('widgets')],
  campaigns: [linksOf('campaigns')],
  health_actions: [linksOf('health_actions')],
  // spec 001 §2 Page layouts
  pages: [{ label: 'layout', path: (id) => `/admin/pages/${encodeURIComponent(id)}/layout` }],
  // spec 001 §2 routes: the action item tree entries
  action: [{ label: 'open', path: (id) => `/admin/actions/${encodeURIComponent(id)}` }],
  action_groups: [{ label: 'open', path: (id) => `/admin/action-groups/${encodeURIComponent(id)}` }],
};
