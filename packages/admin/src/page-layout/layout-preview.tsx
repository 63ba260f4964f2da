import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { ContentDisplay, PageLayoutPreviewResponse, Widget } from '@healthdeck/contract/light';
import { pageDisplay, pageLayoutPreviewQuery, programsQuery } from '@healthdeck/sdk';
import { PlacedWidgetArea, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { LoadState } from '../shared/load-state.js';
import type { WidgetRecord } from '../hooks/use-all-widgets.js';
import type { Layout } from './layout-state.js';
import { layoutMessages } from './messages.js';
import { PreviewFrame } from './preview-frame.js';

/** The member screen widths the preview offers (a phone, a tablet, a desktop). */
export const PREVIEW_WIDTHS = [375, 1024, 1440] as const;
type PreviewWidth = (typeof PREVIEW_WIDTHS)[number];
const NO_PROGRAMME = '';

/**
 * The preview (spec 001 §2 Page layouts): the layout being edited as a member of the chosen
 * programme sees it, by the member page's own rule on the server (widgets of other programmes left
 * out and listed as hidden, a page for other programmes not shown), at a member's screen width —
 * the title with the lite widgets beside it, the Daily Journal panel, the main content (hidden on a
 * gallery or custom page), the grid of regular widgets and the lower row, each widget rendered by the member's
 * own renderer (PlacedWidgetArea) and the portal's page classes.
 */
export function LayoutPreview({
  pageId,
  title,
  contentDisplay,
  layout,
  widgets,
}: {
  pageId: string;
  title: string;
  contentDisplay: ContentDisplay;
  layout: Layout;
  widgets: ReadonlyMap<string, WidgetRecord>;
}) {
  const M = useMessages(layoutMessages);
  const sdk = useHealthDeck();
  const headingId = useId();
  const idBase = useId();
  const [programId, setProgramId] = useState(NO_PROGRAMME);
  const [width, setWidth] = useState<PreviewWidth>(375);
  const programmes = useQuery({ ...programsQuery(sdk, { take: 100 }), retry: false });
  const preview = useQuery({ ...pageLayoutPreviewQuery(sdk, pageId, layout, programId || null), placeholderData: keepPreviousData, retry: false });
  const nameOf = (id: string) => widgets.get(id)?.data.name ?? M.unknownWidget(id);
  return (
    <section className="hd-layout-preview" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.previewHeading}</h2>
      <p className="hd-form-note">{M.previewNote}</p>
      <div className="hd-inline-form hd-layout-preview__controls">
        <div className="hd-select">
          <label htmlFor={`${idBase}-programme`}>{M.previewAs}</label>
          <select id={`${idBase}-programme`} value={programId} onChange={(e) => setProgramId(e.currentTarget.value)} disabled={!programmes.data}>
            <option value={NO_PROGRAMME}>{M.noProgramme}</option>
            {programmes.data?.programs.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="hd-layout-preview__widths">
          <legend>{M.previewWidth}</legend>
          {PREVIEW_WIDTHS.map((w) => (
            <label key={w} className="hd-layout-preview__width">
              <input type="radio" name={`${idBase}-width`} value={w} checked={width === w} onChange={() => setWidth(w)} />
              {M.widthLabel(w)}
            </label>
          ))}
        </fieldset>
      </div>
      {programmes.isError ? <p className="hd-form-note">{M.programmesUnavailable}</p> : null}
      {!preview.data ? (
        <LoadState error={preview.error} loading={M.previewLoading} onRetry={() => void preview.refetch()} />
      ) : (
        <>
          <p role="status" className="hd-layout-preview__status">
            {preview.isFetching ? M.previewUpdating : ''}
          </p>
          {preview.data.page_shown ? null : <p className="hd-form-note hd-layout__warning">{M.pageNotForProgramme}</p>}
          {preview.data.hidden.length > 0 ? (
            <div className="hd-layout-preview__hidden">
              <p>{M.hiddenHeading}</p>
              <ul>
                {preview.data.hidden.map((h) => (
                  <li key={h.id}>{M.hiddenWidget(nameOf(h.id), M.areas[h.area])}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <PreviewFrame width={width} title={M.previewFrameTitle(title, width)}>
            <MemberPage title={title} contentDisplay={contentDisplay} areas={preview.data.areas} />
          </PreviewFrame>
        </>
      )}
    </section>
  );
}

/** The member page's areas as the portal lays them out (its classes), for the frame. */
function MemberPage({ title, contentDisplay, areas }: { title: string; contentDisplay: ContentDisplay; areas: PageLayoutPreviewResponse['areas'] }) {
  const M = useMessages(layoutMessages);
  // A custom page shows none of the rows below the title, a gallery page no main content (pageDisplay).
  const display = pageDisplay(contentDisplay);
  const none: Widget[] = [];
  const main = display.mainContent ? areas.main_content : none;
  const regular = display.areas ? areas.regular_widgets : none;
  const low = display.areas ? areas.low_widgets : none;
  const journal = display.areas ? areas.daily_journal : none;
  const empty = areas.lite_widgets.length + main.length + regular.length + low.length + journal.length === 0;
  return (
    <main className="hd-layout-preview__page hd-page">
      <div className="hd-page__header">
        <h1 className="hd-layout-preview__title">{title}</h1>
        <PlacedWidgetArea widgets={areas.lite_widgets} className="hd-area hd-area--lite" />
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
    </main>
  );
}
