import { SleepTracker, type SleepTrackerProps } from '../widgets/sleep-tracker/sleep-tracker';
import { sleepTrackerStyles } from '../widgets/sleep-tracker/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const SLEEP_TRACKER_TAG = 'hd-sleep-tracker';

/**
 * `<hd-sleep-tracker goal="7" profile-href="/client/profile">`: attribute `goal` (hours, else the
 * account's sleep goal, else 8) and `profile-href` (where the sleep goal link goes, default
 * /client/profile); events `hd-change` (detail {totalLevels}) and `hd-error` (detail {message}).
 * The goal link is a plain link, so the page around it navigates as it does for any link.
 */
export function defineSleepTracker(): CustomElementConstructor {
  return defineElement<SleepTrackerProps>({
    tag: SLEEP_TRACKER_TAG,
    component: SleepTracker,
    props: { goal: 'number', profileHref: 'string' },
    events: { onChange: 'hd-change', onError: 'hd-error' },
    styles: sleepTrackerStyles,
    wrap: withElementProvider,
  });
}
