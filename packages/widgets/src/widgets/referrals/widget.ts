import { commonParts } from '../../registry/common-parts';
import { describeWidget } from '../../registry/widget-descriptor';
import type { ReferralsProps } from './referrals';

export const referralsWidget = describeWidget<ReferralsProps>({
  folder: 'referrals',
  tag: 'hd-referrals',
  description: 'A REFERRALS page: the referrals by category.',
  featureFlag: 'referrals',
  events: [{ prop: 'onError', name: 'hd-error', description: 'Loading failed; detail {message}.' }],
  parts: [...commonParts('widget', 'title', 'body', 'empty', 'error', 'locked', 'skeleton'), { name: 'item', description: 'A referral.' }, { name: 'cta', description: 'Its new-tab link.' }],
  load: () => import('./element'),
});
