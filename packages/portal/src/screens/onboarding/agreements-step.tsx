import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MemberLegalAgreement } from '@healthdeck/contract/light';
import { completeOnboarding, consentItems, initialConsentAnswers, legalAgreementsQuery, pendingRequiredAgreements, saveLegalConsents } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { AgreementText } from '../../components/agreement-text.js';
import { onboardingMessages } from './onboarding-messages.js';
import { StepError } from './step-error.js';

/**
 * spec 000 §3.3 Consents save (legal_consents), §4 (required true or false), §7.6 complete-onboarding:
 * every agreement of the member's programmes with its text; the member goes on only once each
 * required one is accepted (the server refuses complete-onboarding otherwise, its message shown).
 */
export function AgreementsStep({ onDone, onBack }: { onDone: () => void; onBack: () => void }) {
  const t = useMessages(onboardingMessages);
  const sdk = useHealthDeck();
  const agreements = useQuery(legalAgreementsQuery(sdk));
  const [answers, setAnswers] = useState<Record<string, boolean> | null>(null);
  const [missing, setMissing] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const list = agreements.data?.legal_agreements ?? [];
  const current = answers ?? initialConsentAnswers(list);
  const pending = pendingRequiredAgreements(list, current);

  async function finish() {
    if (pending.length > 0) {
      setMissing(true);
      listRef.current?.querySelector<HTMLInputElement>(`input[data-agreement="${pending[0]?.id}"]`)?.focus();
      return;
    }
    setBusy(true);
    setFailed(null);
    try {
      if (list.length > 0) await saveLegalConsents(sdk, consentItems(list, current));
      await completeOnboarding(sdk);
      onDone();
    } catch (error) {
      setFailed(error);
      setBusy(false);
    }
  }

  if (agreements.isPending) return <p role="status">{t.loading}</p>;
  if (agreements.isError) return <StepError error={agreements.error} onRetry={() => void agreements.refetch()} />;
  return (
    <div className="hd-onboarding__step">
      <h2>{t.agreementsTitle}</h2>
      {list.length === 0 ? <p>{t.noAgreements}</p> : <p>{t.agreementsIntro}</p>}
      <ul className="hd-onboarding__agreements" ref={listRef}>
        {list.map((agreement) => (
          <Agreement
            key={agreement.id}
            agreement={agreement}
            accepted={current[agreement.id] === true}
            invalid={missing && pending.includes(agreement)}
            onChange={(accepted) => {
              setAnswers({ ...current, [agreement.id]: accepted });
              setMissing(false);
            }}
          />
        ))}
      </ul>
      {missing && pending.length > 0 ? (
        <p role="alert" className="hd-field__error">
          {t.requiredMissing}
        </p>
      ) : null}
      {failed ? <StepError error={failed} fallback={t.saveFailed} /> : null}
      <div className="hd-onboarding__actions">
        <Button type="button" variant="outlined" onClick={onBack}>
          {t.back}
        </Button>
        <Button type="button" loading={busy} aria-disabled={pending.length > 0 || undefined} onClick={() => void finish()}>
          {t.finish}
        </Button>
      </div>
    </div>
  );
}

function Agreement({ agreement, accepted, invalid, onChange }: { agreement: MemberLegalAgreement; accepted: boolean; invalid: boolean; onChange: (accepted: boolean) => void }) {
  const t = useMessages(onboardingMessages);
  return (
    <li className={`hd-onboarding__agreement${invalid ? ' hd-onboarding__agreement--invalid' : ''}`}>
      <h3>
        {agreement.title} <span className="hd-onboarding__tag">{agreement.required ? t.required : t.optional}</span>
      </h3>
      <AgreementText content={agreement.content} url={agreement.url} readFull={t.readFull} className="hd-onboarding__agreement-text" />
      <label className="hd-onboarding__accept">
        <input
          type="checkbox"
          data-agreement={agreement.id}
          checked={accepted}
          required={agreement.required}
          aria-invalid={invalid || undefined}
          onChange={(e) => onChange(e.currentTarget.checked)}
        />
        {t.accept(agreement.title)}
        {agreement.required ? (
          <span className="hd-field__asterisk" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
    </li>
  );
}
