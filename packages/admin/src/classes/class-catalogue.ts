import { CLASSKEYS, type Classkey } from '@healthdeck/contract/light';
import type { RecordLinkName } from './messages.js';

// spec 000 §3.1: every classkey of the generic administration and the sidebar group it sits in
// (spec 000 §1 lists what administrators manage; the grouping is ours). The names an admin reads,
// of the classes and of the groups, are catalogues in the six languages (./class-names.ts,
// shared/messages.ts `groups`).

export const CLASS_GROUPS = ['Programs and content', 'Organizations and members', 'Kits and biomarkers', 'Care', 'Catalogues', 'Site settings', 'Records and integrations'] as const;
/** A sidebar group's id; what the admin reads is `adminMessages.groups` (shared/messages.ts, six languages). */
export type ClassGroup = (typeof CLASS_GROUPS)[number];

/**
 * The sidebar group of every classkey. Typed over every classkey: a class added to the contract does
 * not compile until it is placed here (and named in ./class-names.ts and its translations).
 */
export const CLASS_GROUP_OF: Record<Classkey, ClassGroup> = {
  programs: 'Programs and content',
  action: 'Programs and content',
  action_groups: 'Programs and content',
  health_actions: 'Programs and content',
  campaigns: 'Programs and content',
  pages: 'Programs and content',
  widgets: 'Programs and content',
  processes: 'Programs and content',
  tasks: 'Programs and content',
  milestones: 'Programs and content',
  milestone_events: 'Programs and content',
  healthtips: 'Programs and content',
  faq: 'Programs and content',
  referral: 'Programs and content',
  referralcategory: 'Programs and content',
  wellbeing_content_types: 'Programs and content',
  legalagreements: 'Programs and content',
  ad: 'Programs and content',
  user_flows: 'Programs and content',
  program_pdf_templates: 'Programs and content',
  organizations: 'Organizations and members',
  user: 'Organizations and members',
  usernotes: 'Organizations and members',
  userprogramaction: 'Organizations and members',
  user_experience_preferences: 'Organizations and members',
  user_flow_activities: 'Organizations and members',
  legal_consents: 'Organizations and members',
  userkits: 'Organizations and members',
  vendor: 'Kits and biomarkers',
  vendorkit: 'Kits and biomarkers',
  provider: 'Kits and biomarkers',
  test: 'Kits and biomarkers',
  biomarker: 'Kits and biomarkers',
  biomarkerrange: 'Kits and biomarkers',
  biomarkerrangeeffect: 'Kits and biomarkers',
  bodysegment: 'Kits and biomarkers',
  organ: 'Kits and biomarkers',
  organbiomarker: 'Kits and biomarkers',
  call_types: 'Care',
  care_types: 'Care',
  specialty_care_types: 'Care',
  virtual_care_types: 'Care',
  help_types: 'Care',
  vital_warning_thresholds: 'Care',
  exercises: 'Care',
  medications: 'Catalogues',
  allergies: 'Catalogues',
  health_issues: 'Catalogues',
  symptoms: 'Catalogues',
  meals: 'Catalogues',
  featureflag: 'Site settings',
  toast_message_locations: 'Site settings',
  languages: 'Site settings',
  global_defaults: 'Site settings',
  securityquestions: 'Site settings',
  integration_call: 'Records and integrations',
  integration_status: 'Records and integrations',
  user_upload_history: 'Records and integrations',
  security_lockout: 'Records and integrations',
};

export function isClasskey(value: string | undefined): value is Classkey {
  return value !== undefined && (CLASSKEYS as readonly string[]).includes(value);
}

/** The classkeys of each group, in the catalogue's order. */
export function classesByGroup(): { group: ClassGroup; classkeys: Classkey[] }[] {
  const all = Object.entries(CLASS_GROUP_OF) as [Classkey, ClassGroup][];
  return CLASS_GROUPS.map((group) => ({ group, classkeys: all.filter(([, g]) => g === group).map(([k]) => k) }));
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
