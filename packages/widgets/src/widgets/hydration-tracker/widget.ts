import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { HydrationTrackerProps } from './hydration-tracker';

export const hydrationTrackerWidget = describeWidget<HydrationTrackerProps>({
  folder: 'hydration-tracker',
  names: ['Hydration Tracker'],
  tag: 'hd-hydration-tracker',
  description: "Today's water against the member's goal, with plus and minus buttons (spec 001 §4, §9).",
  attributes: [{ prop: 'goal', type: 'number', description: "Daily goal in ounces; else the account's water-intake setting, else 96." }],
  events: [
    { prop: 'onChange', name: 'hd-change', description: 'After the server confirmed a change; detail {totalOunces, goal}.' },
    { prop: 'onError', name: 'hd-error', description: 'A load or change failed; detail {message}.' },
  ],
  cssProperties: [{ name: '--hd-color-water', description: 'The meter fill.' }],
  parts: [
    ...commonParts('body', 'controls', 'button', 'increment', 'decrement', 'error', 'skeleton'),
    { name: 'total', description: 'The ounces logged today.' },
    { name: 'goal', description: 'The goal line.' },
    { name: 'meter', description: 'The progress meter.' },
    { name: 'meter-fill', description: 'The filled part of the meter.' },
    { name: 'message', description: 'The encouragement message.' },
  ],
  load: () => import('./element'),
});
