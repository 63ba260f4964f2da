import { describeWidget } from '../../registry/widget-descriptor';
import type { RecentTestProps } from './recent-test';

export const recentTestWidget = describeWidget<RecentTestProps>({
  folder: 'recent-test',
  names: ['Recent Test'],
  tag: 'hd-recent-test',
  description: "The member's latest test kit with its status and the spec 001 §4 button ('Results Ready' opens the kit's results); a register link when the member has no kit.",
  attributes: [
    {
      prop: 'testingCenterHref',
      type: 'string',
      description: "The testing center, linked from the card and below which 'Results Ready' opens the kit's results (default /client/testing-center; on a partner page, the product's).",
    },
  ],
  events: [{ prop: 'onError', name: 'hd-error', description: 'The latest kit could not be loaded; detail {message}.' }],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: "'Recent Test'." },
    { name: 'body', description: 'The card body.' },
    { name: 'status-button', description: "The 'Results Ready' link." },
    { name: 'locked', description: 'The signed-out text.' },
    { name: 'error', description: 'The load failure message.' },
  ],
  load: () => import('./element'),
});
