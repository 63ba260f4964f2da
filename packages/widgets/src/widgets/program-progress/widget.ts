import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ProgramProgressProps } from './program-progress';

export const programProgressWidget = describeWidget<ProgramProgressProps>({
  folder: 'program-progress',
  names: ['Program Progress'],
  tag: 'hd-program-progress',
  description:
    "The member's programmes as program cards (spec 001 §2): the 'Overrall progress' circle, the 'Program Summary' of actions with progress bars, and each action's call to action (spec 001 §4) in its expandable detail.",
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading the programmes or completing an action failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'error'),
    { name: 'program', description: 'A program card (350x350).' },
    { name: 'overall', description: "The 'Overrall progress' circle." },
    { name: 'cta-card', description: "An action's call-to-action card." },
    { name: 'cta', description: 'A call to action that is a link (url or page).' },
  ],
  load: () => import('./element'),
});
