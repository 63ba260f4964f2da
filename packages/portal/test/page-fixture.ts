import type { ClientPageResponse, ContentDisplay, DashboardWidgetName, PageType, WidgetArea, WidgetType } from '@healthdeck/contract';
import type { FakeHandler } from '@healthdeck/sdk/testing';

type AreaNames = Partial<Record<WidgetArea, readonly (DashboardWidgetName | { name: string; type: WidgetType })[]>>;

let nextId = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

/** The page's own fields beyond title and slug (spec 000 §3.4 page types and content display). */
export interface PageFields {
  page_type?: PageType | null;
  content_display?: ContentDisplay;
  html?: string;
  parent_slug?: string | null;
  /** spec 001 §2: a page known by its path (hra-form, virtual-care, …). */
  path?: string;
}

/** A page as the server answers clientPage (contract ClientPageResponse), widgets given by name per area. */
export function pageAnswer(title: string, areas: AreaNames, slug = 'home', fields: PageFields = {}): ClientPageResponse {
  const widgets = (area: WidgetArea) =>
    (areas[area] ?? []).map((entry) => {
      const { name, type } = typeof entry === 'string' ? { name: entry, type: 'custom' as const } : entry;
      return { id: uuid(), name, title: name, type, width: 'half' as const, content_display: 'default' as const, cta_type: 'button' as const, cta_url_type: 'none' as const };
    });
  return {
    page: { id: uuid(), title, slug, parent_slug: null, page_type: null, content_display: 'default', ...fields },
    areas: {
      lite_widgets: widgets('lite_widgets'),
      main_content: widgets('main_content'),
      regular_widgets: widgets('regular_widgets'),
      daily_journal: widgets('daily_journal'),
      low_widgets: widgets('low_widgets'),
    },
  };
}

/**
 * The member's home page as the demo seed lays it out (packages/server/src/seed/demo-programmes.ts),
 * with the widgets built so far: what /client/home shows when a test does not answer clientPage itself.
 */
export const homePage: FakeHandler = () => ({
  status: 200,
  body: pageAnswer('Home', {
    lite_widgets: ['Verify Email'],
    daily_journal: ['Daily Journal'],
    regular_widgets: ['Daily Tasks', 'Sleep Tracker', 'Smart Meal Tracker', 'Sleep Summary', 'Fitness'],
  }),
});
