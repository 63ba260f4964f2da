import { useMutation, useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { Link } from 'react-router';
import type { KeyRecoveryStatus } from '@healthdeck/contract/light';
import { $language, askKeyRecoveryMutation, keyRecoveryQuery } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { FormAlert } from '../components/form-alert.js';
import { errorMessage } from '../forms/error-message.js';
import { useSignOut } from '../hooks/use-sign-out.js';
import { formatWhen } from '../shell/format-when.js';
import { keyRecoveryMessages, type KeyRecoveryMessages } from './key-recovery-messages.js';

/**
 * /client/key-recovery (docs/decisions/0086-organisation-assisted-recovery.md): after a password reset
 * without the recovery phrase, the member asks their organisation to recover the records sealed
 * before; the page says where the request stands (nothing to recover, can ask, pending, approved,
 * refused with staff's reason). Approval takes effect at the next sign-in on this device.
 */
export function KeyRecoveryScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(keyRecoveryMessages);
  const status = useQuery({ ...keyRecoveryQuery(sdk), retry: false });
  return (
    <div className="hd-page hd-key-recovery">
      <h1>{t.title}</h1>
      <section className="hd-card">
        <p>{t.intro}</p>
        {status.isPending ? (
          <p role="status">{t.loading}</p>
        ) : status.isError ? (
          <>
            <p role="alert" className="hd-form-alert">
              {t.loadFailed}
            </p>
            <Button type="button" variant="outlined" loading={status.isFetching} disabled={status.isFetching} onClick={() => void status.refetch()}>
              {t.retry}
            </Button>
          </>
        ) : (
          <RecoveryState status={status.data} t={t} />
        )}
      </section>
    </div>
  );
}

function RecoveryState({ status, t }: { status: KeyRecoveryStatus; t: KeyRecoveryMessages }) {
  const language = useStore($language);
  const when = (iso: string | null) => (iso ? formatWhen(iso, language) : '');
  switch (status.status) {
    case 'nothing':
      return <p role="status">{t.nothing}</p>;
    case 'available':
      return (
        <>
          <p role="status">{t.available}</p>
          <AskButton label={t.ask} t={t} />
        </>
      );
    case 'pending':
      return <p role="status">{t.pending(when(status.requested_at))}</p>;
    case 'approved':
      return <Approved decidedOn={when(status.decided_at)} t={t} />;
    case 'refused':
      return (
        <>
          <p role="status">{t.refused(when(status.decided_at))}</p>
          {status.refusal_reason ? (
            <blockquote className="hd-key-recovery__reason">
              <p>
                <strong>{t.reason}</strong> {status.refusal_reason}
              </p>
            </blockquote>
          ) : null}
          <AskButton label={t.askAgain} t={t} />
        </>
      );
  }
}

function AskButton({ label, t }: { label: string; t: KeyRecoveryMessages }) {
  const sdk = useHealthDeck();
  const ask = useMutation(askKeyRecoveryMutation(sdk));
  return (
    <>
      <FormAlert message={ask.isError ? `${t.askFailed} ${errorMessage(ask.error, '')}`.trim() : null} />
      <Button type="button" loading={ask.isPending} disabled={ask.isPending} onClick={() => ask.mutate()}>
        {label}
      </Button>
    </>
  );
}

function Approved({ decidedOn, t }: { decidedOn: string; t: KeyRecoveryMessages }) {
  const { signOut, busy } = useSignOut();
  return (
    <>
      <p role="status">{t.approved(decidedOn)}</p>
      <p>
        {t.newPhrase} <Link to="/client/profile">{t.profile}</Link>
      </p>
      <Button type="button" loading={busy} disabled={busy} onClick={() => void signOut()}>
        {t.signInAgain}
      </Button>
    </>
  );
}
