import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $language, HealthDeckError } from '@healthdeck/sdk';
import { Button, LockedState, saveFile, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formatWhen } from '../shell/format-when.js';
import type { RecordExportKind, RecordExportProgress } from '../record-export/record-export-file.js';
import { recordExportMessages } from './record-export-messages.js';

type State =
  | { phase: 'idle' }
  | { phase: 'running'; kind: RecordExportKind; progress: RecordExportProgress | null }
  | { phase: 'done'; unopened: number }
  | { phase: 'failed'; locked: boolean };

/**
 * The member's whole record, downloaded as a FHIR R4 file or a PDF summary (docs/decisions/0103-fhir-export.md).
 * Read and opened in this browser, made in a worker, saved as a file: nothing of it is sent to the
 * server. The export's code is loaded on the first click.
 */
export function RecordExport() {
  const sdk = useHealthDeck();
  const t = useMessages(recordExportMessages);
  const language = useStore($language);
  const privateKey = useStore(sdk.$privateKey);
  const titleId = useId();
  const [state, setState] = useState<State>({ phase: 'idle' });

  async function start(kind: RecordExportKind) {
    if (state.phase === 'running') return;
    setState({ phase: 'running', kind, progress: null });
    try {
      const { exportMemberRecord } = await import('../record-export/record-export-file.js');
      const result = await exportMemberRecord(sdk, kind, { labels: t.summary, exportedAt: (iso) => formatWhen(iso, language) }, (progress) => setState({ phase: 'running', kind, progress }));
      saveFile(result.file);
      setState({ phase: 'done', unopened: result.unopened });
    } catch (error) {
      setState({ phase: 'failed', locked: error instanceof HealthDeckError && error.status === 423 });
    }
  }

  const running = state.phase === 'running' ? state : null;
  const step = running?.progress ? (running.progress.stage === 'read' ? t.reading[running.progress.part] : t.building) : t.reading.account;
  return (
    <section className="hd-card hd-profile__card hd-record-export" aria-labelledby={titleId} aria-busy={running !== null}>
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.intro}</p>
      {/* Records labs and devices wrote for the member open with the private key: after a reload it is
          locked until the password is typed; without it those records are left out (and counted). */}
      {privateKey ? null : <LockedState t={t.unlock} />}
      <div className="hd-record-export__actions">
        <Button type="button" loading={running?.kind === 'fhir'} disabled={running !== null} onClick={() => void start('fhir')}>
          {t.downloadFhir}
        </Button>
        <Button type="button" variant="outlined" loading={running?.kind === 'pdf'} disabled={running !== null} onClick={() => void start('pdf')}>
          {t.downloadPdf}
        </Button>
      </div>
      {running ? <progress aria-label={t.progressLabel} max={1} value={running.progress?.fraction ?? 0} /> : null}
      <p role="status" className="hd-record-export__status">
        {running ? step : state.phase === 'done' ? [t.done, state.unopened > 0 ? t.unopened(state.unopened) : ''].filter(Boolean).join(' ') : ''}
      </p>
      {state.phase === 'failed' ? (
        <p role="alert" className="hd-form-alert">
          {state.locked ? t.locked : t.failed}
        </p>
      ) : null}
    </section>
  );
}
