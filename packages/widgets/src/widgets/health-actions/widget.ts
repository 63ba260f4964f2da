import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { HealthActionsProps } from './health-actions';

export const healthActionsWidget = describeWidget<HealthActionsProps>({
  folder: 'health-actions',
  tag: 'hd-health-actions',
  description:
    "The member's health actions (in progress, to do, completed, each with its status change), current medications with their schedule (recurrence, drug type) and the medications log, allergies and health issues, each added from the catalogue (spec 000 §3.3, §3.4, §7.6, §8).",
  attributes: [{ prop: 'tab', type: 'string', description: 'The tab shown first: actions (default), medications, allergies or issues.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'list', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'item', description: 'Each health action, medication, allergy or health issue.' },
    { name: 'log', description: 'The medications log.' },
    { name: 'form', description: 'An add form.' },
    { name: 'saved', description: 'The message after a save.' },
    { name: 'tabs', description: 'The tabs.' },
    { name: 'tab-panel', description: 'The chosen tab’s content.' },
  ],
  load: () => import('./element'),
});
