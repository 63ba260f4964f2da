import { describeWidget } from '../../registry/widget-descriptor';
import type { HydrationTrackerProps } from './hydration-tracker';

export const hydrationTrackerWidget = describeWidget<HydrationTrackerProps>({
  folder: 'hydration-tracker',
  names: ['Hydration Tracker'],
  tag: 'hd-hydration-tracker',
  description: 'Today\'s water against the member\'s goal, with plus and minus buttons (spec 001 §4, §9).',
  attributes: [
    { prop: 'goal', type: 'number', description: 'Daily goal in ounces; else the account\'s water-intake setting, else 96.' },
  ],
  events: [
    { prop: 'onChange', name: 'hd-change', description: 'After the server confirmed a change; detail {totalOunces, goal}.' },
    { prop: 'onError', name: 'hd-error', description: 'A load or change failed; detail {message}.' },
  ],
  cssProperties: [
    { name: '--hd-color-water', description: 'The meter fill.' },
  ],
  parts: [
    { name: 'body', description: 'The card body.' },
    { name: 'total', description: 'The ounces logged today.' },
    { name: 'goal', description: 'The goal line.' },
    { name: 'meter', description: 'The progress meter.' },
    { name: 'meter-fill', description: 'The filled part of the meter.' },
    { name: 'message', description: 'The encouragement message.' },
    { name: 'controls', description: 'The plus and minus buttons.' },
    { name: 'button', description: 'Each button.' },
    { name: 'increment', description: 'The plus button.' },
    { name: 'decrement', description: 'The minus button.' },
    { name: 'error', description: 'The error message.' },
    { name: 'skeleton', description: 'The loading placeholder.' },
  ],
  load: () => import('./element'),
});
