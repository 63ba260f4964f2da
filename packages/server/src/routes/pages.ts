import type { ClientPageResponse, ClientPagesMenuResponse, PageClass, WidgetClass } from '@healthdeck/contract';
import { createClassStore } from '../admin-classes/class-store.js';
import type { SomeHandlers } from './types.js';
import { ApiHttpError } from '../http/api-error.js';
import { memberView, pageOpensFor, placedIds } from '../domain/page-layouts/member-view.js';
import { discardDraft, draftPreview, layoutState, layoutVersions, publishDraft, restoreVersion, saveDraft } from '../domain/page-layouts/page-layouts.js';
import { linkedFrom, linkedFromEachOfKinds } from '../domain/links/links.js';
import { memberTranslator } from '../http/member-translator.js';

// spec 000 §2 (pages addressed by parent slug plus slug), §3.4 widget areas; spec 001 §2 page
// layouts. The portal renders each area of the page config it is given, so no page is hard-coded there.
// Members read the page's published layout only; the admin's draft is never in their answer.

const PAGE_NOT_FOUND = 'Page not found';
const pageNotFound = () => new ApiHttpError(404, 'NOT_FOUND', PAGE_NOT_FOUND);

export const pageHandlers: SomeHandlers<
  | 'adminPageLayout'
  | 'adminPageLayoutDraftSave'
  | 'adminPageLayoutDraftDiscard'
  | 'adminPageLayoutPublish'
  | 'adminPageLayoutVersions'
  | 'adminPageLayoutRestore'
  | 'adminPageLayoutPreview'
  | 'clientPage'
  | 'clientPagesMenu'
> = {
  // Layouts are published, not saved (domain/page-layouts/page-layouts.ts): the admin edits a draft
  // members never read; publishing or rolling back writes a numbered version.
  adminPageLayout: ({ params, ctx }) => layoutState(ctx.db, params.id),
  adminPageLayoutDraftSave: ({ params, body, user, ctx }) => saveDraft(ctx.db, params.id, body.layout, body.base_version, user.id),
  adminPageLayoutDraftDiscard: ({ params, ctx }) => discardDraft(ctx.db, params.id),
  adminPageLayoutPublish: ({ params, body, user, request, ctx }) => publishDraft(ctx.db, params.id, body.expected_version, { userId: user.id, ip: request.ip }),
  async adminPageLayoutVersions({ params, ctx }) {
    return { versions: await layoutVersions(ctx.db, params.id) };
  },
  adminPageLayoutRestore: ({ params, body, user, request, ctx }) => restoreVersion(ctx.db, params.id, params.version, body.expected_version, { userId: user.id, ip: request.ip }),
  adminPageLayoutPreview: ({ params, body, ctx }) => draftPreview(ctx.db, params.id, body.layout, body.program_id),

  /**
   * A page for the member: 404 unless it is open to all or to one of their programs; its widgets in
   * the areas and order of the page's layout, keeping those linked to none of the programs (shown to
   * all) or to one of theirs.
   */
  async clientPage({ query, user, request, reply, ctx }) {
    const store = createClassStore(ctx.db);
    const parent = query.parent_slug ? query.parent_slug : null;
    const { items } = await store.list<PageClass>('pages', { filters: { slug: query.slug } });
    const page = items.find((item) => (item.data.parent_slug ?? null) === parent);
    if (!page) throw pageNotFound();
    const ids = placedIds(page.data.layout);
    // The layout's widgets, the member's programmes and the widgets' in two reads at once, the
    // links in one statement (the load benchmark: there were two per widget, then two in turn).
    // The page's and its widgets' texts in the member's language are read beside them (one statement).
    const [widgets, links, translator] = await Promise.all([
      store.getMany<WidgetClass>('widgets', ids),
      linkedFromEachOfKinds(ctx.db, [
        { kind: 'program_user', bs: [user.id] },
        { kind: 'program_widget', bs: ids },
      ]),
      memberTranslator(ctx.db, request, reply, user.id, { pages: [page.id], widgets: ids }),
    ]);
    const programs = new Set(links.get('program_user')?.get(user.id) ?? []);
    if (!pageOpensFor(page.data.programs ?? [], programs)) throw pageNotFound();
    const translated = new Map([...widgets].map(([id, widget]) => [id, { ...widget, data: translator.apply('widgets', id, widget.data) }]));
    const { areas } = memberView(page.data.layout, translated, links.get('program_widget') ?? new Map<string, string[]>(), programs);
    const { layout: _layout, programs: _programs, ...shown } = translator.apply('pages', page.id, page.data);
    const result: ClientPageResponse = { page: { ...shown, id: page.id }, areas };
    return result;
  },

  /**
   * The pages the member may open, by the same programme rule as clientPage: a page with no
   * programmes is for everyone, else for members of one of them. Parent pages first, then by title
   * in the member's language.
   */
  async clientPagesMenu({ user, request, reply, ctx }) {
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
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { pages: pages.map((page) => page.id) });
    for (const page of pages) page.title = translator.text('pages', page.id, 'title', page.title);
    pages.sort((a, b) => Number(a.parent_slug !== null) - Number(b.parent_slug !== null) || a.title.localeCompare(b.title, translator.language));
    return { pages, member_programs: memberPrograms };
  },
};
