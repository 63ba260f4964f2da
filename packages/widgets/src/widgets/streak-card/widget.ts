import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { StreakCardProps } from './streak-card';

export const streakCardWidget = describeWidget<StreakCardProps>({
  folder: 'streak-card',
  types: ['login_streak', 'pregnancy_streak'],
  tag: 'hd-streak-card',
  description: "The login or pregnancy streak with this week's days and the milestone (spec 001 §4 Streak card).",
  events: [
    { prop: 'onStartTour', name: 'hd-start-tour', description: "First time: the member pressed 'Start the tour'." },
    { prop: 'onChange', name: 'hd-change', description: 'After weeks pregnant were saved; detail {milestoneId, currentWeek}.' },
    { prop: 'onError', name: 'hd-error', description: 'The streak could not be loaded (nothing is shown, spec 001 §8); detail {message}.' },
  ],
  cssProperties: [
    { name: '--hd-color-streak-completed', description: 'A completed day.' },
    { name: '--hd-color-streak-missed', description: 'A missed day.' },
  ],
  parts: [
    ...commonParts('widget', 'title', 'body', 'prompt', 'locked', 'skeleton'),
    { name: 'count', description: 'The streak count.' },
    { name: 'week', description: 'The week row.' },
    { name: 'milestone', description: 'The milestone.' },
    { name: 'milestones', description: 'The milestones button.' },
    { name: 'first-time', description: 'The first-time tutorial start.' },
  ],
  load: () => import('./element'),
});
