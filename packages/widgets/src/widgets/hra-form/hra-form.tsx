import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { HRA_SECTIONS, type HraFormKind, type HraSection } from '@healthdeck/contract/light';
import { hraFormQuery, openHraSection, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useLanguage, useMessages } from '../../i18n/language';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { LockedState, preloadLockedState } from '../shared/locked-state';
import { failureText } from '../shared/questionnaire/failure-text';
import { questionnaireMessages } from '../shared/questionnaire/messages';
import type { Answers } from '../shared/questionnaire/questionnaire';
import { sealedAnswersLocked, sealedAnswersQuery } from '../shared/questionnaire/sealed-answers';
import { WidgetShell } from '../shared/widget-shell';
import { hraFormMessages, type HraFormMessages } from './messages';
import { fillText, hraSectionMessages, type HraSectionMessages } from './section-messages';

// A section's form (the questionnaire, react-hook-form, its questions and their rules) shows after
// a click on the section's button: it loads then, started when the member points at or focuses
// one. Submitting (the screening scores worked out from the answers) loads on Submit, started the
// same way.
const loadEditor = () => import('./section-editor');
const SectionEditor = lazy(loadEditor);
const preloadEditor = () => void loadEditor();
const loadSubmit = () => import('./submit-assessment');
const preloadSubmit = () => void loadSubmit();

export interface HraFormProps {
  /** After the assessment was submitted (the element dispatches `hd-change`). */
  onSubmit?: (detail: { status: string }) => void;
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/**
 * The health assessment page (spec 001 §2: the page whose path is hra-form): the five sections of
 * spec 000 §3.4 with their status and spec 001 §4's button (Get started, Complete, Edit, Continue
 * Section), each answered, saved to resume later, completed or skipped; then submitted with the
 * screening scores. Answers are sealed and opened in the browser; without the member's key the page
 * asks for the password.
 */
export function HraForm(props: HraFormProps) {
  const t = useMessages(hraFormMessages);
  const s = useMessages(hraSectionMessages);
  return (
    <WidgetShell block="hd-hra-form" title={s.title} signedOut={s.signedOut} frame="card">
      {(client) => <HraFormContent client={client} t={t} s={s} {...props} />}
    </WidgetShell>
  );
}

function HraFormContent({ client, t, s, onSubmit, onError }: HraFormProps & { client: HealthDeck; t: HraFormMessages; s: HraSectionMessages }) {
  const locks = useMessages(questionnaireMessages);
  const language = useLanguage();
  const dataKey = useStore(client.$dataKey);
  const privateKey = useStore(client.$privateKey);
  const form = useQuery(hraFormQuery(client));
  useReportLoadFailure('health assessment', form, s.loadFailed, onError);
  const [editing, setEditing] = useState<HraFormKind | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const returnTo = useRef<HraFormKind | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  // Locked (no data key; or a section the server sealed, without the private key): the page asks for
  // the password, and a locked section's answers cannot be opened, resumed or submitted until then.
  const lockedKinds = new Set((form.data?.sections ?? []).filter((section) => sealedAnswersLocked(section.encrypted_data, { dataKey, privateKey })).map((section) => section.kind));
  const locked = !dataKey || lockedKinds.size > 0;
  useEffect(() => {
    if (locked) preloadLockedState();
  }, [locked]);
  // Once the private key is unlocked, every section the server sealed is opened, not only those the
  // member goes into: the sdk sends each back re-sealed under the data key, so after a reload the
  // page is not locked again. A section's editor then finds its answers opened (the same query).
  useEffect(() => {
    if (!dataKey || !privateKey) return;
    for (const section of form.data?.sections ?? []) {
      if (section.encrypted_data && !section.encrypted_data.startsWith('hd1.')) {
        void client.queryClient.prefetchQuery(sealedAnswersQuery(section.encrypted_data, { dataKey, privateKey }, (_encrypted, keys) => openHraSection<Answers>(client, section, keys)));
      }
    }
  }, [client, form.data, dataKey, privateKey]);

  // Back on the list, the section's button takes the focus again.
  useEffect(() => {
    if (editing || !returnTo.current) return;
    listRef.current?.querySelector<HTMLButtonElement>(`[data-kind="${returnTo.current}"]`)?.focus();
    returnTo.current = null;
  }, [editing]);

  if (form.isError) return <LoadFailure block="hd-hra-form" query={form} message={s.loadFailed} retryLabel={s.retry} />;
  if (form.isPending) {
    return (
      <div className="hd-hra-form__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={s.loading}>
        <span className="hd-skeleton hd-skeleton--line" />
        <span className="hd-skeleton hd-skeleton--bar" />
        <span className="hd-skeleton hd-skeleton--bar" />
      </div>
    );
  }

  const sections: HraSection[] = HRA_SECTIONS.map((kind) => form.data?.sections.find((s) => s.kind === kind) ?? { kind, status: 'new', encrypted_data: null, updated_at: null });
  const status = form.data?.status ?? 'new';
  const done = sections.filter((s) => s.status !== 'new' && s.status !== 'incomplete').length;
  const current = editing ? sections.find((s) => s.kind === editing) : undefined;

  if (current && dataKey && !lockedKinds.has(current.kind)) {
    return (
      <Suspense fallback={<div className="hd-hra-form__editor" part="section" role="status" aria-busy="true" aria-label={s.loading} style={{ minHeight: '24rem' }} />}>
        <SectionEditor
          client={client}
          s={s}
          section={current}
          onDone={(saved) => {
            returnTo.current = current.kind;
            setNotice(saved ? t.saved : null);
            setEditing(null);
          }}
        />
      </Suspense>
    );
  }

  async function submit() {
    setSubmitting(true);
    setSubmitError(null);
    setNotice(null);
    try {
      const latest = form.data;
      if (!latest) return;
      const { submitAssessment } = await loadSubmit();
      const submitted = await submitAssessment(client, latest);
      onSubmit?.({ status: submitted.status });
    } catch (failure) {
      setSubmitError(failureText('health assessment submit', failure, t.submitFailed));
    } finally {
      setSubmitting(false);
    }
  }

  const submittedAt = form.data?.submitted_at;
  return (
    <div className="hd-hra-form__body" part="body">
      {locked ? <LockedState t={locks} /> : null}
      <p className="hd-hra-form__intro">{t.intro}</p>
      <p className="hd-hra-form__progress" part="progress">
        {fillText(s.progress, { done, total: sections.length })}
      </p>
      {notice ? (
        <p role="status" className="hd-hra-form__notice">
          {notice}
        </p>
      ) : null}
      <ul ref={listRef} className="hd-hra-form__sections" part="sections">
        {sections.map((section) => (
          <li key={section.kind} className="hd-hra-form__section" data-status={section.status}>
            <span className="hd-hra-form__name">{s.sections[section.kind]}</span>
            <span className={`hd-hra-form__status hd-hra-form__status--${section.status}`} part="status">
              {s.statuses[section.status]}
            </span>
            <Button
              variant={section.status === 'new' || section.status === 'incomplete' || section.status === 'skipped' ? 'filled' : 'outlined'}
              data-kind={section.kind}
              aria-label={`${t.buttons[section.status]}: ${s.sections[section.kind]}`}
              disabled={!dataKey || lockedKinds.has(section.kind)}
              onPointerEnter={preloadEditor}
              onFocus={preloadEditor}
              onClick={() => {
                setNotice(null);
                setEditing(section.kind);
              }}
            >
              {t.buttons[section.status]}
            </Button>
          </li>
        ))}
      </ul>
      {status === 'review' && submittedAt ? (
        <p className="hd-hra-form__submitted" part="submitted">
          {fillText(t.submitted, { date: new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(submittedAt)) })}
        </p>
      ) : (
        <div className="hd-hra-form__submit">
          {status === 'complete' ? null : <p className="hd-hra-form__hint">{t.submitHint}</p>}
          {submitError ? (
            <p role="alert" className="hd-hra-form__error" part="error">
              {submitError}
            </p>
          ) : null}
          <Button disabled={status !== 'complete' || locked} loading={submitting} onPointerEnter={preloadSubmit} onFocus={preloadSubmit} onClick={() => void submit()}>
            {t.submit}
          </Button>
        </div>
      )}
    </div>
  );
}
