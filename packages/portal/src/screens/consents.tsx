import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { ConsentRecordItem, Language } from '@healthdeck/contract/light';
import { $language, consentRecordQuery, saveConsentMutation, withdrawConsentMutation } from '@healthdeck/sdk';
import { Button, Modal, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { AgreementText } from '../components/agreement-text.js';
import { errorMessage } from '../forms/error-message.js';
import { formatWhen } from '../shell/format-when.js';
import { consentsMessages, type ConsentsMessages } from './consents-messages.js';
import './consents.css';

/** Programme names joined the member's way ("A, B and C"). */
function joined(names: string[], language: Language): string {
  try {
    return new Intl.ListFormat(language, { type: 'conjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}

/**
 * /client/consents: every agreement that applies to the member or that they ever answered, each
 * answer with its version and date, and withdrawal where the agreement allows it — what follows is
 * said before they confirm (docs/decisions/0097-consent-record-and-withdrawal.md). Reached from the
 * profile.
 */
export function ConsentsScreen() {
  const sdk = useHealthDeck();
  const t = useMessages(consentsMessages);
  const record = useQuery(consentRecordQuery(sdk));
  const [done, setDone] = useState<string | null>(null);
  return (
    <div className="hd-page hd-consents">
      <h1>{t.title}</h1>
      <p>{t.intro}</p>
      <p role="status" className="hd-consents__done">
        {done}
      </p>
      {record.isPending ? (
        <p role="status">{t.loading}</p>
      ) : record.isError ? (
        <div className="hd-card">
          <p role="alert">{t.loadFailed}</p>
          <Button type="button" variant="outlined" loading={record.isFetching} onClick={() => void record.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : record.data.agreements.length === 0 ? (
        <p className="hd-card">{t.empty}</p>
      ) : (
        <ul className="hd-consents__list">
          {record.data.agreements.map((agreement) => (
            <Agreement key={agreement.id} agreement={agreement} onDone={setDone} />
          ))}
        </ul>
      )}
    </div>
  );
}

function Agreement({ agreement, onDone }: { agreement: ConsentRecordItem; onDone: (message: string) => void }) {
  const sdk = useHealthDeck();
  const t = useMessages(consentsMessages);
  const language = useStore($language);
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const withdraw = useMutation(withdrawConsentMutation(sdk));
  const give = useMutation(saveConsentMutation(sdk));
  const current = agreement.answers.find((answer) => answer.version === agreement.version);
  const failure = withdraw.error ?? give.error;
  const programmes = joined(
    agreement.leaves_programs.map((p) => p.name),
    language,
  );

  async function confirmWithdrawal() {
    const result = await withdraw.mutateAsync(agreement.id).catch(() => null);
    setConfirming(false);
    if (!result) return;
    const names = joined(
      result.left_programs.map((p) => p.name),
      language,
    );
    onDone(result.left_programs.length > 0 ? `${t.withdrawn(agreement.title)} ${t.left(names)}` : t.withdrawn(agreement.title));
  }

  async function giveConsent() {
    const result = await give.mutateAsync({ legal_agreement_id: agreement.id, accepted: true }).catch(() => null);
    if (result) onDone(t.given(agreement.title));
  }

  return (
    <li className="hd-card hd-consents__agreement">
      <h2 id={titleId}>
        {agreement.title} <span className="hd-consents__tag">{agreement.required ? t.required : t.optional}</span>
      </h2>
      <p className="hd-consents__version">{t.version(agreement.version)}</p>
      <p className="hd-consents__status">
        {!agreement.applies
          ? t.noLongerApplies
          : current
            ? (current.accepted ? t.accepted : t.declined)(formatWhen(current.answered_at, language), current.version)
            : t.notAnswered(agreement.version)}
      </p>
      {agreement.content || agreement.url ? (
        <details>
          <summary>{t.readAgreement}</summary>
          <AgreementText content={agreement.content} url={agreement.url} readFull={t.readFull} className="hd-consents__text" />
        </details>
      ) : null}
      {agreement.answers.length > 0 ? (
        <details>
          <summary>{t.answers(agreement.answers.length)}</summary>
          <ol className="hd-consents__answers">
            {agreement.answers.map((answer) => (
              <li key={`${answer.answered_at} ${answer.version} ${answer.accepted}`}>
                <time dateTime={answer.answered_at}>{formatWhen(answer.answered_at, language)}</time>: {(answer.accepted ? t.answerAccepted : t.answerDeclined)(answer.version)}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <Actions agreement={agreement} t={t} busy={give.isPending} onWithdraw={() => setConfirming(true)} onGive={() => void giveConsent()} />
      {failure ? (
        <p role="alert" className="hd-form-alert">
          {errorMessage(failure, t.failed)}
        </p>
      ) : null}
      <Modal
        open={confirming}
        onClose={() => !withdraw.isPending && setConfirming(false)}
        title={t.confirmTitle(agreement.title)}
        size="sm"
        closeOnBackdrop={!withdraw.isPending}
        footer={
          <div className="hd-consents__confirm">
            <Button type="button" variant="outlined" disabled={withdraw.isPending} onClick={() => setConfirming(false)}>
              {t.keep}
            </Button>
            <Button type="button" loading={withdraw.isPending} onClick={() => void confirmWithdrawal()}>
              {t.confirm}
            </Button>
          </div>
        }
      >
        <p>{agreement.withdrawal === 'leaves_programs' ? t.leaveExplained(programmes, agreement.leaves_programs.length) : t.withdrawExplained}</p>
      </Modal>
    </li>
  );
}

/** Withdraw where the agreement allows it; give an optional consent not (or no longer) given; or say why neither. */
function Actions({ agreement, t, busy, onWithdraw, onGive }: { agreement: ConsentRecordItem; t: ConsentsMessages; busy: boolean; onWithdraw: () => void; onGive: () => void }) {
  if (agreement.withdrawal === 'not_allowed') return <p className="hd-consents__note">{t.cannotWithdraw}</p>;
  // The organisation closes the account on this withdrawal: it is the account deletion, said and confirmed there (decision 0104).
  if (agreement.withdrawal === 'closes_account') {
    return (
      <div className="hd-consents__note">
        <p>{t.closesAccount}</p>
        <Link to="/client/delete-account">{t.closeAccount}</Link>
      </div>
    );
  }
  if (agreement.withdrawal !== null) {
    return (
      <Button type="button" variant="outlined" onClick={onWithdraw}>
        {t.withdraw}
      </Button>
    );
  }
  if (!agreement.applies) return null;
  return (
    <Button type="button" variant="outlined" loading={busy} onClick={onGive}>
      {t.give}
    </Button>
  );
}
