import { useId, useMemo, useState } from 'react';
import { enrollUser, fetchActivationUrl, simulateMedicalRecord } from '@healthdeck/sdk';
import { Button, formatInstant, useHealthDeck, useLanguage, useMessages } from '@healthdeck/widgets';
import type { Candidate } from '../links/link-ends.js';
import { CandidatePicker } from './candidate-picker.js';
import { memberMessages } from './messages.js';
import { readFailure, useRead } from './use-read.js';

/** spec 000 §7.2 users activation-url (GET): a single-use password-set link, made when asked for. */
function ActivationLink({ userId }: { userId: string }) {
  const M = useMessages(memberMessages);
  const language = useLanguage();
  const sdk = useHealthDeck();
  const fieldId = useId();
  const { state, run } = useRead(useMemo(() => () => fetchActivationUrl(sdk, userId), [sdk, userId]));
  const [copied, setCopied] = useState(false);
  return (
    <div>
      <h3>{M.activation}</h3>
      <p>{M.activationIntro}</p>
      <Button type="button" variant="outlined" loading={state.status === 'loading'} disabled={state.status === 'loading'} onClick={run}>
        {M.getActivation}
      </Button>
      {state.status === 'error' ? (
        <p role="alert" className="hd-form-error">
          {state.message}
        </p>
      ) : null}
      {state.status === 'done' ? (
        <div className="hd-field">
          <label htmlFor={fieldId}>{M.activationLabel}</label>
          <input id={fieldId} className="hd-field__input" readOnly value={state.data.url} onFocus={(e) => e.currentTarget.select()} />
          <p className="hd-form-note">{M.activationExpires(formatInstant(state.data.expires_at, language))}</p>
          <Button
            type="button"
            variant="plain"
            onClick={() =>
              void navigator.clipboard?.writeText(state.data.url).then(
                () => setCopied(true),
                () => setCopied(false),
              )
            }
          >
            {M.copy}
          </Button>
          {copied ? <span role="status">{M.copied}</span> : null}
        </div>
      ) : null}
    </div>
  );
}

/** spec 000 §7.2 users enrollment (POST): an organization and one of its programs (the server's 400 shown as sent). */
function Enrollment({ userId }: { userId: string }) {
  const M = useMessages(memberMessages);
  const sdk = useHealthDeck();
  const [organization, setOrganization] = useState<Candidate | null>(null);
  const [program, setProgram] = useState<Candidate | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  async function enroll(event: React.FormEvent) {
    event.preventDefault();
    setError(null);
    setNotice(null);
    if (!organization || !program) {
      setError(M.pickBoth);
      return;
    }
    setBusy(true);
    try {
      await enrollUser(sdk, { user_id: userId, organization_id: organization.id, program_id: program.id });
      setNotice(M.enrolled(organization.label, program.label));
    } catch (e) {
      setError(readFailure(e));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="hd-link-add" noValidate aria-label={M.enrollment} onSubmit={(e) => void enroll(e)}>
      <div className="hd-link-add__intro">
        <h3>{M.enrollment}</h3>
        <p>{M.enrollmentIntro}</p>
      </div>
      <CandidatePicker kind="organizations" labels={M.organization} value={organization} onChange={setOrganization} />
      <CandidatePicker kind="programs" labels={M.program} value={program} onChange={setProgram} />
      <Button type="submit" loading={busy} disabled={busy}>
        {M.enroll}
      </Button>
      {error ? (
        <p role="alert" className="hd-form-error hd-link-add__error">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="hd-notice">
          {notice}
        </p>
      ) : null}
    </form>
  );
}

/** spec 000 §7.2 simulate medical record (POST with user_id). */
function SimulateRecord({ userId }: { userId: string }) {
  const M = useMessages(memberMessages);
  const language = useLanguage();
  const sdk = useHealthDeck();
  const { state, run } = useRead(useMemo(() => () => simulateMedicalRecord(sdk, userId), [sdk, userId]));
  return (
    <div>
      <h3>{M.simulate}</h3>
      <p>{M.simulateIntro}</p>
      <Button type="button" variant="outlined" loading={state.status === 'loading'} disabled={state.status === 'loading'} onClick={run}>
        {M.simulate}
      </Button>
      {state.status === 'error' ? (
        <p role="alert" className="hd-form-error">
          {state.message}
        </p>
      ) : state.status === 'done' ? (
        <p role="status" className="hd-notice">
          {M.simulated(formatInstant(state.data.vital.created_at, language))}
        </p>
      ) : null}
    </div>
  );
}

/** The member's account actions: activation link, enrollment, simulate medical record. */
export function AccountActions({ userId }: { userId: string }) {
  const M = useMessages(memberMessages);
  const headingId = useId();
  return (
    <section className="hd-link-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.account}</h2>
      <ActivationLink userId={userId} />
      <Enrollment userId={userId} />
      <SimulateRecord userId={userId} />
    </section>
  );
}
