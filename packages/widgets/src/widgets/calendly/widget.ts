import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { CalendlyProps } from './calendly';

export const calendlyWidget = describeWidget<CalendlyProps>({
  folder: 'calendly',
  tag: 'hd-calendly',
  description:
    'The scheduling page (GET scheduling link): a Calendly page embedded inline with a link opening it in a new tab, any other scheduling site as the link only. The content of a CALENDLY page (spec 000 §3.4), shown while the calendly feature flag is on. A host page embedding it must allow https://calendly.com in its CSP frame-src.',
  featureFlag: 'calendly',
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'frame', description: 'The embedded Calendly page.' },
    { name: 'cta', description: 'The link opening the scheduling page in a new tab.' },
  ],
  load: () => import('./element'),
});
