import { useCallback } from 'react';
import type { ClassData, Classkey } from '@healthdeck/contract/light';
import { lazyTranslations, useMessages, type Catalogue } from '@healthdeck/widgets';

// The label an admin reads for each field of the generated class forms, their tables'
// column headers and filters, in the six languages, keyed by the contract's field name (one label
// per key, whatever the class). A key listed here must be a top-level field of some class; a key
// missing from a language reads in English, and one missing from English reads as the humanised key
// (so a new contract field still shows a readable label; test/field-labels.test.ts fails until it
// is named here).

/** Every top-level field name of the contract's classes (spec 000 §3.1). */
export type FieldKey = { [K in Classkey]: keyof ClassData<K> & string }[Classkey];

/** One language's field labels. */
export type FieldLabels = Partial<Record<FieldKey, string>>;

/** 'visible_progress' → 'Visible progress', 'previewImage' → 'Preview image'. */
export function humanisedLabel(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_.]+/g, ' ')
    .trim()
    .toLowerCase();
  const fixed = words.replace(/\b(id|url|cta|icd10|html|pdf|faq)\b/g, (w) => (w === 'icd10' ? 'ICD-10' : w.toUpperCase()));
  return fixed.charAt(0).toUpperCase() + fixed.slice(1);
}

// The humanised key wherever it reads well (the journeys find fields by these words); otherwise
// plain words: 'IDs' not 'ids', the unit in brackets, 'Ingredients' for a meal's items.
const en: FieldLabels = {
  accepted: 'Accepted',
  action_code: 'Action code',
  active: 'Active',
  age_max: 'Age max',
  age_min: 'Age min',
  allowed_origins: 'Allowed origins',
  answer: 'Answer',
  answered_at: 'Answered at',
  assigned_only: 'Only for members it is assigned to',
  bad_max: 'Bad max',
  bad_min: 'Bad min',
  biomarker_id: 'Biomarker ID',
  biomarker_ids: 'Biomarker IDs',
  body: 'Body',
  button_text: 'Button text',
  called_at: 'Called at',
  care_category: 'Care category',
  category: 'Category',
  category_id: 'Category ID',
  checked_at: 'Checked at',
  code: 'Code',
  completed_at: 'Completed at',
  completion_type: 'Completion type',
  content: 'Content',
  content_display: 'Content display',
  content_kind: 'Content kind',
  cta_complete_action_on_click: 'CTA complete action on click',
  cta_completed_text: 'CTA completed text',
  cta_page: 'CTA page',
  cta_page_id: 'CTA page ID',
  cta_text: 'CTA text',
  cta_triggered_process_code: 'CTA triggered process code',
  cta_type: 'CTA type',
  cta_url: 'CTA URL',
  cta_url_type: 'CTA URL type',
  description: 'Description',
  desktop_image: 'Desktop image',
  display: 'Display',
  display_status: 'Display status',
  drug_type: 'Drug type',
  duration: 'Duration',
  duration_interval: 'Duration interval',
  duration_minutes: 'Duration (minutes)',
  duration_ms: 'Duration (ms)',
  duration_unit: 'Duration unit',
  effect: 'Effect',
  email: 'Email',
  enabled: 'Enabled',
  ends_on: 'Ends on',
  error_count: 'Error count',
  errors: 'Errors',
  event: 'Event',
  event_image: 'Event image',
  event_title: 'Event title',
  file: 'File',
  file_name: 'File name',
  full_description: 'Full description',
  generic_name: 'Generic name',
  get_care_types: 'Get care types',
  group: 'Group',
  html: 'HTML',
  icd10_code: 'ICD-10 code',
  icon: 'Icon',
  image: 'Image',
  imagePosition: 'Image position',
  integration: 'Integration',
  integrations: 'Integrations',
  is_active: 'Is active',
  items: 'Ingredients',
  key: 'Key',
  kind: 'Kind',
  kit_id: 'Kit ID',
  largeQuadOptions: 'Large quad options',
  layout: 'Layout',
  legal_agreement_id: 'Legal agreement ID',
  level: 'Level',
  locked_until: 'Locked until',
  logo_variants: 'Logo variants',
  meal_type: 'Meal type',
  message: 'Message',
  met: 'MET',
  milestone_id: 'Milestone ID',
  name: 'Name',
  note: 'Note',
  occurred_at: 'Occurred at',
  operation: 'Operation',
  order: 'Order',
  organ_id: 'Organ ID',
  organization_code: 'Organization code',
  page_id: 'Page ID',
  page_type: 'Page type',
  page_url: 'Page URL',
  parent_slug: 'Parent slug',
  path: 'Path',
  phase: 'Phase',
  phone: 'Phone',
  placement: 'Placement',
  position: 'Position',
  previewImage: 'Preview image',
  profile: 'Profile',
  program_id: 'Program ID',
  programs: 'Programs',
  providerCode: 'Provider code',
  quadOptions: 'Quad options',
  question: 'Question',
  ranges: 'Ranges',
  reason: 'Reason',
  recommendation: 'Recommendation',
  recurrence: 'Recurrence',
  required: 'Required',
  row_count: 'Row count',
  segment_id: 'Segment ID',
  sex: 'Sex',
  short_description: 'Short description',
  slug: 'Slug',
  sort_order: 'Sort order',
  specialty: 'Specialty',
  star_balance: 'Star balance',
  star_value: 'Star value',
  starts_on: 'Starts on',
  status: 'Status',
  status_code: 'Status code',
  step: 'Step',
  steps: 'Steps',
  strength: 'Strength',
  subtitle: 'Subtitle',
  test_ids: 'Test IDs',
  title: 'Title',
  topic_id: 'Topic ID',
  topic_kind: 'Topic kind',
  triggered_process_code: 'Triggered process code',
  two_content_link_options: 'Two content link options',
  type: 'Type',
  unit: 'Unit',
  uploaded_by: 'Uploaded by',
  url: 'URL',
  user_flow_id: 'User flow ID',
  user_id: 'User ID',
  value: 'Value',
  vendor_id: 'Vendor ID',
  vendorkit_id: 'Vendor kit ID',
  verified: 'Verified',
  version: 'Version',
  video_url: 'Video URL',
  virtual_care_types: 'Virtual care types',
  visible_progress: 'Visible progress',
  vital: 'Vital',
  warning_max: 'Warning max',
  warning_min: 'Warning min',
  website: 'Website',
  width: 'Width',
  withdrawable: 'Withdrawable',
  on_required_withdrawal: 'On withdrawal of a required agreement',
};

export const fieldLabels: Catalogue<FieldLabels> = { en, translations: lazyTranslations(() => import('./field-labels-translations.js')) };

function own(labels: FieldLabels, name: string): string | undefined {
  return Object.hasOwn(labels, name) ? labels[name as FieldKey] : undefined;
}

/** A field's label in a language's catalogue: else its English label, else the humanised key. */
export function labelIn(labels: FieldLabels, name: string): string {
  return own(labels, name) ?? own(en, name) ?? humanisedLabel(name);
}

/** Whether English names this field (the fallback to the humanised key is for keys it does not). */
export function hasEnglishLabel(name: string): boolean {
  return own(en, name) !== undefined;
}

/** The screen language's label of a field, by field name. */
export function useFieldLabel(): (name: string) => string {
  const labels = useMessages(fieldLabels);
  return useCallback((name: string) => labelIn(labels, name), [labels]);
}
