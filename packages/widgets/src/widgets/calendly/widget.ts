import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { CalendlyProps } from './calendly';

export const calendlyWidget = describeWidget<CalendlyProps>({
  folder: 'calendly',
  tag: 'hd-calendly',
  description: 'A CALENDLY page: the scheduling link, framed if on calendly.com (allow it in frame-src).',
  featureFlag: 'calendly',
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'frame', description: 'The Calendly frame.' },
    { name: 'cta', description: 'The new-tab link.' },
  ],
  load: () => import('./element'),
});
