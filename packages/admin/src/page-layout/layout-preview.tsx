import { useId } from 'react';
import type { ContentDisplay, Widget } from '@healthdeck/contract/light';
import { pageDisplay } from '@healthdeck/sdk';
import { PlacedWidgetArea, useMessages } from '@healthdeck/widgets';
import type { WidgetRecord } from '../hooks/use-all-widgets.js';
import type { Layout } from './layout-state.js';
import { layoutMessages } from './messages.js';

/** A widget record as the member's page receives it (the client page's widget: its data and id). */
function asPlaced(record: WidgetRecord): Widget {
  return { ...(record.data as Omit<Widget, 'id'>), id: record.id };
}

/**
 * The live preview (spec 001 §2 Page layouts): the page as a member sees it with the layout being
 * edited — the title with the lite widgets beside it, the main content (hidden on a gallery page),
 * the regular widgets' grid (a custom page shows none of the rows below the title: pageDisplay), the lower row of low widgets and the Daily Journal panel — each widget rendered by the member's own
 * renderer (PlacedWidgetArea → PlacedWidget, the registry) and the portal's page classes.
 */
export function LayoutPreview({ title, contentDisplay, layout, widgets }: { title: string; contentDisplay: ContentDisplay; layout: Layout; widgets: ReadonlyMap<string, WidgetRecord> }) {
  const M = useMessages(layoutMessages);
  const headingId = useId();
  const placed = (ids: readonly string[]) => ids.flatMap((id) => (widgets.has(id) ? [asPlaced(widgets.get(id) as WidgetRecord)] : []));
  const lite = placed(layout.lite_widgets);
  const display = pageDisplay(contentDisplay);
  const main = display.mainContent ? placed(layout.main_content) : [];
  const regular = display.areas ? placed(layout.regular_widgets) : [];
  const low = display.areas ? placed(layout.low_widgets) : [];
  const journal = display.areas ? placed(layout.daily_journal) : [];
  const empty = lite.length + main.length + regular.length + low.length + journal.length === 0;
  return (
    <section className="hd-layout-preview" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.previewHeading}</h2>
      <p className="hd-form-note">{M.previewNote}</p>
      <div className="hd-layout-preview__page hd-page">
        <div className="hd-page__header">
          <p className="hd-layout-preview__title">{title}</p>
          <PlacedWidgetArea widgets={lite} className="hd-area hd-area--lite" />
        </div>
        {journal.length > 0 ? (
          <div className="hd-layout-preview__journal">
            <p className="hd-layout-preview__journal-title">{M.journalHeading}</p>
            <PlacedWidgetArea widgets={journal} className="hd-area hd-area--journal" />
          </div>
        ) : null}
        <PlacedWidgetArea widgets={main} className="hd-area hd-area--main" />
        <PlacedWidgetArea widgets={regular} className="hd-widget-grid" />
        <PlacedWidgetArea widgets={low} className="hd-area hd-area--low" />
        {empty ? <p className="hd-page__empty">{M.previewEmpty}</p> : null}
      </div>
    </section>
  );
}
