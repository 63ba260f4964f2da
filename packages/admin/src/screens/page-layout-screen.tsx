import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { LOW_ROW_WIDGET_TYPES, widgetFitsArea } from '@healthdeck/contract/light';
import { Link, useParams } from 'react-router';
import { adminClassesKeys, adminClassRecordQuery, type ClassRecord, savePageLayout } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { LoadState } from '../shared/load-state.js';
import { classPath } from '../classes/class-catalogue.js';
import { errorMessage } from '../classes/errors.js';
import { useAllWidgets, type WidgetRecord } from '../hooks/use-all-widgets.js';
import { LayoutEditor } from '../page-layout/layout-editor.js';
import { LayoutPreview } from '../page-layout/layout-preview.js';
import { areaOf, firstScreenEmpty, journalOutsidePanel, LAYOUT_AREAS, moveWidget, sameLayout, toLayout, type Layout, type LayoutArea } from '../page-layout/layout-state.js';
import { layoutMessages } from '../page-layout/messages.js';
import { LAYOUT_CSS } from '../page-layout/styles.js';

/** /admin/pages/:id/layout (spec 001 §2 Page layouts; spec 000 §7.2 pages: PUT the page's layout). */
export function PageLayoutScreen() {
  const M = useMessages(layoutMessages);
  const { id = '' } = useParams();
  const sdk = useHealthDeck();
  const page = useQuery({ ...adminClassRecordQuery(sdk, 'pages', id), retry: false, refetchOnWindowFocus: false });
  const widgets = useAllWidgets();
  const title = page.data ? M.title(page.data.data.title) : M.titleLoading;
  const failed = page.isError ? page : widgets.isError ? widgets : null;
  return (
    <div className="hd-page">
      <style href="healthdeck-admin-layout" precedence="default">
        {LAYOUT_CSS}
      </style>
      <p className="hd-back">
        <Link to={classPath('pages')}>{M.back}</Link>
      </p>
      <h1>{title}</h1>
      {failed || page.isPending || widgets.isPending ? (
        <LoadState error={failed?.error} loading={M.loading} onRetry={() => void failed?.refetch()} />
      ) : page.data && widgets.data ? (
        <PageLayout key={page.data.id} page={page.data} widgets={widgets.data.items} truncated={widgets.data.truncated} />
      ) : null}
    </div>
  );
}

function PageLayout({ page, widgets, truncated }: { page: ClassRecord<'pages'>; widgets: WidgetRecord[]; truncated: boolean }) {
  const M = useMessages(layoutMessages);
  const sdk = useHealthDeck();
  const queryClient = useQueryClient();
  const byId = useMemo(() => new Map(widgets.map((w) => [w.id, w])), [widgets]);
  const [saved, setSaved] = useState<Layout>(() => toLayout(page.data.layout));
  const [layout, setLayout] = useState<Layout>(saved);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const dirty = !sameLayout(layout, saved);

  const [refusal, setRefusal] = useState<string | null>(null);
  // Every change (drag, keyboard, Add) passes the guardrails: the journal stays in its panel.
  const change = (next: Layout) => {
    if (journalOutsidePanel(next, (id) => byId.get(id)?.data.name)) {
      setRefusal(M.journalIsPanel);
      return;
    }
    setRefusal(null);
    setLayout(next);
    setNotice(null);
  };

  async function save() {
    setSaving(true);
    setError(null);
    try {
      const result = await savePageLayout(sdk, page.id, layout);
      const stored = toLayout(result.page.layout);
      setSaved(stored);
      setLayout(stored);
      setNotice(M.saved);
      await queryClient.invalidateQueries({ queryKey: adminClassesKeys.class('pages') });
    } catch (e) {
      setError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="hd-layout">
      <div className="hd-layout__editor">
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
        {page.data.content_display === 'default' && firstScreenEmpty(layout) ? <p className="hd-form-note hd-layout__warning">{M.firstScreenEmpty}</p> : null}
        <LayoutEditor layout={layout} onChange={change} widgets={byId} />
        <AddWidget layout={layout} widgets={widgets} onAdd={(id, area) => change(moveWidget(layout, id, area))} />
        <div className="hd-form-actions">
          <Button type="button" loading={saving} disabled={saving || !dirty} onClick={() => void save()}>
            {M.save}
          </Button>
          <Button type="button" variant="outlined" color="gray" disabled={saving || !dirty} onClick={() => change(saved)}>
            {M.discard}
          </Button>
          <span role="status" className="hd-layout__status">
            {notice ?? (dirty ? M.unsaved : '')}
          </span>
        </div>
      </div>
      <LayoutPreview title={page.data.title} contentDisplay={page.data.content_display} layout={layout} widgets={byId} />
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
