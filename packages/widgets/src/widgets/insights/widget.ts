import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { InsightsProps } from './insights';

export const insightsWidget = describeWidget<InsightsProps>({
  folder: 'insights',
  tag: 'hd-insights',
  description:
    "The latest day the member's connected devices recorded (GET health-summary: steps, distance in miles, calories, sleep), or a link to connect a device. With the Health Summary scores, the content of an INSIGHTS page (spec 000 §3.4).",
  attributes: [{ prop: 'devicesHref', type: 'string', description: 'Where a device is connected (default /client/profile#connected-devices).' }],
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'day', description: 'The day the figures are from.' },
    { name: 'figures', description: "The day's figures." },
    { name: 'no-device', description: 'The no-device state.' },
    { name: 'connect', description: 'The link to connect a device.' },
  ],
  load: () => import('./element'),
});
