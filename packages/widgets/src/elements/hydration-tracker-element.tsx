import { HydrationTracker, type HydrationTrackerProps } from '../widgets/hydration-tracker/hydration-tracker';
import { hydrationTrackerStyles } from '../widgets/hydration-tracker/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const HYDRATION_TRACKER_TAG = 'hd-hydration-tracker';

/**
 * `<hd-hydration-tracker goal="64">`: attribute `goal` (ounces, else the account setting, else 96);
 * events `hd-change` (detail {totalOunces, goal}) and `hd-error` (detail {message}).
 */
export function defineHydrationTracker(): CustomElementConstructor {
  return defineElement<HydrationTrackerProps>({
    tag: HYDRATION_TRACKER_TAG,
    component: HydrationTracker,
    props: { goal: 'number' },
    events: { onChange: 'hd-change', onError: 'hd-error' },
    styles: hydrationTrackerStyles,
    wrap: withElementProvider,
  });
}
