import { z } from 'zod';
import { PageClass, PageLayout, WidgetArea } from './admin-classes/programmes.js';
import { Widget } from './links.js';

// spec 000 §2 (pages addressed by parent slug plus slug), §3.4 page types and widget areas;
// spec 001 §2 Page layouts. The server returns a page config and the portal renders its areas, so no
// page is hard-coded in the portal.

export const Page = PageClass.extend({ id: z.string().uuid() });
export type Page = z.infer<typeof Page>;

export const PageIdParams = z.object({ id: z.string().uuid('The page id must be a UUID') });
export const PageResponse = z.object({ page: Page });
export type PageResponse = z.infer<typeof PageResponse>;

// Layouts are published, not saved (docs/decisions/0096-page-layouts-published.md): the admin edits
// one draft per page, members read only the published layout, and every publish is a numbered version.

const Version = z.coerce.number().int('A version is a whole number').min(1, 'Versions start at 1');
const Timestamp = z.string().datetime({ offset: true });

/** Who saved a draft or published a version: null for version 1 of a layout published before versions were kept. */
export const LayoutAuthor = z.object({ id: z.string().uuid(), name: z.string().nullable(), email: z.string() }).nullable();
export type LayoutAuthor = z.infer<typeof LayoutAuthor>;

/** One published version of a page's layout; `restored_from` is the version a rollback copied. */
export const PageLayoutVersion = z.object({
  version: z.number().int().min(1),
  layout: PageLayout,
  published_by: LayoutAuthor,
  published_at: Timestamp,
  restored_from: z.number().int().min(1).nullable(),
});
export type PageLayoutVersion = z.infer<typeof PageLayoutVersion>;

/**
 * The page's one draft: the layout being edited and the published version it was started from
 * (`base_version`, the expected version of its publish). `saved` is false when no draft is stored:
 * the layout is then the published one, and nobody has edited it.
 */
export const PageLayoutDraft = z.object({
  layout: PageLayout,
  base_version: z.number().int().min(1),
  saved: z.boolean(),
  updated_by: LayoutAuthor,
  updated_at: Timestamp.nullable(),
});
export type PageLayoutDraft = z.infer<typeof PageLayoutDraft>;

export const PageLayoutStateResponse = z.object({ page: Page.omit({ layout: true }), draft: PageLayoutDraft, published: PageLayoutVersion });
export type PageLayoutStateResponse = z.infer<typeof PageLayoutStateResponse>;

export const PageLayoutDraftSaveRequest = z.object({ layout: PageLayout, base_version: Version });
export type PageLayoutDraftSaveRequest = z.infer<typeof PageLayoutDraftSaveRequest>;

/** The version the admin's draft was started from: a publish after another one is refused (409), not applied over it. */
export const PageLayoutPublishRequest = z.object({ expected_version: Version });
export type PageLayoutPublishRequest = z.infer<typeof PageLayoutPublishRequest>;

export const PageLayoutVersionParams = PageIdParams.extend({ version: Version });
export const PageLayoutVersionsResponse = z.object({ versions: z.array(PageLayoutVersion) });
export type PageLayoutVersionsResponse = z.infer<typeof PageLayoutVersionsResponse>;

/** The draft being edited, seen by a member of this programme (none: a member who follows no programme). */
export const PageLayoutPreviewRequest = z.object({ layout: PageLayout, program_id: z.string().uuid('The programme id must be a UUID').nullable().default(null) });
export type PageLayoutPreviewRequest = z.infer<typeof PageLayoutPreviewRequest>;

export const ClientPageQuery = z.object({
  slug: z
    .string()
    .trim()
    .min(1, 'slug is required')
    .max(200)
    .regex(/^[a-z0-9-]+$/, 'Not a page slug'),
  parent_slug: z
    .string()
    .trim()
    .max(200)
    .regex(/^[a-z0-9-]*$/, 'Not a page slug')
    .optional(),
});
export type ClientPageQuery = z.infer<typeof ClientPageQuery>;

/**
 * The page's widgets by area in the order of the page's layout, only those of the member's
 * programmes (or of none); low_widgets is spec 001 §2's lower row of low widgets.
 */
export const PageAreas = z.object({
  lite_widgets: z.array(Widget),
  main_content: z.array(Widget),
  regular_widgets: z.array(Widget),
  daily_journal: z.array(Widget),
  low_widgets: z.array(Widget),
});
export type PageAreas = z.infer<typeof PageAreas>;
export const ClientPageResponse = z.object({ page: Page.omit({ layout: true, programs: true }), areas: PageAreas });
export type ClientPageResponse = z.infer<typeof ClientPageResponse>;

/**
 * spec 000 §2 (the client sidebar), spec 001 §2 (feature flags, Complete Profile redirect): the pages
 * the member may open (open to all, or to one of their programmes), parent first then title. Each
 * page's `programs` are those of its programmes the member follows (empty: a page for everyone);
 * `member_programs` are the member's own programme ids (spec 001 §3 User programs).
 */
export const ClientMenuPage = Page.pick({ id: true, title: true, slug: true, parent_slug: true, path: true, page_type: true, content_display: true }).extend({
  programs: z.array(z.string().uuid()),
});
export type ClientMenuPage = z.infer<typeof ClientMenuPage>;
export const ClientPagesMenuResponse = z.object({ pages: z.array(ClientMenuPage), member_programs: z.array(z.string().uuid()) });
export type ClientPagesMenuResponse = z.infer<typeof ClientPagesMenuResponse>;

/**
 * The draft as a member of the chosen programme would see it, by the member page's own rule:
 * `page_shown` false when the page is for other programmes; `hidden` the widgets of other programmes.
 */
export const PageLayoutPreviewResponse = z.object({
  page_shown: z.boolean(),
  areas: PageAreas,
  hidden: z.array(z.object({ id: z.string().uuid(), area: WidgetArea })),
});
export type PageLayoutPreviewResponse = z.infer<typeof PageLayoutPreviewResponse>;
