import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { LayoutAuthor, PageLayoutVersion } from '@healthdeck/contract/light';
import { formatReminderDate, pageLayoutVersionsQuery, restorePageLayoutVersion } from '@healthdeck/sdk';
import { Button, useDateLocale, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { LoadState } from '../shared/load-state.js';
import type { WidgetRecord } from '../hooks/use-all-widgets.js';
import { layoutChanges, type LayoutChange } from './layout-diff.js';
import { toLayout } from './layout-state.js';
import { layoutMessages, type LayoutMessages } from './messages.js';
import { layoutFailure } from './layout-failure.js';

/** Who published, as the history names them: their name, else their email; nobody known for a layout from before versions. */
export function authorName(M: LayoutMessages, who: LayoutAuthor): string {
  return who ? (who.name ?? who.email) : M.unknownAuthor;
}

function changeText(M: LayoutMessages, change: LayoutChange, nameOf: (id: string) => string): string {
  switch (change.kind) {
    case 'added':
      return M.changes.added(nameOf(change.id), M.areas[change.area]);
    case 'removed':
      return M.changes.removed(nameOf(change.id), M.areas[change.area]);
    case 'moved':
      return M.changes.moved(nameOf(change.id), M.areas[change.from], M.areas[change.to]);
    case 'reordered':
      return M.changes.reordered(M.areas[change.area]);
  }
}

/**
 * The page's published versions, newest first: who published each and when, what changed from the
 * version before in words, and a one-click rollback (a new version equal to the chosen one).
 */
export function LayoutHistory({ pageId, widgets }: { pageId: string; widgets: ReadonlyMap<string, WidgetRecord> }) {
  const M = useMessages(layoutMessages);
  const sdk = useHealthDeck();
  const dates = useDateLocale();
  const headingId = useId();
  const versions = useQuery({ ...pageLayoutVersionsQuery(sdk, pageId), retry: false });
  const [busy, setBusy] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const nameOf = (id: string) => widgets.get(id)?.data.name ?? M.deletedWidget;

  async function restore(version: number, newest: number) {
    setBusy(version);
    setError(null);
    setNotice(null);
    try {
      const state = await restorePageLayoutVersion(sdk, pageId, version, newest);
      setNotice(M.restored(version, state.published.version));
    } catch (e) {
      setError(layoutFailure(M, e));
    } finally {
      setBusy(null);
    }
  }

  const list: PageLayoutVersion[] = versions.data?.versions ?? [];
  const newest = list[0]?.version ?? 0;
  return (
    <section className="hd-layout-history" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.historyHeading}</h2>
      {error ? (
        <p className="hd-form-error" role="alert">
          {error}
        </p>
      ) : null}
      <p role="status" className="hd-layout__status">
        {notice ?? ''}
      </p>
      {!versions.data ? (
        <LoadState error={versions.error} loading={M.historyLoading} onRetry={() => void versions.refetch()} />
      ) : (
        <ol className="hd-layout-history__list">
          {list.map((v, i) => {
            const before = list[i + 1];
            const changes = before ? layoutChanges(toLayout(before.layout), toLayout(v.layout)) : [];
            return (
              <li key={v.version} className="hd-layout-history__item">
                <p className="hd-layout-history__title">
                  <strong>{M.versionLabel(v.version)}</strong>
                  {v.version === newest ? <span className="hd-layout-history__current">{` · ${M.currentVersion}`}</span> : null}
                </p>
                <p className="hd-layout-history__meta">{M.publishedBy(authorName(M, v.published_by), formatReminderDate(v.published_at, undefined, dates))}</p>
                {v.restored_from !== null ? <p className="hd-layout-history__meta">{M.rolledBackTo(v.restored_from)}</p> : null}
                {!before ? (
                  <p className="hd-layout-history__meta">{M.firstVersion}</p>
                ) : changes.length === 0 ? (
                  <p className="hd-layout-history__meta">{M.noChanges(before.version)}</p>
                ) : (
                  <ul aria-label={M.changesFrom(before.version)}>
                    {changes.map((c) => (
                      <li key={`${c.kind}-${'id' in c ? c.id : c.area}`}>{changeText(M, c, nameOf)}</li>
                    ))}
                  </ul>
                )}
                {v.version === newest ? null : (
                  <Button type="button" variant="outlined" loading={busy === v.version} disabled={busy !== null} onClick={() => void restore(v.version, newest)}>
                    {M.rollBack(v.version)}
                  </Button>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
