import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { layoutProblems, LOW_ROW_WIDGET_TYPES, type PageLayoutStateResponse, widgetFitsArea } from '@healthdeck/contract/light';
import { Link, useParams } from 'react-router';
import { discardPageLayoutDraft, formatReminderDate, pageLayoutQuery, publishPageLayout, savePageLayoutDraft } from '@healthdeck/sdk';
import { Button, useDateLocale, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { LoadState } from '../shared/load-state.js';
import { classPath } from '../classes/class-catalogue.js';
import { errorMessage } from '../classes/errors.js';
import { useAllWidgets, type WidgetRecord } from '../hooks/use-all-widgets.js';
import { LayoutEditor } from '../page-layout/layout-editor.js';
import { authorName, LayoutHistory } from '../page-layout/layout-history.js';
import { LayoutPreview } from '../page-layout/layout-preview.js';
import { layoutFailure } from '../page-layout/layout-failure.js';
import { areaOf, firstScreenEmpty, journalOutsidePanel, LAYOUT_AREAS, moveWidget, sameLayout, toLayout, type Layout, type LayoutArea } from '../page-layout/layout-state.js';
import { layoutMessages } from '../page-layout/messages.js';
import { LAYOUT_CSS } from '../page-layout/styles.js';

/**
 * /admin/pages/:id/layout (spec 001 §2 Page layouts): the page's layout draft, edited by drag and
 * drop or keyboard, previewed as a member of a chosen programme, published as a numbered version,
 * with the history of versions and a rollback. Members see only what is published (decision 0096).
 */
export function PageLayoutScreen() {
  const M = useMessages(layoutMessages);
  const { id = '' } = useParams();
  const sdk = useHealthDeck();
  const state = useQuery({ ...pageLayoutQuery(sdk, id), retry: false, refetchOnWindowFocus: false });
  const widgets = useAllWidgets();
  const title = state.data ? M.title(state.data.page.title) : M.titleLoading;
  const failed = state.isError ? state : widgets.isError ? widgets : null;
  return (
    <div className="hd-page">
      <style href="healthdeck-admin-layout" precedence="default">
        {LAYOUT_CSS}
      </style>
      <p className="hd-back">
        <Link to={classPath('pages')}>{M.back}</Link>
      </p>
      <h1>{title}</h1>
      {failed || state.isPending || widgets.isPending ? (
        <LoadState error={failed?.error} loading={M.loading} onRetry={() => void failed?.refetch()} />
      ) : state.data && widgets.data ? (
        <PageLayout key={state.data.page.id} pageId={id} state={state.data} widgets={widgets.data.items} truncated={widgets.data.truncated} />
      ) : null}
    </div>
  );
}

function PageLayout({ pageId, state, widgets, truncated }: { pageId: string; state: PageLayoutStateResponse; widgets: WidgetRecord[]; truncated: boolean }) {
  const M = useMessages(layoutMessages);
  const sdk = useHealthDeck();
  const dates = useDateLocale();
  const byId = useMemo(() => new Map(widgets.map((w) => [w.id, w])), [widgets]);
  const draft = useMemo(() => toLayout(state.draft.layout), [state.draft.layout]);
  const published = useMemo(() => toLayout(state.published.layout), [state.published.layout]);
  const [layout, setLayout] = useState<Layout>(draft);
  const [busy, setBusy] = useState<'save' | 'publish' | 'discard' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  // A publish, a rollback or a discard (here or in the history) gives a new draft: editing starts from it.
  const [shownDraft, setShownDraft] = useState(state.draft);
  if (shownDraft !== state.draft) {
    setShownDraft(state.draft);
    setLayout(toLayout(state.draft.layout));
  }
  const dirty = !sameLayout(layout, draft);
  const problems = layoutProblems(layout, (id) => byId.get(id)?.data);
  const unpublished = state.draft.saved && !sameLayout(draft, published);

  // Every change (drag, keyboard, Add) passes the guardrails: the journal stays in its panel. A
  // layout that already had it elsewhere (published before the guardrail) can still be edited; its
  // problem is listed and blocks the publish until the journal is moved.
  const change = (next: Layout) => {
    const journalOf = (l: Layout) => journalOutsidePanel(l, (id) => byId.get(id)?.data.name);
    if (journalOf(next) && !journalOf(layout)) {
      setRefusal(M.journalIsPanel);
      return;
    }
    setRefusal(null);
    setLayout(next);
    setNotice(null);
  };

  async function run(what: 'save' | 'publish' | 'discard', action: () => Promise<PageLayoutStateResponse>, done: (s: PageLayoutStateResponse) => string) {
    setBusy(what);
    setError(null);
    try {
      setNotice(done(await action()));
    } catch (e) {
      setError(what === 'save' ? errorMessage(e) : layoutFailure(M, e));
    } finally {
      setBusy(null);
    }
  }
  const save = () =>
    run(
      'save',
      () => savePageLayoutDraft(sdk, pageId, layout, state.draft.base_version),
      () => M.draftSaved,
    );
  const publish = () =>
    run(
      'publish',
      () => publishPageLayout(sdk, pageId, state.draft.base_version),
      (s) => M.published(s.published.version),
    );
  const discard = () =>
    run(
      'discard',
      () => discardPageLayoutDraft(sdk, pageId),
      () => M.draftDiscarded,
    );

  const blocked = dirty ? M.saveBeforePublish : !unpublished ? M.nothingToPublish : problems.length > 0 ? M.fixBeforePublish : null;
  const publishNoteId = useId();
  const nameOf = (id: string) => byId.get(id)?.data.name ?? M.unknownWidget(id);
  return (
    <div className="hd-layout">
      <div className="hd-layout__editor">
        <div className="hd-layout__versions">
          <p>{M.publishedVersion(state.published.version, authorName(M, state.published.published_by), formatReminderDate(state.published.published_at, undefined, dates))}</p>
          <p>
            {state.draft.saved && state.draft.updated_at
              ? M.draftBy(authorName(M, state.draft.updated_by), formatReminderDate(state.draft.updated_at, undefined, dates), state.draft.base_version)
              : M.noDraft}
          </p>
        </div>
        {error ? (
          <p className="hd-form-error" role="alert">
            {error}
          </p>
        ) : null}
        {truncated ? <p className="hd-form-note">{M.tooManyWidgets}</p> : null}
        {refusal ? (
          <p className="hd-form-error" role="alert">
            {refusal}
          </p>
        ) : null}
        {problems.length > 0 ? (
          <div className="hd-form-error hd-layout__problems">
            <p>{M.problemsHeading}</p>
            <ul>
              {problems.map((p) => (
                <li key={`${p.kind}-${p.area}-${p.id}`}>{M.problems[p.kind](nameOf(p.id), M.areas[p.area])}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {state.page.content_display === 'default' && firstScreenEmpty(layout) ? <p className="hd-form-note hd-layout__warning">{M.firstScreenEmpty}</p> : null}
        <LayoutEditor layout={layout} onChange={change} widgets={byId} />
        <AddWidget layout={layout} widgets={widgets} onAdd={(id, area) => change(moveWidget(layout, id, area))} />
        <div className="hd-form-actions">
          <Button type="button" variant="outlined" loading={busy === 'save'} disabled={busy !== null || !dirty} onClick={() => void save()}>
            {M.saveDraft}
          </Button>
          <Button type="button" loading={busy === 'publish'} disabled={busy !== null || blocked !== null} aria-describedby={publishNoteId} onClick={() => void publish()}>
            {M.publish}
          </Button>
          <Button
            type="button"
            variant="outlined"
            color="gray"
            disabled={busy !== null || (!dirty && !state.draft.saved)}
            onClick={() => (state.draft.saved ? void discard() : change(draft))}
          >
            {M.discard}
          </Button>
        </div>
        <p id={publishNoteId} className="hd-form-note">
          {blocked ?? M.publishNote}
        </p>
        <p role="status" className="hd-layout__status">
          {notice ?? (dirty ? M.unsaved : '')}
        </p>
      </div>
      <div className="hd-layout__side">
        <LayoutPreview pageId={pageId} title={state.page.title} contentDisplay={state.page.content_display} layout={layout} widgets={byId} />
        <LayoutHistory pageId={pageId} widgets={byId} />
      </div>
    </div>
  );
}

function AddWidget({ layout, widgets, onAdd }: { layout: Layout; widgets: WidgetRecord[]; onAdd: (id: string, area: LayoutArea) => void }) {
  const M = useMessages(layoutMessages);
  const idBase = useId();
  const free = widgets.filter((w) => areaOf(layout, w.id) === null);
  const [chosen, setChosen] = useState('');
  const [area, setArea] = useState<LayoutArea>('regular_widgets');
  const chosenFree = free.some((w) => w.id === chosen) ? chosen : '';
  const chosenWidget = free.find((w) => w.id === chosenFree);
  // The low row takes short cards only (contract rules/widget-areas.ts); the server refuses the rest.
  const fits = !chosenWidget || widgetFitsArea(area, chosenWidget.data.type);
  return (
    <fieldset className="hd-layout-add">
      <legend>{M.addLegend}</legend>
      {free.length === 0 ? (
        <p className="hd-form-note">{M.noMoreWidgets}</p>
      ) : (
        <div className="hd-inline-form">
          <div className="hd-select">
            <label htmlFor={`${idBase}-widget`}>{M.addWidget}</label>
            <select id={`${idBase}-widget`} value={chosenFree} onChange={(e) => setChosen(e.currentTarget.value)}>
              <option value="">{M.chooseWidget}</option>
              {free.map((w) => (
                <option key={w.id} value={w.id}>
                  {`${w.data.name} (${w.data.type})`}
                </option>
              ))}
            </select>
          </div>
          <div className="hd-select">
            <label htmlFor={`${idBase}-area`}>{M.addArea}</label>
            <select id={`${idBase}-area`} value={area} onChange={(e) => setArea(e.currentTarget.value as LayoutArea)}>
              {LAYOUT_AREAS.map((a) => (
                <option key={a} value={a}>
                  {M.areas[a]}
                </option>
              ))}
            </select>
          </div>
          <Button
            type="button"
            variant="outlined"
            disabled={chosenFree === '' || !fits}
            aria-describedby={fits ? undefined : `${idBase}-fit`}
            onClick={() => {
              onAdd(chosenFree, area);
              setChosen('');
            }}
          >
            {M.addButton}
          </Button>
        </div>
      )}
      <p id={`${idBase}-fit`} role="status" className="hd-form-note hd-layout-add__note">
        {fits || !chosenWidget ? '' : `${M.doesNotFit(chosenWidget.data.name, M.areas[area])} ${M.lowRowTypes(LOW_ROW_WIDGET_TYPES.join(', '))}`}
      </p>
    </fieldset>
  );
}
