import { useEffect, useRef } from 'react';
import { useMessages } from '../../i18n/language';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { WidgetShell } from '../shared/widget-shell';
import { programProgressMessages } from './messages';
import { ProgramCard } from './program-card';
import { useProgrammes } from './use-programmes';

export interface ProgramProgressProps {
  /** When loading the programmes or completing an action failed, with the message shown (`hd-error`). */
  onError?: (detail: { message: string }) => void;
}

function ProgramProgressBody({ onError }: ProgramProgressProps) {
  const t = useMessages(programProgressMessages);
  const { programmes, complete, pendingId, failedId } = useProgrammes();
  useReportLoadFailure('program-progress', programmes, t.failed, onError);
  const reported = useRef(onError);
  reported.current = onError;
  useEffect(() => {
    if (failedId) reported.current?.({ message: t.failed });
  }, [failedId, t.failed]);

  if (programmes.isError) return <LoadFailure block="hd-program-progress" query={programmes} message={t.failed} retryLabel={t.retry} />;
  if (programmes.isPending) {
    return (
      <div className="hd-program-progress__body" part="body" role="status" aria-busy="true">
        {t.loading}
      </div>
    );
  }
  const list = programmes.data.programs;
  if (list.length === 0) {
    return (
      <div className="hd-program-progress__body" part="body">
        <p className="hd-program-progress__empty">{t.empty}</p>
      </div>
    );
  }
  return (
    <div className="hd-program-progress__body hd-program-progress__cards" part="body">
      {list.map((program) => (
        <ProgramCard key={program.id} program={program} onComplete={complete} pendingId={pendingId} failedId={failedId} />
      ))}
    </div>
  );
}

/**
 * spec 001 §2 dashboard widget 'Program Progress': a program card per programme of the member
 * (spec 001 §3 Program) with its progress (spec 001 §4, the sdk's rule) and each action's call to
 * action (spec 001 §4). Completing an action shows at once and is rolled back, with the spec's
 * message, when the server refuses.
 */
export function ProgramProgress({ onError }: ProgramProgressProps) {
  const t = useMessages(programProgressMessages);
  return (
    <WidgetShell block="hd-program-progress" frame="info" title={t.title} signedOut={t.signedOut}>
      {() => <ProgramProgressBody onError={onError} />}
    </WidgetShell>
  );
}
