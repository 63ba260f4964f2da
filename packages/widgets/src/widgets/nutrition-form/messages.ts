import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { QuestionText } from '../shared/questionnaire/questionnaire-form';

export interface NutritionFormMessages {
  title: string;
  intro: string;
  loading: string;
  signedOut: string;
  retry: string;
  loadFailed: string;
  /** The form's state (contract nutrition form status); '{date}' is the last save or the submission. */
  statuses: { new: string; incomplete: string; complete: string };
  saveDraft: string;
  submit: string;
  /** Also shown when the save's code cannot load; an action's other outcomes are save-messages.ts. */
  saveFailed: string;
  questions: Record<string, QuestionText>;
}

const translations = () => import('./translations');

export const nutritionFormMessages: Catalogue<NutritionFormMessages> = {
  en: {
    title: 'Nutrition Form',
    intro:
      'Tell us how you eat so that your care team can support your goals. Your answers are encrypted so that only you can read them; save a draft at any time and submit when you are ready.',
    loading: 'Loading your nutrition form',
    signedOut: 'Sign in to fill in your nutrition form.',
    retry: 'Try again',
    loadFailed: 'Your nutrition form could not be loaded. Please try again later.',
    statuses: { new: 'Not started yet.', incomplete: 'Draft saved on {date}. Submit it when you are ready.', complete: 'Submitted on {date}. You can change your answers and submit again.' },
    saveDraft: 'Save draft',
    submit: 'Submit',
    saveFailed: 'Your answers could not be saved. Please try again.',
    questions: {
      diet: {
        label: 'Which best describes how you eat?',
        options: { 'no-restrictions': 'I eat everything', vegetarian: 'Vegetarian', vegan: 'Vegan', pescatarian: 'Pescatarian', other: 'Another diet' },
      },
      goal: {
        label: 'What is your main nutrition goal?',
        options: { 'lose-weight': 'Lose weight', 'maintain-weight': 'Maintain my weight', 'gain-weight': 'Gain weight', 'eat-healthier': 'Eat healthier' },
      },
      mealsPerDay: { label: 'How many meals and snacks do you have on a usual day?' },
      allergies: { label: 'Food allergies or intolerances (optional)', hint: 'For example: peanuts, lactose, gluten.' },
    },
  },
  translations: lazyTranslations(translations),
};
