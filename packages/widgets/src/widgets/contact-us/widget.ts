import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ContactUsProps } from './contact-us';

export const contactUsWidget = describeWidget<ContactUsProps>({
  folder: 'contact-us',
  names: ['Contact Us'],
  tag: 'hd-contact-us',
  description:
    "Contact us: opens the external contact page in a new tab — the widget's url call to action, else the organisation's contact page (GET contact-link); the content of a CONTACTUS page (spec 000 §3.4). Placed only while the contactus feature flag is on (spec 001 §2).",
  featureFlag: 'contactus',
  attributes: [{ prop: 'config', type: 'json', description: 'The widget configuration (spec 001 §3): cta_url_type url and cta_url, optional cta_text and description.' }],
  events: [{ prop: 'onError', name: 'hd-error', description: "Loading the organisation's contact page failed; detail {message}." }],
  parts: [...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'), { name: 'cta', description: 'The link opening the contact page in a new tab.' }],
  load: () => import('./element'),
});
