import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { PrimaryCareVisitProps } from './primary-care-visit';

export const primaryCareVisitWidget = describeWidget<PrimaryCareVisitProps>({
  folder: 'primary-care-visit',
  names: ['Primary Care Visit'],
  tag: 'hd-primary-care-visit',
  description:
    'Primary care visit: Virtual Visit opens /client/virtual-care?consultType=3 and is enabled only when the virtual-care page is available to the member; In-Person Visit is always disabled (spec 001 §6).',
  events: [{ prop: 'onError', name: 'hd-error', description: 'Checking the virtual-care page failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'error', 'locked', 'skeleton', 'button'),
    { name: 'actions', description: 'The two visit buttons.' },
    { name: 'virtual', description: 'The Virtual Visit link, when the page is available.' },
  ],
  load: () => import('./element'),
});
