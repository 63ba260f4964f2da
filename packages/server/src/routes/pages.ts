import { WIDGET_AREAS, widgetFitsArea, type ClientPageResponse, type ClientPagesMenuResponse, type PageClass, type Widget, type WidgetArea, type WidgetClass } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError, badRequest } from '../http/api-error.js';
import { linkedFrom, linkedFromEachOfKinds } from '../domain/links/links.js';

// spec 000 §2 (pages addressed by parent slug plus slug), §3.4 widget areas; spec 001 §2 page
// layouts. The portal renders each area of the page config it is given, so no page is hard-coded there.

const PAGE_NOT_FOUND = 'Page not found';
const pageNotFound = () => new ApiHttpError(404, 'NOT_FOUND', PAGE_NOT_FOUND);

export const pageHandlers: SomeHandlers<'adminPageLayoutSave' | 'clientPage' | 'clientPagesMenu'> = {
  /**
   * Saves which widgets a page shows, by area and in order. The layout is the one record of where
   * each widget sits on this page; the widgets themselves are not written, so the same widget may
   * sit elsewhere on another page. A widget listed twice, an unknown one, or one whose type the
   * low row does not take (contract rules/widget-areas.ts) is refused, naming the area.
   */
  async adminPageLayoutSave({ params, body, ctx }) {
    return ctx.db.transaction().execute(async (trx) => {
      const store = createClassStore(trx);
      const page = await store.get<PageClass>('pages', params.id);
      if (!page) throw pageNotFound();
      const ids = WIDGET_AREAS.flatMap((area) => body.layout[area]);
      const widgets = await store.getMany<WidgetClass>('widgets', ids);
      const seen = new Set<string>();
      for (const area of WIDGET_AREAS) {
        for (const id of body.layout[area]) {
          if (seen.has(id)) throw badRequest(`Widget ${id} is placed twice in the layout`, { [`layout.${area}`]: 'A widget may appear once' });
          seen.add(id);
          const widget = widgets.get(id);
          if (!widget) throw badRequest(`Widget not found: ${id}`, { [`layout.${area}`]: `Widget not found: ${id}` });
          if (!widgetFitsArea(area, widget.data.type)) {
            throw badRequest(`Widget ${widget.data.name} (${widget.data.type}) does not fit the low widgets row`, {
              [`layout.${area}`]: `A ${widget.data.type} widget does not fit the low widgets row`,
            });
          }
        }
      }
      const updated = await store.update<PageClass>('pages', page.id, { ...page.data, layout: body.layout });
      if (!updated) throw pageNotFound();
      return { page: { ...updated.data, id: updated.id } };
    });
  },

  /**
   * A page for the member: 404 unless it is open to all or to one of their programs; its widgets in
   * the areas and order of the page's layout, keeping those linked to none of the programs (shown to
   * all) or to one of theirs.
   */
  async clientPage({ query, user, ctx }) {
    const store = createClassStore(ctx.db);
    const parent = query.parent_slug ? query.parent_slug : null;
    const { items } = await store.list<PageClass>('pages', { filters: { slug: query.slug } });
    const page = items.find((item) => (item.data.parent_slug ?? null) === parent);
    if (!page) throw pageNotFound();
    const ids = WIDGET_AREAS.flatMap((area) => page.data.layout?.[area] ?? []);
    // The layout's widgets, the member's programmes and the widgets' in two reads at once, the
    // links in one statement (the load benchmark: there were two per widget, then two in turn).
    const [widgets, links] = await Promise.all([
      store.getMany<WidgetClass>('widgets', ids),
      linkedFromEachOfKinds(ctx.db, [
        { kind: 'program_user', bs: [user.id] },
        { kind: 'program_widget', bs: ids },
      ]),
    ]);
    const programs = new Set(links.get('program_user')?.get(user.id) ?? []);
    const programsOf = links.get('program_widget') ?? new Map<string, string[]>();
    const pagePrograms = page.data.programs ?? [];
    if (pagePrograms.length > 0 && !pagePrograms.some((id) => programs.has(id))) throw pageNotFound();

    const areas: Record<WidgetArea, Widget[]> = { lite_widgets: [], main_content: [], regular_widgets: [], daily_journal: [], low_widgets: [] };
    for (const area of WIDGET_AREAS) {
      for (const id of page.data.layout?.[area] ?? []) {
        const widget = widgets.get(id);
        if (!widget) continue; // deleted since the layout was saved
        const widgetPrograms = programsOf.get(id) ?? [];
        if (widgetPrograms.length > 0 && !widgetPrograms.some((programId) => programs.has(programId))) continue;
        areas[area].push({ ...widget.data, id: widget.id });
      }
    }
    const { layout: _layout, programs: _programs, ...shown } = page.data;
    const result: ClientPageResponse = { page: { ...shown, id: page.id }, areas };
    return result;
  },

  /**
   * The pages the member may open, by the same programme rule as clientPage: a page with no
   * programmes is for everyone, else for members of one of them. Parent pages first, then by title.
   */
  async clientPagesMenu({ user, ctx }) {
    const store = createClassStore(ctx.db);
    const memberPrograms = await linkedFrom(ctx.db, 'program_user', user.id);
    const mine = new Set(memberPrograms);
    const pages: ClientPagesMenuResponse['pages'] = [];
    for (let offset = 0; ; ) {
      const { items } = await store.list<PageClass>('pages', { offset, limit: 100 });
      for (const page of items) {
        const pagePrograms = page.data.programs ?? [];
        if (pagePrograms.length > 0 && !pagePrograms.some((id) => mine.has(id))) continue;
        const { title, slug, parent_slug = null, path, page_type = null, content_display = 'default' } = page.data;
        pages.push({ id: page.id, title, slug, parent_slug, ...(path ? { path } : {}), page_type, content_display, programs: pagePrograms.filter((id) => mine.has(id)) });
      }
      if (items.length < 100) break;
      offset += items.length;
    }
    pages.sort((a, b) => Number(a.parent_slug !== null) - Number(b.parent_slug !== null) || a.title.localeCompare(b.title));
    return { pages, member_programs: memberPrograms };
  },
};
