import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { downloadProgramResults, sendProgramResults, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useMessages } from '../../i18n/language';
import { errorMessage } from '../shared/error-message';
import { saveFile } from '../shared/save-file';
import { WidgetShell } from '../shared/widget-shell';
import { programResultsMessages, type ProgramResultsMessages } from './messages';

export interface ProgramResultsProps {
  /** After the email was sent (`hd-sent`). */
  onSent?: () => void;
}

/** spec 000 §7.6 Program results: "email me my results" (POST send, 204) and the download of result.pdf. */
export function ProgramResults(props: ProgramResultsProps) {
  const t = useMessages(programResultsMessages);
  return (
    <WidgetShell block="hd-program-results" title={t.title} signedOut={t.signedOut} frame="card">
      {(client) => <SignedInResults {...props} client={client} t={t} />}
    </WidgetShell>
  );
}

function SignedInResults({ client, t, onSent }: ProgramResultsProps & { client: HealthDeck; t: ProgramResultsMessages }) {
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const send = useMutation({
    mutationFn: () => sendProgramResults(client),
    onMutate: () => setOutcome(null),
    onSuccess: () => {
      setOutcome({ ok: true, text: t.emailSent });
      onSent?.();
    },
    onError: (error) => setOutcome({ ok: false, text: errorMessage(error) }),
  });
  const download = useMutation({
    mutationFn: () => downloadProgramResults(client),
    onMutate: () => setOutcome(null),
    onSuccess: (file) => {
      saveFile(file);
      setOutcome({ ok: true, text: t.downloaded(file.fileName) });
    },
    onError: (error) => setOutcome({ ok: false, text: errorMessage(error) }),
  });
  return (
    <div className="hd-program-results__body" part="body">
      <p className="hd-program-results__intro">{t.intro}</p>
      <div className="hd-program-results__actions">
        <Button loading={send.isPending} onClick={() => send.mutate()}>
          {t.email}
        </Button>
        <Button variant="outlined" loading={download.isPending} onClick={() => download.mutate()}>
          {t.download}
        </Button>
      </div>
      <div aria-live="polite">
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'hd-program-results__done' : 'hd-program-results__error'} part={outcome.ok ? 'done' : 'error'}>
            {outcome.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
