import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { RandomReferralProps } from './random-referral';

export const randomReferralWidget = describeWidget<RandomReferralProps>({
  folder: 'random-referral',
  names: ['Random Referral'],
  tag: 'hd-random-referral',
  description:
    'A random referral (spec 001 §3 Referral: title, description, desktop_image, button_text) whose button opens its url in a new tab. Placed only while the random referral feature flag is on.',
  featureFlag: 'random_referral',
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [
    ...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'),
    { name: 'image', description: "The referral's desktop image." },
    { name: 'subtitle', description: "The referral's title." },
    { name: 'cta', description: 'The button opening the referral in a new tab.' },
  ],
  load: () => import('./element'),
});
