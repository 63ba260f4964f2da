import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface SmartMealTrackerMessages {
  /** spec 000 §2 dashboard widget name. */
  title: string;
  calories: string;
  carbs: string;
  protein: string;
  fat: string;
  /** spec 001 §2: /client/log-meal is opened from the meal widget's buttons. */
  logMeal: string;
  /** Nothing eaten yet today, or today's intake could not be read (spec 001 §8: logged only). */
  empty: string;
  loading: string;
  signedOut: string;
}

// English is ours (the spec names the widget and its rings but gives no other wording); the other
// languages are our translations, loaded on first use.
const translations = () => import('./translations');

export const smartMealTrackerMessages: Catalogue<SmartMealTrackerMessages> = {
  en: {
    title: 'Smart Meal Tracker',
    calories: 'Calories',
    carbs: 'Carbs',
    protein: 'Protein',
    fat: 'Fat',
    logMeal: 'Log a meal',
    empty: 'No meals logged today yet.',
    loading: 'Loading calorie intake',
    signedOut: 'Sign in to track your meals.',
  },
  translations: lazyTranslations(translations),
};
