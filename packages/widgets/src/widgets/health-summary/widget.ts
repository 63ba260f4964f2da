import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { HealthSummaryProps } from './health-summary';

export const healthSummaryWidget = describeWidget<HealthSummaryProps>({
  folder: 'health-summary',
  names: ['Health Summary'],
  tag: 'hd-health-summary',
  description:
    "The member's health scores (spec 001 §2 health summary, §3 Health score item: title, progress, max), each with a bar capped at 100 percent; steps, sleep and calories only when a device reported them, and with no device connected a link to connect one.",
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  cssProperties: [{ name: '--hd-health-summary-bar', description: 'The colour of the score bars.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton', 'list'),
    { name: 'item', description: 'One score: title, progress of max and its bar.' },
    { name: 'no-device', description: 'Under the scores when no device is connected: what is missing.' },
    { name: 'connect', description: 'The link to connect a device.' },
  ],
  load: () => import('./element'),
});
