import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { createNutritionFormApi, nutritionFormQueries, type HealthDeck } from '@healthdeck/sdk';
import { useLanguage, useMessages } from '../../i18n/language';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { LockedState, preloadLockedState } from '../shared/locked-state';
import { failureText } from '../shared/questionnaire/failure-text';
import { questionnaireMessages } from '../shared/questionnaire/messages';
import type { Answers } from '../shared/questionnaire/questionnaire';
import { useSealedAnswers } from '../shared/questionnaire/sealed-answers';
import { WidgetShell } from '../shared/widget-shell';
import { nutritionFormMessages, type NutritionFormMessages } from './messages';
import { NUTRITION_QUESTIONS } from './questions';

// The questions (the questionnaire, with react-hook-form) show once the form and its saved draft
// have loaded: their code loads meanwhile, started as the widget mounts, so the skeleton never waits
// for it (and the locked state never loads it).
const loadQuestionnaire = () => import('../shared/questionnaire/questionnaire-form');
const QuestionnaireForm = lazy(() => loadQuestionnaire().then((module) => ({ default: module.QuestionnaireForm })));

export interface NutritionFormProps {
  /** After the form was submitted (the element dispatches `hd-change`). */
  onSubmit?: (detail: { status: string }) => void;
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/**
 * The member's nutrition form (spec 000 §7.6 nutrition form GET, POST, submit; §3.3 diet,
 * allergies, goals): the saved draft opened in the browser, Save draft (as it is) and Submit (every
 * question answered: saved, then submitted). Without the member's key it asks for the password.
 */
export function NutritionForm(props: NutritionFormProps) {
  const t = useMessages(nutritionFormMessages);
  return (
    <WidgetShell block="hd-nutrition-form" title={t.title} signedOut={t.signedOut}>
      {(client) => <NutritionFormContent client={client} t={t} {...props} />}
    </WidgetShell>
  );
}

function NutritionFormContent({ client, t, onSubmit, onError }: NutritionFormProps & { client: HealthDeck; t: NutritionFormMessages }) {
  const api = useMemo(() => createNutritionFormApi(client), [client]);
  const locks = useMessages(questionnaireMessages);
  const language = useLanguage();
  const form = useQuery(nutritionFormQueries(api).form());
  const { locked, opened } = useSealedAnswers(client, form.data?.encrypted_data, (encrypted) => api.open<Answers>({ encrypted_data: encrypted }));
  useReportLoadFailure('nutrition form', form, t.loadFailed, onError);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (locked) preloadLockedState();
    else void loadQuestionnaire();
  }, [locked]);

  if (form.isError) return <LoadFailure block="hd-nutrition-form" query={form} message={t.loadFailed} retryLabel={t.retry} />;
  if (locked && form.data) return <LockedState t={locks} />;
  const skeleton = (
    <div className="hd-nutrition-form__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
      <span className="hd-skeleton hd-skeleton--line" />
      <span className="hd-skeleton hd-skeleton--bar" />
      <span className="hd-skeleton hd-skeleton--bar" />
    </div>
  );
  if (form.isPending || opened.isPending) return skeleton;
  if (opened.isError) return <LoadFailure block="hd-nutrition-form" query={opened} message={t.loadFailed} retryLabel={t.retry} />;

  const { status, updated_at: updatedAt, submitted_at: submittedAt } = form.data;
  const when = status === 'complete' ? submittedAt : updatedAt;
  const statusText = t.statuses[status].replace('{date}', when ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(when)) : '');

  async function act(action: string, answers: Answers) {
    setError(null);
    setNotice(null);
    try {
      await api.save(answers);
    } catch (failure) {
      setError(failureText('nutrition form save', failure, t.saveFailed));
      throw failure;
    }
    if (action !== 'submit') {
      setNotice(t.saved);
      return;
    }
    try {
      const submitted = await api.submit();
      setNotice(t.submittedNow);
      onSubmit?.({ status: submitted.status });
    } catch (failure) {
      setError(failureText('nutrition form submit', failure, t.submitFailed));
      throw failure;
    }
  }

  return (
    <Suspense fallback={skeleton}>
      <div className="hd-nutrition-form__body" part="body">
        <p className="hd-nutrition-form__intro">{t.intro}</p>
        <p className="hd-nutrition-form__status" part="status" data-status={status}>
          {statusText}
        </p>
        {notice ? (
          <p role="status" className="hd-nutrition-form__notice">
            {notice}
          </p>
        ) : null}
        <QuestionnaireForm
          questions={NUTRITION_QUESTIONS}
          text={t.questions}
          saved={opened.data ?? null}
          actions={[
            { id: 'submit', label: t.submit, validate: true },
            { id: 'draft', label: t.saveDraft, validate: false, variant: 'outlined' },
          ]}
          onAction={act}
          error={error}
        />
      </div>
    </Suspense>
  );
}
