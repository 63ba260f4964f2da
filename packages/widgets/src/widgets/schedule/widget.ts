import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ScheduleProps } from './schedule';

export const scheduleWidget = describeWidget<ScheduleProps>({
  folder: 'schedule',
  names: ['Schedule'],
  tag: 'hd-schedule',
  description: 'Schedule a call: opens the scheduling page (GET scheduling link) in a new tab. Placed only while the calendly feature flag is on (spec 001 §2).',
  featureFlag: 'calendly',
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'), { name: 'cta', description: 'The link opening the scheduling page in a new tab.' }],
  load: () => import('./element'),
});
