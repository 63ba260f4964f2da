import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ActivityProps } from './activity';

export const activityWidget = describeWidget<ActivityProps>({
  folder: 'activity',
  tag: 'hd-activity',
  description:
    "The member's daily logs (water, sleep, mood, symptoms, tasks and stars by day, up to 31 days back) and activity history (the screens' start and finish events) as a timeline (spec 000 §3.4, §7.6).",
  parts: [...commonParts('widget', 'title', 'body', 'list', 'empty', 'error', 'locked', 'skeleton'), { name: 'day', description: 'Each day of a timeline.' }],
  load: () => import('./element'),
});
