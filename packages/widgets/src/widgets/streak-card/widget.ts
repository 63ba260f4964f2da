import { describeWidget } from '../../registry/widget-descriptor';
import type { StreakCardProps } from './streak-card';

export const streakCardWidget = describeWidget<StreakCardProps>({
  folder: 'streak-card',
  types: ['login_streak', 'pregnancy_streak'],
  tag: 'hd-streak-card',
  description: 'The login or pregnancy streak with this week\'s days and the milestone (spec 001 §4 Streak card).',
  events: [
    { prop: 'onStartTour', name: 'hd-start-tour', description: 'First time: the member pressed \'Start the tour\'.' },
    { prop: 'onChange', name: 'hd-change', description: 'After weeks pregnant were saved; detail {milestoneId, currentWeek}.' },
    { prop: 'onError', name: 'hd-error', description: 'The streak could not be loaded (nothing is shown, spec 001 §8); detail {message}.' },
  ],
  cssProperties: [
    { name: '--hd-color-streak-completed', description: 'A completed day.' },
    { name: '--hd-color-streak-missed', description: 'A missed day.' },
  ],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: 'The title.' },
    { name: 'body', description: 'The card body.' },
    { name: 'count', description: 'The streak count.' },
    { name: 'week', description: 'The week row.' },
    { name: 'milestone', description: 'The milestone.' },
    { name: 'milestones', description: 'The milestones button.' },
    { name: 'prompt', description: 'The weeks-pregnant prompt.' },
    { name: 'first-time', description: 'The first-time tutorial start.' },
    { name: 'locked', description: 'The locked state.' },
    { name: 'skeleton', description: 'The loading placeholder.' },
  ],
  load: () => import('./element'),
});
