// Saving the member's answers (Save draft, Submit) with the sdk's save and submit calls.
import type { Language } from '@healthdeck/contract/light';
import { saveNutritionForm, submitNutritionForm, type HealthDeck } from '@healthdeck/sdk';
import { loadMessages } from '../../i18n/language';
import { failureText } from '../shared/questionnaire/failure-text';
import type { Answers } from '../shared/questionnaire/questionnaire';
import type { NutritionFormProps } from './nutrition-form';
import { nutritionSaveMessages } from './save-messages';

/** What an action ended with: the notice to show, or the failure. */
export type SaveOutcome = { notice: string } | { error: string };

/**
 * Saves the answers (sealed by the sdk); Submit then submits them and reports the new status. A
 * server 400 message shows as returned; the outcome's strings are in `language` (English if they
 * cannot load).
 */
export async function saveAnswers(
  client: HealthDeck,
  action: string,
  answers: Answers,
  language: Language,
  saveFailed: string,
  onSubmit?: NutritionFormProps['onSubmit'],
): Promise<SaveOutcome> {
  const strings = loadMessages(nutritionSaveMessages, language).catch(() => nutritionSaveMessages.en);
  try {
    await saveNutritionForm(client, answers);
  } catch (failure) {
    return { error: failureText('nutrition form save', failure, saveFailed) };
  }
  const t = await strings;
  if (action !== 'submit') return { notice: t.saved };
  try {
    const { status } = await submitNutritionForm(client);
    onSubmit?.({ status });
    return { notice: t.submittedNow };
  } catch (failure) {
    return { error: failureText('nutrition form submit', failure, t.submitFailed) };
  }
}
