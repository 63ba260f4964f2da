import { z } from 'zod';
import { WIDGET_AREAS } from '../../rules/widget-areas.js';

// Schemas of the admin classes behind organisations, programmes, actions, widgets, campaigns and
// pages (spec 000 §3.1, §3.3, §3.4; spec 001 §3 Action item, Program, Widget config). The value
// lists are the spec's enumerations spelled as there (spec 000 §3.4).

/** spec 000 §3.4 Action completion types. */
export const ACTION_COMPLETION_TYPES = ['none', 'url', 'triggered_process', 'manual_confirmation', 'page'] as const;
/** spec 000 §3.4 Control type (spec 001 §3 cta_type: arrow or button). */
export const CONTROL_TYPES = ['arrow', 'button'] as const;
/** spec 000 §3.4 Link type (spec 001 §3 cta_url_type: url, page; none for text type). */
export const LINK_TYPES = ['url', 'page', 'none'] as const;
/** spec 000 §3.4 Widget types. */
export const WIDGET_TYPES = [
  'common',
  'quad',
  'two_content_links',
  'custom',
  'nudge',
  'headline',
  'icon_nudge',
  'html',
  'large_quad',
  'borderless',
  'text',
  'login_streak',
  'pregnancy_streak',
] as const;
/** spec 000 §3.4 Alignment (spec 001 §3 imagePosition of the borderless widget). */
export const ALIGNMENTS = ['LEFT', 'RIGHT'] as const;
/** spec 000 §3.4 Dashboard widget names. */
export const DASHBOARD_WIDGET_NAMES = [
  'Vitals',
  'Call Reminder',
  'Connect Fitbit',
  'Health Assessment',
  'Health Assessment - Empty',
  'Health Summary',
  '3D Body Scan',
  'Verify Email',
  'Next Step',
  'Recent Test',
  'Health Tip',
  'Schedule',
  'Contact Us',
  'Random Referral',
  'Program Progress',
  'Hydration Tracker',
  'Sleep Tracker',
  'Smart Meal Tracker',
  'Primary Care Visit',
  'Mood Tracker',
  'Daily Tasks',
  'Daily Journal',
  'Sleep Summary',
  'Fitness',
] as const;
/** spec 000 §3.4 Content display. */
export const CONTENT_DISPLAYS = ['default', 'custom', 'gallery', 'html', 'htmlfull'] as const;
/** spec 000 §3.4 Width. */
export const WIDGET_WIDTHS = ['full', 'half'] as const;
/** spec 000 §3.4 Page types. */
export const PAGE_TYPES = ['CALENDLY', 'REFERRALS', 'RANDOMREFERRAL', 'HEALTHTIP', 'CONTACTUS', 'TESTINGCENTER', 'TESTINGINSTRUCTION', 'INSIGHTS', 'MYTESTPAGE', 'VITALS'] as const;

export const ActionCompletionType = z.enum(ACTION_COMPLETION_TYPES);
export type ActionCompletionType = z.infer<typeof ActionCompletionType>;
export const ControlType = z.enum(CONTROL_TYPES);
export type ControlType = z.infer<typeof ControlType>;
export const LinkType = z.enum(LINK_TYPES);
export type LinkType = z.infer<typeof LinkType>;
export const WidgetType = z.enum(WIDGET_TYPES);
export type WidgetType = z.infer<typeof WidgetType>;
export const Alignment = z.enum(ALIGNMENTS);
export type Alignment = z.infer<typeof Alignment>;
/** spec 000 §3.4 Widget areas of a page layout, with spec 001 §2's low row (WIDGET_AREAS: rules/widget-areas.ts). */
export const WidgetArea = z.enum(WIDGET_AREAS);
export type WidgetArea = z.infer<typeof WidgetArea>;
export const DashboardWidgetName = z.enum(DASHBOARD_WIDGET_NAMES);
export type DashboardWidgetName = z.infer<typeof DashboardWidgetName>;
export const ContentDisplay = z.enum(CONTENT_DISPLAYS);
export type ContentDisplay = z.infer<typeof ContentDisplay>;
export const WidgetWidth = z.enum(WIDGET_WIDTHS);
export type WidgetWidth = z.infer<typeof WidgetWidth>;
export const PageType = z.enum(PAGE_TYPES);
export type PageType = z.infer<typeof PageType>;

const Id = z.string().uuid('Must be a UUID');
const Name = z.string().trim().min(1, 'Required').max(200);
/** Codes are what actions are completed by (spec 000 §3.3 Action completion: code). */
const Code = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(100)
  .regex(/^[A-Za-z0-9_.-]+$/, 'Use letters, digits, _ . or -');
const Text = z.string().max(20_000);
const Url = z.string().trim().max(2000);

/**
 * A field sent as JSON text on update (spec 000 §3.3: "virtual_care_types, get_care_types and
 * integrations sent as JSON text on update", multipart forms carry strings) or already parsed.
 * Text that is not JSON is left as is, so the inner schema names the field in its message.
 */
export function jsonText<T extends z.ZodType>(inner: T) {
  return z.preprocess((value) => {
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, inner);
}

/** spec 000 §3.3 Organization logo_variants item (logo_path = the stored file's path). */
export const LogoVariant = z.object({
  logo_name: z.string().trim().min(1, 'Required').max(100),
  logo_path: z.string().trim().min(1, 'Required').max(2000),
});
export type LogoVariant = z.infer<typeof LogoVariant>;

/** spec 000 §3.3 Organization: the integration entries are switched on or off by name. */
export const OrganizationIntegration = z.object({ name: z.string().trim().min(1).max(100), enabled: z.boolean().default(true), settings: z.record(z.string(), z.unknown()).optional() });
export type OrganizationIntegration = z.infer<typeof OrganizationIntegration>;

/** spec 000 §3.1 classkey organizations. */
/**
 * A web origin (scheme://host[:port], no path) a partner page embedding HealthDeck is served from;
 * the server's CORS answers only these origins and its own. Stored as the URL's origin.
 */
export const AllowedOrigin = z
  .string()
  .trim()
  .max(300)
  .refine((value) => {
    try {
      const url = new URL(value);
      return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value.replace(/\/$/, '').toLowerCase();
    } catch {
      return false;
    }
  }, 'Enter an origin such as https://partner.example (scheme, host and port only)')
  .transform((value) => new URL(value).origin);

export const OrganizationClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  logo_variants: jsonText(z.array(LogoVariant).max(20)).default([]),
  virtual_care_types: jsonText(z.array(z.string().trim().min(1).max(100)).max(50)).default([]),
  get_care_types: jsonText(z.array(z.string().trim().min(1).max(100)).max(50)).default([]),
  integrations: jsonText(z.array(OrganizationIntegration).max(50)).default([]),
  /** Partner sites allowed to call the API from the browser (the embed); empty: none. */
  allowed_origins: jsonText(z.array(AllowedOrigin).max(50)).default([]),
});
export type OrganizationClass = z.infer<typeof OrganizationClass>;

/** spec 000 §3.1 classkey programs; spec 001 §3 Program (id, name, code, visible_progress, actions). */
export const ProgramClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  visible_progress: z.boolean().default(true),
  is_active: z.boolean().default(true),
});
export type ProgramClass = z.infer<typeof ProgramClass>;

/** spec 001 §3 cta_page: the page's slug and parent slug (pages are addressed by both, spec 000 §2). */
export const CtaPage = z.object({ slug: z.string().trim().min(1).max(200), parent_slug: z.string().trim().max(200).nullable().default(null) });
export type CtaPage = z.infer<typeof CtaPage>;

/** spec 001 §3 cta_complete_action_on_click: JSON with actionGroupId or programId. */
export const CompleteActionOnClick = z.object({ actionGroupId: Id.optional(), programId: Id.optional(), actionCode: Code.optional() });
export type CompleteActionOnClick = z.infer<typeof CompleteActionOnClick>;

/** The call-to-action fields shared by actions and widgets (spec 001 §3 Action item, Widget config). */
const CtaFields = {
  cta_type: ControlType.default('button'),
  cta_text: z.string().trim().max(200).optional(),
  cta_url: Url.optional(),
  cta_url_type: LinkType.default('none'),
  cta_page_id: Id.nullable().optional(),
  cta_page: CtaPage.nullable().optional(),
  cta_complete_action_on_click: jsonText(CompleteActionOnClick.nullable()).optional(),
};

/**
 * spec 000 §3.1 classkey action; spec 001 §3 Action item. `group` is the action group (spec 000
 * §3.3 Action completion: code, group, program_id); completion_type is how the member completes it.
 */
export const ActionClass = z.object({
  code: Code,
  name: Name,
  program_id: Id,
  group: Id.nullable().default(null),
  subtitle: z.string().trim().max(500).optional(),
  short_description: z.string().max(2000).optional(),
  full_description: Text.optional(),
  icon: Url.optional(),
  order: z.number().int().min(0).max(10_000).default(0),
  completion_type: ActionCompletionType.default('manual_confirmation'),
  cta_triggered_process_code: z.string().trim().max(100).optional(),
  cta_completed_text: z.string().trim().max(200).optional(),
  /**
   * Shown only to the members it is assigned to (a process's "assign an action" step, table
   * action_assignments) rather than to every member of its programme.
   */
  assigned_only: z.boolean().default(false),
  ...CtaFields,
});
export type ActionClass = z.infer<typeof ActionClass>;

/** spec 000 §3.1 classkey action_groups: grouped actions (spec 001 §3 "grouped (child actions)"). */
export const ActionGroupClass = z.object({
  code: Code,
  name: Name,
  program_id: Id,
  description: Text.optional(),
  icon: Url.optional(),
  order: z.number().int().min(0).max(10_000).default(0),
});
export type ActionGroupClass = z.infer<typeof ActionGroupClass>;

/** spec 001 §3 quadOptions / largeQuadOptions / two_content_link_options. */
export const QuadOptions = z.object({ subtitle: z.string().max(500).optional(), description: z.string().max(2000).optional() });
export const LargeQuadOptions = z.object({
  groups: z
    .array(z.object({ image_a: Url.optional(), image_b: Url.optional(), image_c: Url.optional(), content: z.string().max(2000).optional(), description: z.string().max(2000).optional() }))
    .max(10),
});
export const TwoContentLinkOptions = z.array(z.object({ content_title: z.string().max(200), cta_text: z.string().max(200), cta_url: Url })).max(2);

/**
 * spec 000 §3.1 classkey widgets; spec 001 §3 Widget config; spec 000 §3.4 types, alignment,
 * dashboard names, content display, width. Where a widget sits is the page's alone (PageLayout): a
 * widget on two pages sits where each page puts it, so the widget holds no area or order.
 */
export const WidgetClass = z.object({
  name: z.string().trim().min(1, 'Required').max(200),
  type: WidgetType.default('common'),
  title: z.string().trim().max(200).optional(),
  subtitle: z.string().trim().max(500).optional(),
  description: z.string().max(5000).optional(),
  icon: Url.optional(),
  image: Url.optional(),
  previewImage: Url.optional(),
  imagePosition: Alignment.optional(),
  html: Text.optional(),
  width: WidgetWidth.default('half'),
  content_display: ContentDisplay.default('default'),
  quadOptions: jsonText(QuadOptions).optional(),
  largeQuadOptions: jsonText(LargeQuadOptions).optional(),
  two_content_link_options: jsonText(TwoContentLinkOptions).optional(),
  ...CtaFields,
});
export type WidgetClass = z.infer<typeof WidgetClass>;

/** spec 000 §3.1 classkey campaigns (toggled active per organisation, spec 000 §4). */
export const CampaignClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  starts_on: z.string().date().nullable().default(null),
  ends_on: z.string().date().nullable().default(null),
});
export type CampaignClass = z.infer<typeof CampaignClass>;

/**
 * The widget ids of a page layout by area, in display order (spec 001 §2 Page layouts: lite widgets
 * beside the title, main content, stacked regular widgets, a lower row of low widgets, the Daily
 * Journal panel). The one record of where a widget sits on this page.
 */
export const PageLayout = z.object({
  lite_widgets: z.array(Id).max(50).default([]),
  main_content: z.array(Id).max(50).default([]),
  regular_widgets: z.array(Id).max(100).default([]),
  daily_journal: z.array(Id).max(20).default([]),
  low_widgets: z.array(Id).max(20).default([]),
});
export type PageLayout = z.infer<typeof PageLayout>;

/**
 * spec 000 §3.1 classkey pages: addressed by parent slug plus slug (spec 000 §2); page types and
 * content display from spec 000 §3.4; `programs` limits who sees it (spec 001 §2 Complete Profile).
 */
export const PageClass = z.object({
  title: Name,
  slug: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Use lowercase letters, digits and -'),
  parent_slug: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9-]*$/, 'Use lowercase letters, digits and -')
    .nullable()
    .default(null),
  path: z.string().trim().max(200).optional(),
  page_type: PageType.nullable().default(null),
  content_display: ContentDisplay.default('default'),
  html: Text.optional(),
  programs: jsonText(z.array(Id).max(100)).default([]),
  layout: jsonText(PageLayout).default({ lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] }),
});
export type PageClass = z.infer<typeof PageClass>;

/**
 * spec 000 §3.1 classkey userprogramaction: one member's completion of one action (spec 000 §3.3).
 * `triggered_process_code` is the process the member started by completing a triggered-process
 * action (spec 001 §4: "Clicking triggered process ... marks the step done"), copied by the server
 * from the action's cta_triggered_process_code; absent for every other completion.
 */
export const UserProgramActionClass = z.object({
  user_id: Id,
  program_id: Id,
  action_code: Code,
  group: Id.nullable().default(null),
  completed_at: z.string().datetime({ offset: true }).nullable().default(null),
  triggered_process_code: z.string().trim().max(100).optional(),
});
export type UserProgramActionClass = z.infer<typeof UserProgramActionClass>;
