import { describeWidget } from '../../registry/widget-descriptor';
import type { HtmlContentProps } from './html-content';

export const htmlContentWidget = describeWidget<HtmlContentProps>({
  folder: 'html-content',
  types: ['html'],
  tag: 'hd-html-content',
  description:
    'HTML content an administrator configured (spec 001 §2 Widget types, html), sanitised with DOMPurify before it reaches the DOM: no script, event handler or javascript: URL survives.',
  attributes: [{ prop: 'config', type: 'json', description: 'The widget configuration (spec 001 §3 Widget config): html, and an optional title.' }],
  parts: [
    { name: 'widget', description: 'The card.' },
    { name: 'title', description: 'The title, when configured.' },
    { name: 'body', description: 'The sanitised content.' },
  ],
  load: () => import('./element'),
});
