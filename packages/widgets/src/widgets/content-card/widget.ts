import { describeWidget } from '../../registry/widget-descriptor';
import type { ContentCardProps } from './content-card';

export const contentCardWidget = describeWidget<ContentCardProps>({
  folder: 'content-card',
  types: ['common', 'nudge', 'headline', 'borderless', 'icon_nudge', 'quad', 'large_quad', 'two_content_links', 'text'],
  tag: 'hd-content-card',
  description:
    "A configured content card (spec 001 §2 Widget types, §3 Widget config): title, text, image and a call to action (arrow or button) to a portal page or, in a new tab, an external address; {{path}} placeholders are filled from the member's account.",
  attributes: [{ prop: 'config', type: 'json', description: 'The widget configuration (spec 001 §3 Widget config): type, title, subtitle, description, image, cta_* and the type options.' }],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: 'The title.' },
    { name: 'body', description: 'The text.' },
    { name: 'image', description: 'The image.' },
    { name: 'cta', description: 'The call to action (an arrow or a button link).' },
  ],
  load: () => import('./element'),
});
