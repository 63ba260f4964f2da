import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { HealthTipProps } from './health-tip';

export const healthTipWidget = describeWidget<HealthTipProps>({
  folder: 'health-tip',
  names: ['Health Tip'],
  tag: 'hd-health-tip',
  description: 'A random health tip from the server (spec 001 §3 Health tip). Placed only while the healthtip feature flag is on (spec 001 §2).',
  featureFlag: 'healthtip',
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
  load: () => import('./element'),
});
