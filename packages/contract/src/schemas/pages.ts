import { z } from 'zod';
import { PageClass, PageLayout } from './admin-classes/programmes.js';
import { Widget } from './links.js';

// spec 000 §2 (pages addressed by parent slug plus slug), §3.4 page types and widget areas;
// spec 001 §2 Page layouts. The server returns a page config and the portal renders its areas, so no
// page is hard-coded in the portal.

export const Page = PageClass.extend({ id: z.string().uuid() });
export type Page = z.infer<typeof Page>;

export const PageIdParams = z.object({ id: z.string().uuid('The page id must be a UUID') });
export const PageLayoutSaveRequest = z.object({ layout: PageLayout });
export type PageLayoutSaveRequest = z.infer<typeof PageLayoutSaveRequest>;
export const PageResponse = z.object({ page: Page });
export type PageResponse = z.infer<typeof PageResponse>;

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
