import { useCallback } from 'react';
import { lazyTranslations, useMessages, type Catalogue } from '@healthdeck/widgets';

// What an administrator reads for each value of a value list (spec 000 §3.4 enumerations and the
// classes' own lists), in the six languages. The stored value never changes; only its label does.
// Keyed by the field's own name (its last path segment for a nested one: ranges[].level → level),
// then by value; one field name may gather the values of several classes (status: an integration
// call's and an upload's). test/option-labels.test.ts fails on a value the contract allows that
// some language does not name.

/** One language's labels: field name → stored value → label. */
export type OptionLabels = Readonly<Record<string, Readonly<Record<string, string>>>>;

const DAYS_WEEKS_MONTHS = { days: 'Days', weeks: 'Weeks', months: 'Months' };
const CARE_CATEGORIES = { 'everyday-care': 'Everyday care', 'urgent-care': 'Urgent care', 'specialty-care': 'Specialty care', virtual_care: 'Virtual care' };

const en: OptionLabels = {
  type: {
    common: 'Standard card',
    quad: 'Quad tile',
    two_content_links: 'Two links',
    custom: 'Dashboard widget (by name)',
    nudge: 'Nudge',
    headline: 'Headline',
    icon_nudge: 'Nudge with icon',
    html: 'HTML block',
    large_quad: 'Large quad tile',
    borderless: 'Borderless (image beside the text)',
    text: 'Text only',
    login_streak: 'Sign-in streak',
    pregnancy_streak: 'Pregnancy streak',
  },
  imagePosition: { LEFT: 'Left', RIGHT: 'Right' },
  width: { full: 'Full width', half: 'Half width' },
  content_display: { default: 'Default', custom: 'Custom', gallery: 'Gallery', html: 'HTML', htmlfull: 'Full-page HTML (no title)' },
  page_type: {
    CALENDLY: 'Calendly scheduling',
    REFERRALS: 'Referrals',
    RANDOMREFERRAL: 'Random referral',
    HEALTHTIP: 'Health tip',
    CONTACTUS: 'Contact us',
    TESTINGCENTER: 'Testing center',
    TESTINGINSTRUCTION: 'Testing instructions',
    INSIGHTS: 'Insights',
    MYTESTPAGE: 'My tests',
    VITALS: 'Vitals',
    internal: 'A page of the portal',
    external: 'Another website',
  },
  cta_type: { arrow: 'Arrow', button: 'Button' },
  cta_url_type: { url: 'URL', page: 'Page', none: 'None' },
  completion_type: { none: 'No completion', url: 'Opening a link', triggered_process: 'Starting a process', manual_confirmation: 'The member confirms it', page: 'Opening a page' },
  kind: {
    telehealth: 'Telehealth',
    smartlink: 'Smartlink appointments',
    lab: 'Laboratory',
    other: 'Other',
    pregnancy: 'Pregnancy',
    login_streak: 'Sign-in streak',
    users: 'Users',
    medications: 'Medications',
    allergies: 'Allergies',
    health_issues: 'Health issues',
    customers: 'Customers',
    orders: 'Orders',
  },
  meal_type: { breakfast: 'Breakfast', lunch: 'Lunch', dinner: 'Dinner', snack: 'Snack' },
  sex: { any: 'Any', female: 'Female', male: 'Male' },
  level: { healthy: 'Healthy', warning: 'Warning', unhealthy: 'Unhealthy' },
  on_required_withdrawal: { leave_programs: 'Leave the programs that require it', close_account: 'Close the account' },
  duration_interval: DAYS_WEEKS_MONTHS,
  duration_unit: DAYS_WEEKS_MONTHS,
  phase: { start: 'Start', finish: 'Finish' },
  status: { success: 'Succeeded', failed: 'Failed', up: 'Up', degraded: 'Degraded', down: 'Down', imported: 'Imported', refused: 'Refused' },
  drug_type: {
    'HUMAN OTC DRUG': 'Human OTC drug',
    'HUMAN PRESCRIPTION DRUG': 'Human prescription drug',
    'monograph final': 'Monograph final',
    'monograph not final': 'Monograph not final',
    compounded: 'Compounded',
    supplement: 'Supplement',
    homeopathic: 'Homeopathic',
    radioactive: 'Radioactive',
    'medical gas': 'Medical gas',
    'UNAPPROVED DRUG': 'Unapproved drug',
    'DISCONTINUED DRUG': 'Discontinued drug',
  },
  category: { food: 'Food', drug: 'Drug', environmental: 'Environmental', insect: 'Insect', other: 'Other', ...CARE_CATEGORIES },
  care_category: CARE_CATEGORIES,
  recurrence: { 'non-recurring': 'Once', daily: 'Daily', weekly: 'Weekly', monthly: 'Monthly' },
  content_kind: { topic: 'Topic', resource: 'Resource' },
  topic_kind: { 'content-topic': 'Content topic', 'user-interest': 'Member interest' },
  /** An order's shipping status (the orders table). */
  tracking_status: { processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered' },
  /** A permission the server checks (the contract's PERMISSIONS), by its code: what it lets a role do. */
  permission: {
    'users.read': 'Users: view',
    'users.write': 'Users: change',
    'roles.read': 'Roles and permissions: view',
    'roles.write': 'Roles and permissions: change',
    'audit.read': 'Audit log: view',
    'rewards.read': 'Rewards: view',
    'rewards.write': 'Rewards: change',
    'kits.read': 'Kits: view',
    'kits.write': 'Kits: change',
    'orders.read': 'Orders: view',
    'clinical.read': 'Clinical records: view',
    'clinical.write': 'Clinical records: change',
    'classes.read': 'Content classes: view',
    'classes.write': 'Content classes: change',
    'media.read': 'Media: view',
    'media.write': 'Media: change',
    'batch-uploads.write': 'Batch uploads: change',
    'actions.write': 'Actions: change',
    'programs.read': 'Programs: view',
    'programs.write': 'Programs: change',
    'organizations.write': 'Organizations: change',
    'widgets.write': 'Widgets: change',
    'pages.write': 'Pages: change',
    'campaigns.write': 'Campaigns: change',
    'users.impersonate': 'Users: act as a member',
    'processes.read': 'Processes: view',
    'processes.write': 'Processes: change',
  },
};

export const optionLabels: Catalogue<OptionLabels> = { en, translations: lazyTranslations(() => import('./option-labels-translations.js')) };

/** The last segment of a field's path: 'ranges[].level' → 'level'. */
export const optionKey = (name: string) => name.split(/\[\]\.|\./).pop() ?? name;

/** A value's label in a language's labels: else in English, else the value as stored. */
export function optionLabelIn(labels: OptionLabels, name: string, value: string | number | boolean): string {
  const key = optionKey(name);
  const text = String(value);
  const own = (l: OptionLabels) => (Object.hasOwn(l, key) && Object.hasOwn(l[key]!, text) ? l[key]![text] : undefined);
  return own(labels) ?? own(en) ?? text;
}

/** The screen language's label of a field's value. */
export function useOptionLabel(): (name: string, value: string | number | boolean) => string {
  const labels = useMessages(optionLabels);
  return useCallback((name, value) => optionLabelIn(labels, name, value), [labels]);
}
