import { MoodTracker, type MoodTrackerProps } from '../widgets/mood-tracker/mood-tracker';
import { moodTrackerStyles } from '../widgets/mood-tracker/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const MOOD_TRACKER_TAG = 'hd-mood-tracker';

/**
 * `<hd-mood-tracker>`: no attributes; events `hd-change` (detail {mood}) after the server confirmed
 * a mood and `hd-error` (detail {message}) when a load or log failed (nothing is shown, spec 001 §8).
 */
export function defineMoodTracker(): CustomElementConstructor {
  return defineElement<MoodTrackerProps>({
    tag: MOOD_TRACKER_TAG,
    component: MoodTracker,
    props: {},
    events: { onChange: 'hd-change', onError: 'hd-error' },
    styles: moodTrackerStyles,
    wrap: withElementProvider,
  });
}
