import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ReferralsProps } from './referrals';

export const referralsWidget = describeWidget<ReferralsProps>({
  folder: 'referrals',
  tag: 'hd-referrals',
  description:
    'Every active referral grouped by category (spec 001 §3 Referral: title, description, desktop_image, button_text, url), each button opening its url in a new tab: the content of a REFERRALS page (spec 000 §3.4), shown while the referrals feature flag is on.',
  featureFlag: 'referrals',
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'group', description: 'One category and its referrals.' },
    { name: 'category', description: "The category's name." },
    { name: 'item', description: 'One referral.' },
    { name: 'image', description: "A referral's desktop image." },
    { name: 'cta', description: 'The button opening a referral in a new tab.' },
  ],
  load: () => import('./element'),
});
