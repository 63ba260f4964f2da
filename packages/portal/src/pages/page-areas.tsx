import { lazy, type ReactNode, Suspense, useEffect, useId, useRef } from 'react';
import type { ClientPageResponse } from '@healthdeck/contract/light';
import { pageDisplay } from '@healthdeck/sdk';
import { PlacedWidgetArea as Area, loadAwayWidgetsWhenIdle, useMessages } from '@healthdeck/widgets';
import { DailyJournalLayout } from '../components/daily-journal-panel.js';
import { PagePathContent, pagePathWidget } from './page-path-content.js';
import { pageMessages } from './page-messages.js';
import { usePageSettled } from './use-page-settled.js';
import { PageTypeContent, pageTypeHasContent } from './page-type-content.js';

// The sanitiser (DOMPurify) loads only for a page that has HTML to show.
const LazyPageHtml = lazy(async () => ({ default: (await import('./page-html.js')).PageHtml }));
function PageHtml({ html }: { html: string | null | undefined }) {
  if (!html?.trim()) return null;
  return (
    <Suspense fallback={<div className="hd-page__html" aria-busy="true" />}>
      <LazyPageHtml html={html} />
    </Suspense>
  );
}

type Areas = ClientPageResponse['areas'];
type Page = ClientPageResponse['page'];

/**
 * A page from the server's page configuration (spec 001 §2 Page layouts, 000 §3.4 widget areas,
 * page types and content display): the title with the lite widgets beside it, the page's sanitised
 * HTML (html pages), the screen its path names (page-path-content.tsx) or else the page type's own
 * content (page-type-content.tsx), the main content (hidden on a
 * gallery), the stacked regular widgets in the grid, the lower row of low widgets under them, and
 * the daily_journal area in the Daily Journal panel. A full HTML page is only its sanitised HTML; a
 * custom page is its title and the screen its path or type names, without the widget rows (pageDisplay). Each widget is placed through the registry by
 * name or type, so no page is hard-coded in the portal.
 */
export function PageAreas({ page, areas }: { page: Pick<Page, 'title' | 'page_type' | 'content_display' | 'html' | 'path'>; areas: Areas }) {
  const t = useMessages(pageMessages);
  const display = pageDisplay(page.content_display);
  const headingId = useId();
  // The areas are laid out out of sight until the widgets near the screen have their code and first
  // data (use-page-settled.ts), then shown at once, so nothing moves.
  const bodyRef = useRef<HTMLDivElement>(null);
  const ready = usePageSettled(bodyRef);
  // Once the first screen shows, the widgets below it fill while the browser is idle, so the whole
  // page is there without being scrolled to (a full-page capture, a print, a search in the page).
  useEffect(() => (ready ? loadAwayWidgetsWhenIdle() : undefined), [ready]);
  if (!display.title) {
    return (
      <section className="hd-page__full-html" aria-labelledby={headingId}>
        {/* Full HTML has no title (spec 001 §2); the page keeps a heading for assistive technology. */}
        <h1 id={headingId} className="hd-page-visually-hidden">
          {page.title}
        </h1>
        <PageHtml html={page.html} />
      </section>
    );
  }
  const main = display.mainContent ? areas.main_content : [];
  const pathWidget = pagePathWidget(page.path);
  const typeContent: ReactNode = pathWidget ? <PagePathContent screen={pathWidget} /> : pageTypeHasContent(page.page_type) ? <PageTypeContent pageType={page.page_type} /> : null;
  const html = display.html ? <PageHtml html={page.html} /> : null;
  const rows = display.areas ? areas.regular_widgets.length + areas.low_widgets.length + areas.daily_journal.length : 0;
  const empty = !typeContent && !(display.html && page.html?.trim()) && areas.lite_widgets.length + main.length + rows === 0;
  return (
    <div ref={bodyRef} className="hd-page__body" data-settling={ready ? undefined : 'true'} aria-busy={ready ? undefined : true}>
      <div className="hd-page__header">
        <h1>{page.title}</h1>
        <Area widgets={areas.lite_widgets} className="hd-area hd-area--lite" />
      </div>
      <div className="hd-page__areas">
        {ready ? null : (
          <p role="status" className="hd-page__settling">
            {t.loading}
          </p>
        )}
        {html}
        {typeContent}
        {display.areas ? (
          <DailyJournalLayout panel={areas.daily_journal.length > 0 ? <Area widgets={areas.daily_journal} className="hd-area hd-area--journal" /> : null}>
            <Area widgets={main} className="hd-area hd-area--main" />
            <Area widgets={areas.regular_widgets} className="hd-widget-grid" />
            <Area widgets={areas.low_widgets} className="hd-area hd-area--low" />
          </DailyJournalLayout>
        ) : null}
        {empty ? <p className="hd-page__empty">{t.empty}</p> : null}
      </div>
    </div>
  );
}
