import { StreakCard, type StreakCardProps } from '../widgets/streak-card/streak-card';
import { streakCardStyles } from '../widgets/streak-card/styles';
import { defineElement } from './define-element';
import { withElementProvider } from './element-provider';

export const STREAK_CARD_TAG = 'hd-streak-card';

/**
 * `<hd-streak-card>`: no attributes; events `hd-start-tour` (first time: 'Start the tour'),
 * `hd-change` (detail {milestoneId, currentWeek}) after weeks pregnant were saved, and `hd-error`
 * (detail {message}) when the streak could not be loaded (nothing is shown, spec 001 §8).
 */
export function defineStreakCard(): CustomElementConstructor {
  return defineElement<StreakCardProps>({
    tag: STREAK_CARD_TAG,
    component: StreakCard,
    props: {},
    events: { onStartTour: 'hd-start-tour', onChange: 'hd-change', onError: 'hd-error' },
    styles: streakCardStyles,
    wrap: withElementProvider,
  });
}
