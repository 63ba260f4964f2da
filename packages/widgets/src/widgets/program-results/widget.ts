import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ProgramResultsProps } from './program-results';

export const programResultsWidget = describeWidget<ProgramResultsProps>({
  folder: 'program-results',
  tag: 'hd-program-results',
  description: "The member's program results: 'Email me my results' (send, 204) and the download of result.pdf (spec 000 §7.6).",
  events: [{ prop: 'onSent', name: 'hd-sent', description: 'The results email was sent.' }],
  parts: [...commonParts('widget', 'title', 'body', 'error', 'locked'), { name: 'done', description: 'The message after the email or the download.' }],
  load: () => import('./element'),
});
