import { lazy, Suspense, useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Kit } from '@healthdeck/contract/light';
import { allKitsQuery, kitByKitIdQuery, kitQuery, kitReportLocked, namidaCanDownload, TESTING_CENTER_PATH } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { loadMessages, useLanguage, useMessages } from '../../i18n/language';
import { useHostNavigate } from '../../provider/host-navigate';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { hostNavigation } from '../shared/host-navigation';
import { LoadFailure } from '../shared/load-failure';
import { useKitDownload } from '../../kits/kit-download';
import { useKits } from '../../kits/kits-client';
import { kitLabel, useOpenedKit } from '../../kits/opened-kit';
import { useKitMessages } from '../../kits/messages';
import { kitReportMessages } from '../../kits/report-messages';
import { kitResultsMessages, type KitResultsText } from '../../kits/results-messages';
import { UnlockForm, usePreloadUnlockForm } from '../../kits/unlock-form';

export interface KitResultsProps {
  /** The printed kit ID of /client/testing-center/{kitId}. */
  kitId: string;
  /** The testing center (default /client/testing-center). */
  testingCenterHref?: string;
}

/** The opened report's results (opened-results.tsx), loaded once: as the page starts opening a report. */
let openedModule: Promise<typeof import('./opened-results')> | null = null;
const loadOpened = () => (openedModule ??= import('./opened-results'));
const OpenedResults = lazy(() => loadOpened().then((module) => ({ default: module.OpenedResults })));

function Results({ kit, kits, t }: { kit: Kit; kits: readonly Kit[]; t: KitResultsText }) {
  const { keys } = useKits();
  const opened = useOpenedKit(kit);
  const data = opened.data ?? null;
  const { busy, error, download } = useKitDownload(kit, data);
  const label = kitLabel(kit, data);
  const locked = kitReportLocked(kit, keys);
  // A report to open: its results' code loads beside the decryption's.
  // Their strings in the member's language too, so they never show in English first.
  const language = useLanguage();
  useEffect(() => {
    if (!kit.encrypted_data) return;
    void loadOpened()
      .then(({ openedResultsMessages }) => loadMessages(openedResultsMessages, language))
      .catch(() => undefined);
  }, [kit.encrypted_data, language]);

  const namidaNoFile = data?.provider_code === 'namida' && !namidaCanDownload(data);
  const report = useMessages(kitReportMessages);
  return (
    <>
      <DemoDataBadge source={kit.sandbox} />
      <p className="hd-kit-results__meta">
        {t.kitId}: <strong>{kit.kit_id}</strong> · {t.status}: <strong>{t.labels[label] ?? label}</strong>
      </p>
      {!kit.results_ready ? <p>{t.noResultsYet}</p> : null}
      {locked ? <UnlockForm /> : null}
      {opened.isPending && !locked && kit.encrypted_data ? (
        <p role="status" aria-busy="true">
          {t.loading}
        </p>
      ) : null}
      {data ? (
        // While the results' code loads, the same line as while the report opens: nothing shifts.
        <Suspense
          fallback={
            <p role="status" aria-busy="true">
              {t.loading}
            </p>
          }
        >
          <OpenedResults kit={kit} data={data} kits={kits} t={t} />
        </Suspense>
      ) : null}
      {kit.results_ready ? (
        <div className="hd-kit-results__downloads">
          {namidaNoFile ? (
            <p>{report.noResultsFile}</p>
          ) : kit.provider_code === 'namida' && !data ? null : (
            <Button loading={busy} onClick={() => void download()}>
              {t.downloadResults}
            </Button>
          )}
          {error ? (
            <p role="alert" className="hd-kit-results__error">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * /client/testing-center/{kitId} (spec 001 §2, opened by 'Results Ready'): every biomarker with its
 * value, unit, level and scale bar; the Auria result with its band, advice and bar; the downloads
 * (Spot results PDF; Auria_Results_{kitId}.pdf from rawResults, 'No results file available.'
 * without). The report is decrypted in the browser; while locked the page asks for the password.
 */
export function KitResults({ kitId, testingCenterHref = TESTING_CENTER_PATH }: KitResultsProps) {
  const t = useKitMessages(kitResultsMessages);
  const { client, privateKey } = useKits();
  usePreloadUnlockForm(privateKey);
  const session = useStore(client.$session);
  const navigate = useHostNavigate();
  const titleId = useId();
  // The server finds the kit among the member's; the trends across kits read every kit (allKitsQuery) once it has results.
  // An element may be on the page before its kit-id is set: then there is no kit to ask for.
  const wanted = kitId?.trim() ?? '';
  const kits = useQuery({ ...kitByKitIdQuery(client, wanted), enabled: session !== null && wanted !== '' });
  const kit = kits.data ?? null;
  const every = useQuery({ ...allKitsQuery(client), enabled: Boolean(kit?.results_ready) });
  // Opening the kit marks its new results as seen (sdk kits.get).
  useQuery({ ...kitQuery(client, kit?.id ?? ''), enabled: Boolean(kit?.results_ready) });

  return (
    <section className="hd-root hd-kit-results" part="widget" aria-labelledby={titleId}>
      <a className="hd-kit-results__back" href={testingCenterHref} onClick={hostNavigation(navigate ? () => navigate(testingCenterHref) : undefined)}>
        ← {t.backToTestingCenter}
      </a>
      <h2 id={titleId} className="hd-kit-results__title" part="title">
        {kit ? `${kit.name} — ${t.resultsTitle}` : t.resultsTitle}
      </h2>
      {!session ? (
        <p className="hd-signed-out">{t.signedOut}</p>
      ) : wanted === '' ? (
        <p role="alert">{t.notFound}</p>
      ) : kits.isError ? (
        <LoadFailure block="hd-kit-results" query={kits} message={t.loadFailed} retryLabel={t.retry} />
      ) : kits.isPending ? (
        <p role="status" aria-busy="true">
          {t.loading}
        </p>
      ) : !kit ? (
        <p role="alert">{t.notFound}</p>
      ) : (
        <Results kit={kit} kits={every.data ?? [kit]} t={t} />
      )}
    </section>
  );
}
