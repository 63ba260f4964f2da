import { lazy, Suspense, useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { nutritionFormQuery, openNutritionForm, type HealthDeck } from '@healthdeck/sdk';
import { useLanguage, useMessages } from '../../i18n/language';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import type { Answers } from '../shared/questionnaire/questionnaire';
import { useSealedAnswers } from '../shared/questionnaire/sealed-answers';
import { WidgetShell } from '../shared/widget-shell';
import { nutritionFormMessages, type NutritionFormMessages } from './messages';
import { NUTRITION_QUESTIONS } from './questions';
import { saveAnswers, type SaveOutcome } from './save-answers';

// The questions (the questionnaire, with react-hook-form) show once the form and its saved draft
// have loaded: their code loads meanwhile, started as the widget mounts, so the skeleton never waits
// for it (and the locked state never loads it). The locked state (its strings, the password prompt)
// loads only when the member's key is not open, in parallel with the prompt's own code.
const loadQuestionnaire = () => import('../shared/questionnaire/questionnaire-form');
const QuestionnaireForm = lazy(loadQuestionnaire);
const loadLocked = () => import('./locked-answers');
const LockedAnswers = lazy(loadLocked);

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
    <WidgetShell block="hd-nutrition-form" title={t.title} signedOut={t.signedOut} frame="card">
      {(client) => <NutritionFormContent client={client} t={t} {...props} />}
    </WidgetShell>
  );
}

function NutritionFormContent({ client, t, onSubmit, onError }: NutritionFormProps & { client: HealthDeck; t: NutritionFormMessages }) {
  // Only the form's read: the save and submit come with the first action.
  const language = useLanguage();
  const form = useQuery(nutritionFormQuery(client));
  const { locked, opened } = useSealedAnswers(client, form.data?.encrypted_data, (encrypted, keys) => openNutritionForm<Answers>(client, { encrypted_data: encrypted }, keys));
  useReportLoadFailure('nutrition form', form, t.loadFailed, onError);
  // The last Save draft's or Submit's outcome: its notice, or its failure above the buttons.
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  useEffect(() => {
    if (locked) void loadLocked();
    else void loadQuestionnaire();
  }, [locked]);

  if (form.isError) return <LoadFailure block="hd-nutrition-form" query={form} message={t.loadFailed} retryLabel={t.retry} />;
  const skeleton = (
    <div className="hd-nutrition-form__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading}>
      <span className="hd-skeleton hd-skeleton--line" />
      <span className="hd-skeleton hd-skeleton--bar" />
      <span className="hd-skeleton hd-skeleton--bar" />
    </div>
  );
  // Locked (the key not open here): the answers are not opened, the locked state shows once the form has loaded.
  if (form.isPending || (!locked && opened.isPending)) return skeleton;
  if (opened.isError) return <LoadFailure block="hd-nutrition-form" query={opened} message={t.loadFailed} retryLabel={t.retry} />;

  const { status, updated_at: updatedAt, submitted_at: submittedAt } = form.data;
  const when = status === 'complete' ? submittedAt : updatedAt;
  const statusText = t.statuses[status].replace('{date}', when ? new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(when)) : '');

  async function act(action: string, answers: Answers) {
    setOutcome(null);
    // The form stays as it is either way (QuestionnaireForm).
    setOutcome(await saveAnswers(client, action, answers, language, t.saveFailed, onSubmit));
  }

  return (
    <Suspense fallback={skeleton}>
      {locked ? (
        <LockedAnswers />
      ) : (
        <div className="hd-nutrition-form__body" part="body">
          <p className="hd-nutrition-form__intro">{t.intro}</p>
          <p className="hd-nutrition-form__status" part="status" data-status={status}>
            {statusText}
          </p>
          {outcome && 'notice' in outcome ? (
            <p role="status" className="hd-nutrition-form__notice">
              {outcome.notice}
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
            error={outcome && 'error' in outcome ? outcome.error : null}
          />
        </div>
      )}
    </Suspense>
  );
}
