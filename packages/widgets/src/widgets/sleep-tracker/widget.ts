import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { SleepTrackerProps } from './sleep-tracker';

export const sleepTrackerWidget = describeWidget<SleepTrackerProps>({
  folder: 'sleep-tracker',
  names: ['Sleep Tracker'],
  tag: 'hd-sleep-tracker',
  description: "Last night's sleep in levels of up to 14 against the sleep goal (spec 001 §4, §9). The goal link is a plain link, so the page around it navigates as for any link.",
  attributes: [
    { prop: 'goal', type: 'number', description: "Sleep goal in hours; else the account's sleep goal, else 8." },
    { prop: 'profileHref', type: 'string', description: 'Where the sleep goal link goes (default /client/profile).' },
  ],
  events: [
    { prop: 'onChange', name: 'hd-change', description: 'After the server confirmed a change; detail {totalLevels}.' },
    { prop: 'onError', name: 'hd-error', description: 'A load or change failed; detail {message}.' },
  ],
  cssProperties: [{ name: '--hd-color-sleep', description: 'The filled bars.' }],
  parts: [
    ...commonParts('body', 'controls', 'button', 'increment', 'decrement', 'error', 'skeleton'),
    { name: 'meter', description: 'The bars.' },
    { name: 'bar', description: 'Each bar.' },
    { name: 'bar-on', description: 'A filled bar.' },
    { name: 'level', description: 'The level count.' },
    { name: 'goal', description: 'The goal link.' },
  ],
  load: () => import('./element'),
});
