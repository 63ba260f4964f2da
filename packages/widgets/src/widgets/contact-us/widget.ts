import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ContactUsProps } from './contact-us';

export const contactUsWidget = describeWidget<ContactUsProps>({
  folder: 'contact-us',
  names: ['Contact Us'],
  tag: 'hd-contact-us',
  description: "Contact us: the contact page (the widget's url, else GET contact-link) in a new tab. Behind the contactus flag.",
  featureFlag: 'contactus',
  attributes: [{ prop: 'config', type: 'json', description: 'The widget configuration (spec 001 §3): cta_url_type url and cta_url, optional cta_text and description.' }],
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'), { name: 'cta', description: 'The link opening the contact page in a new tab.' }],
  load: () => import('./element'),
});
