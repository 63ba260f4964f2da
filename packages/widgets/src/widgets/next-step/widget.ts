import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { NextStepProps } from './next-step';

export const nextStepWidget = describeWidget<NextStepProps>({
  folder: 'next-step',
  names: ['Next Step'],
  tag: 'hd-next-step',
  description:
    "The member's next incomplete programme action with its button (spec 001 §4 Next-step button: disabled once completed, url in a new tab, triggered process and manual confirmation complete it, page navigates).",
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading the programmes or completing the step failed; detail {message}.' }],
  parts: [...commonParts('widget', 'title', 'body', 'error'), { name: 'cta', description: 'The call to action when it is a link (url or page).' }],
  load: () => import('./element'),
});
