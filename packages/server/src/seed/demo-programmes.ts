import type { Kysely } from 'kysely';
import {
  ActionClass,
  ActionGroupClass,
  CampaignClass,
  DASHBOARD_WIDGET_NAMES,
  OrganizationClass,
  PageClass,
  ProgramClass,
  WidgetClass,
  type Classkey,
  type DashboardWidgetName,
  type WidgetArea,
} from '@healthdeck/contract';
import type { z } from 'zod';
import { createClassStore, type ClassStore } from '../admin-classes/class-store.js';
import type { Database, LinkKind } from '../db/schema.js';
import { ensureClassRecord } from './ensure-class-record.js';

// Demo programmes content: an organisation with its logo (an SVG the portal serves), two
// programmes with action groups and actions, a widget for every dashboard widget name (spec 000
// §3.4) on the home page layout, campaigns (one toggled off), and the demo member enrolled in both
// programmes. Idempotent: records are found by code (the home page by slug) and never overwritten,
// so what an administrator changed stays.

export const DEMO_ORGANIZATION_CODE = 'demo-clinic';
export const DEMO_LOGO_PATH = '/logos/healthdeck-demo-clinic.svg';

/** Where each dashboard widget sits on the demo home page (spec 001 §2 page layouts). */
const AREA_OF: Partial<Record<DashboardWidgetName, WidgetArea>> = {
  'Verify Email': 'lite_widgets',
  'Next Step': 'main_content',
  'Program Progress': 'main_content',
  'Health Summary': 'main_content',
  'Daily Journal': 'daily_journal',
};
const FULL_WIDTH: readonly DashboardWidgetName[] = ['Next Step', 'Program Progress', 'Health Summary', 'Daily Journal'];
/**
 * The named widgets' own configuration (spec 001 §3 Widget config). Contact Us opens an external
 * contact page (spec 001 §2): its address is the widget's url call to action, which an admin edits
 * on the widget like any other link (no organisation or global default holds one).
 */
const NAMED_CONFIG: Partial<Record<DashboardWidgetName, Partial<z.input<typeof WidgetClass>>>> = {
  'Contact Us': {
    description: 'Questions about your care or your account? Our member support team is here to help.',
    cta_type: 'button',
    cta_text: 'Contact us',
    cta_url_type: 'url',
    cta_url: 'https://healthdeck.example.com/contact',
  },
};
/** In the Daily Journal panel already (spec 001 §2), so kept off the home page's own areas. */
const IN_THE_JOURNAL: readonly DashboardWidgetName[] = ['Hydration Tracker', 'Mood Tracker'];

/**
 * Content widgets of the demo home page, one per common widget type (spec 001 §2 Widget types):
 * a nudge to a portal page, a headline, a borderless card with the organisation's logo, a text
 * with a {{path}} placeholder, and sanitised HTML with an external link.
 */
export const DEMO_CONTENT_WIDGETS = [
  {
    name: 'Welcome nudge',
    type: 'nudge',
    title: 'Welcome, {{user.name}}',
    description: 'Set your sleep goal to get a plan that fits you.',
    cta_url_type: 'page',
    cta_page: { slug: 'profile', parent_slug: null },
  },
  {
    name: 'Spring headline',
    type: 'headline',
    title: 'Spring Wellness Challenge',
    subtitle: 'March 20 to June 20',
    description: 'Walk, hydrate and sleep well for thirteen weeks.',
    cta_url_type: 'none',
  },
  {
    name: 'Clinic borderless',
    type: 'borderless',
    title: 'HealthDeck Demo Clinic',
    description: 'Your care team is one message away.',
    image: DEMO_LOGO_PATH,
    imagePosition: 'RIGHT',
    cta_url_type: 'url',
    cta_url: 'https://www.acog.org/womens-health',
  },
  { name: 'About your dashboard', type: 'text', title: 'About your dashboard', description: 'Your trackers, programmes and tips live here.\nThey update as you log.', cta_url_type: 'none' },
  {
    name: 'Clinic news',
    type: 'html',
    html: '<h3>Clinic news</h3><p>Flu shots are available <strong>every weekday</strong>. <a href="https://www.cdc.gov/flu/">Learn about the flu</a>.</p>',
    width: 'full',
    cta_url_type: 'none',
  },
] as const satisfies readonly (z.input<typeof WidgetClass> & { name: string })[];

/** The content widgets the demo home shows in its lower row of low widgets (spec 001 §2), short cards the row takes. */
export const DEMO_LOW_ROW: readonly string[] = ['Spring headline', 'About your dashboard'];

type Db = Kysely<Database>;

/** The record of a class with this code (or slug), created from the schema's parse when missing. */
function ensure<S extends z.ZodType<Record<string, unknown>>>(
  store: ClassStore,
  classkey: Classkey,
  schema: S,
  key: { field: 'code' | 'slug' | 'name'; value: string },
  data: z.input<S>,
): Promise<string> {
  return ensureClassRecord(store, classkey, { [key.field]: key.value }, () => schema.parse(data));
}

async function link(db: Db, kind: LinkKind, a: string, b: string, isActive = true): Promise<void> {
  await db
    .insertInto('links')
    .values({ kind, a_id: a, b_id: b, is_active: isActive })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function seedDemoProgrammes(db: Db, memberEmail = 'member@healthdeck.test', adminEmail = 'admin@healthdeck.test'): Promise<void> {
  const store = createClassStore(db);
  const organization = await ensure(
    store,
    'organizations',
    OrganizationClass,
    { field: 'code', value: DEMO_ORGANIZATION_CODE },
    {
      name: 'HealthDeck Demo Clinic',
      code: DEMO_ORGANIZATION_CODE,
      description: 'The organisation every demo account belongs to.',
      logo_variants: [{ logo_name: 'main', logo_path: DEMO_LOGO_PATH }],
      virtual_care_types: JSON.stringify(['everyday-care', 'urgent-care']),
      get_care_types: JSON.stringify(['everyday-care', 'urgent-care', 'specialty-care']),
      integrations: JSON.stringify([{ name: 'fitbit', enabled: true }]),
      // The partner-site example names the server at http://localhost:8080 (examples/partner-site);
      // served from the server itself it is same-origin anyway. Other partner origins: add them here.
      allowed_origins: JSON.stringify(['http://localhost:8080']),
    },
  );

  const pregnancy = await ensure(
    store,
    'programs',
    ProgramClass,
    { field: 'code', value: 'healthy-pregnancy' },
    { name: 'Healthy Pregnancy', code: 'healthy-pregnancy', description: 'Week by week care for you and your baby.' },
  );
  const sleep = await ensure(
    store,
    'programs',
    ProgramClass,
    { field: 'code', value: 'better-sleep' },
    { name: 'Better Sleep', code: 'better-sleep', description: 'Small habits for longer, deeper sleep.' },
  );

  const trimester = await ensure(
    store,
    'action_groups',
    ActionGroupClass,
    { field: 'code', value: 'first-trimester' },
    { name: 'First trimester', code: 'first-trimester', program_id: pregnancy, order: 0 },
  );
  const windDown = await ensure(store, 'action_groups', ActionGroupClass, { field: 'code', value: 'wind-down' }, { name: 'Wind down', code: 'wind-down', program_id: sleep, order: 0 });

  const actions: z.input<typeof ActionClass>[] = [
    {
      code: 'take-folic-acid',
      name: 'Take folic acid daily',
      program_id: pregnancy,
      group: trimester,
      order: 0,
      completion_type: 'manual_confirmation',
      cta_type: 'button',
      cta_text: 'I take it',
      cta_completed_text: 'Done',
    },
    {
      code: 'book-first-visit',
      name: 'Book your first prenatal visit',
      program_id: pregnancy,
      group: trimester,
      order: 1,
      completion_type: 'url',
      cta_type: 'button',
      cta_text: 'Book now',
      cta_url_type: 'url',
      cta_url: 'https://www.acog.org/womens-health/faqs/having-a-baby',
      cta_complete_action_on_click: { programId: pregnancy },
    },
    {
      code: 'complete-health-assessment',
      name: 'Complete the health assessment',
      program_id: pregnancy,
      order: 2,
      completion_type: 'page',
      cta_type: 'arrow',
      cta_url_type: 'page',
      cta_page: { slug: 'hra-form', parent_slug: null },
    },
    {
      code: 'set-sleep-goal',
      name: 'Set your sleep goal',
      program_id: sleep,
      order: 0,
      completion_type: 'page',
      cta_type: 'arrow',
      cta_url_type: 'page',
      cta_page: { slug: 'profile', parent_slug: null },
    },
    {
      code: 'screens-off',
      name: 'Screens off an hour before bed',
      program_id: sleep,
      group: windDown,
      order: 1,
      completion_type: 'manual_confirmation',
      cta_type: 'button',
      cta_text: 'I did it',
      cta_completed_text: 'Well done',
    },
  ];
  for (const action of actions) await ensure(store, 'action', ActionClass, { field: 'code', value: action.code }, action);

  const widgetIds = new Map<DashboardWidgetName, string>();
  for (const name of DASHBOARD_WIDGET_NAMES) {
    const id = await ensure(
      store,
      'widgets',
      WidgetClass,
      { field: 'name', value: name },
      {
        name,
        title: name,
        type: 'custom',
        width: FULL_WIDTH.includes(name) ? 'full' : 'half',
        ...NAMED_CONFIG[name],
      },
    );
    widgetIds.set(name, id);
  }
  // spec 001 §2: program progress needs programs and user programs, so it belongs to both
  // programmes; the other widgets are for everyone (a new member's home has the daily habits).
  for (const programme of [pregnancy, sleep]) await link(db, 'program_widget', programme, widgetIds.get('Program Progress')!);

  const layout: Record<WidgetArea, string[]> = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] };
  for (const name of DASHBOARD_WIDGET_NAMES) if (!IN_THE_JOURNAL.includes(name)) layout[AREA_OF[name] ?? 'regular_widgets'].push(widgetIds.get(name)!);
  // Configured content widgets (spec 001 §2 Widget types, §3 Widget config), after the named ones.
  for (const widget of DEMO_CONTENT_WIDGETS) {
    const id = await ensure(store, 'widgets', WidgetClass, { field: 'name', value: widget.name }, widget);
    layout[DEMO_LOW_ROW.includes(widget.name) ? 'low_widgets' : 'regular_widgets'].push(id);
  }
  await ensure(store, 'pages', PageClass, { field: 'slug', value: 'home' }, { title: 'Home', slug: 'home', content_display: 'default', layout });

  const spring = await ensure(
    store,
    'campaigns',
    CampaignClass,
    { field: 'code', value: 'spring-wellness' },
    { name: 'Spring Wellness Challenge', code: 'spring-wellness', starts_on: '2026-03-20', ends_on: '2026-06-20' },
  );
  const hydration = await ensure(store, 'campaigns', CampaignClass, { field: 'code', value: 'hydration-month' }, { name: 'Hydration Month', code: 'hydration-month' });
  await link(db, 'organization_campaign', organization, spring);
  await link(db, 'organization_campaign', organization, hydration, false);

  await link(db, 'organization_program', organization, pregnancy);
  await link(db, 'organization_program', organization, sleep);
  const users = await db.selectFrom('users').select(['id', 'email']).where('email', 'in', [memberEmail, adminEmail]).execute();
  for (const user of users) await link(db, 'organization_user', organization, user.id);
  const member = users.find((u) => u.email === memberEmail);
  if (member) {
    await link(db, 'program_user', pregnancy, member.id);
    await link(db, 'program_user', sleep, member.id);
  }
}
