import { SleepSummary, type SleepSummaryProps } from '../widgets/sleep-summary/sleep-summary';
import { sleepSummaryStyles } from '../widgets/sleep-summary/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const SLEEP_SUMMARY_TAG = 'hd-sleep-summary';

/**
 * `<hd-sleep-summary>`: the latest night from the member's fitness tracker (spec 001 §4, §9). No
 * attributes; event `hd-error` (detail {message}).
 */
export function defineSleepSummary(): CustomElementConstructor {
  return defineElement<SleepSummaryProps>({
    tag: SLEEP_SUMMARY_TAG,
    component: SleepSummary,
    props: {},
    events: { onError: 'hd-error' },
    styles: sleepSummaryStyles,
    wrap: withElementProvider,
  });
}
