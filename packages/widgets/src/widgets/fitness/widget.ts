import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { FitnessProps } from './fitness';

export const fitnessWidget = describeWidget<FitnessProps>({
  folder: 'fitness',
  names: ['Fitness'],
  tag: 'hd-fitness',
  description:
    "Steps, calories and miles against the member's goals (spec 001 §4, §9); nothing until all three goals and the data exist; without a connected device, an empty state that says so and links to where one is connected. The card is a plain link, so the page navigates as for any link.",
  attributes: [
    { prop: 'href', type: 'string', description: 'Where the card leads (default /client/fitness).' },
    { prop: 'devicesHref', type: 'string', description: 'Where a device is connected, linked from the empty state (default /client/profile#connected-devices).' },
  ],
  events: [{ prop: 'onError', name: 'hd-error', description: 'The load failed; detail {message}.' }],
  cssProperties: [
    { name: '--hd-color-steps', description: 'The steps ring.' },
    { name: '--hd-color-calories', description: 'The calories ring.' },
    { name: '--hd-color-distance', description: 'The miles ring.' },
  ],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'locked', 'skeleton'),
    { name: 'link', description: 'The card link.' },
    { name: 'rings', description: 'The progress rings.' },
    { name: 'ring', description: 'Each ring.' },
    { name: 'metric-label', description: 'A metric label.' },
    { name: 'metric-value', description: 'A metric value.' },
    { name: 'comparison', description: 'The comparison with the day before.' },
    { name: 'message', description: 'The motivational message.' },
    { name: 'no-device', description: 'The empty state when no device is connected.' },
    { name: 'connect', description: 'The link to connect a device.' },
  ],
  load: () => import('./element'),
});
