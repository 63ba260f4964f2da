// What members read of administered content, field by field, so an administrator can say it in each
// language (docs/decisions/0107-content-translations.md). English is the record itself; a
// translation names a record by its kind (a classkey, or 'rewards' for the rewards table), its id
// and one of these fields. Pure and zod-free: the server, the admin and the report read the same list.

/** The member-facing text fields of each kind of content, in the order the admin form shows them. */
export const TRANSLATABLE_FIELDS = {
  pages: ['title'],
  widgets: ['title', 'subtitle', 'description', 'cta_text'],
  programs: ['name', 'description'],
  action: ['name', 'subtitle', 'short_description', 'full_description', 'cta_text', 'cta_completed_text'],
  action_groups: ['name', 'description'],
  symptoms: ['name'],
  healthtips: ['description'],
  wellbeing_content_types: ['title', 'description'],
  test: ['name', 'description'],
  milestones: ['name', 'event_title'],
  referral: ['title', 'button_text', 'description'],
  rewards: ['name', 'description'],
} as const;

export type TranslatableKind = keyof typeof TRANSLATABLE_FIELDS;
export const TRANSLATABLE_KINDS = Object.keys(TRANSLATABLE_FIELDS) as TranslatableKind[];

/** The languages a translation is written in: every language of spec 001 §3 but English, the source. */
export const TRANSLATION_LANGUAGES = ['es', 'fr', 'de', 'pt', 'mh'] as const;
export type TranslationLanguage = (typeof TRANSLATION_LANGUAGES)[number];

export function isTranslatableKind(kind: string): kind is TranslatableKind {
  return Object.hasOwn(TRANSLATABLE_FIELDS, kind);
}

/** Whether `field` is one a member reads of `kind`. */
export function isTranslatableField(kind: TranslatableKind, field: string): boolean {
  return (TRANSLATABLE_FIELDS[kind] as readonly string[]).includes(field);
}
