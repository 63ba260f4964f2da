import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { SleepSummaryProps } from './sleep-summary';

export const sleepSummaryWidget = describeWidget<SleepSummaryProps>({
  folder: 'sleep-summary',
  names: ['Sleep Summary'],
  tag: 'hd-sleep-summary',
  description:
    "The latest night from the member's fitness tracker: duration, stages, comparison with the night before (spec 001 §4, §9); without a connected device, an empty state that says so and links to where one is connected.",
  attributes: [{ prop: 'devicesHref', type: 'string', description: 'Where a device is connected, linked from the empty state (default /client/profile#connected-devices).' }],
  events: [{ prop: 'onError', name: 'hd-error', description: 'The load failed; detail {message}.' }],
  cssProperties: [
    { name: '--hd-color-sleep', description: 'The sleep colour.' },
    { name: '--hd-color-sleep-light', description: 'Light sleep.' },
    { name: '--hd-color-sleep-deep', description: 'Deep sleep.' },
    { name: '--hd-color-sleep-rem', description: 'REM sleep.' },
  ],
  parts: [
    ...commonParts('body', 'empty', 'skeleton'),
    { name: 'duration', description: 'The duration.' },
    { name: 'comparison', description: 'The comparison with the night before.' },
    { name: 'stages', description: 'The stage bars.' },
    { name: 'stage-bar', description: 'Each stage bar.' },
    { name: 'stage-percent', description: 'Each stage share.' },
    { name: 'tip', description: 'The sleep tip.' },
    { name: 'no-device', description: 'The empty state when no device is connected.' },
    { name: 'connect', description: 'The link to connect a device.' },
  ],
  load: () => import('./element'),
});
