import { SmartMealTracker, type SmartMealTrackerProps } from '../widgets/smart-meal-tracker/smart-meal-tracker';
import { smartMealTrackerStyles } from '../widgets/smart-meal-tracker/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const SMART_MEAL_TRACKER_TAG = 'hd-smart-meal-tracker';

/**
 * `<hd-smart-meal-tracker log-meal-href="/client/log-meal">`: today's calories against 2000 kcal
 * and carbs, protein and fat against 250, 90 and 55 g (spec 001 §9), and a 'Log a meal' link
 * (attribute `log-meal-href`, default /client/log-meal; a plain link, so the page around it
 * navigates as for any link). No events: load failures are only logged (spec 001 §8).
 */
export function defineSmartMealTracker(): CustomElementConstructor {
  return defineElement<SmartMealTrackerProps>({
    tag: SMART_MEAL_TRACKER_TAG,
    component: SmartMealTracker,
    props: { logMealHref: 'string' },
    styles: smartMealTrackerStyles,
    wrap: withElementProvider,
  });
}
