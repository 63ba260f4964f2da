import { lazyTranslations, type Catalogue } from '../../i18n/language';

export interface RewardsMessages {
  title: string;
  signedOut: string;
  /** The member's star balance (spec 001 §3 user.star_balance). */
  balanceLabel: string;
  stars: (count: number) => string;
  eligibleHeading: string;
  loading: string;
  /** spec 000 §8: the generic failure naming the operation. */
  loadFailed: string;
  retry: string;
  empty: string;
  cost: (stars: number) => string;
  stock: (count: number) => string;
  redeem: string;
  /** Why Redeem is off: the stars still missing. */
  short: (stars: number) => string;
  confirmTitle: string;
  confirmText: (name: string, stars: number) => string;
  confirm: string;
  cancel: string;
  redeemFailed: string;
  /** After a redemption: the secret, shown once here and kept in My rewards. */
  redeemedTitle: string;
  redeemedText: (name: string) => string;
  codeLabel: string;
  keptHint: string;
  done: string;
  mineHeading: string;
  mineLoading: string;
  mineFailed: string;
  mineEmpty: string;
  redeemedOn: (date: string) => string;
}

// The rewards calls are the spec's (000 §7.4); the refusals are the server's own messages
// (contract REWARD_LIMITS: not enough stars, out of stock, not available); these strings are ours.
const translations = () => import('./translations');

export const rewardsMessages: Catalogue<RewardsMessages> = {
  en: {
    title: 'Rewards',
    signedOut: 'Sign in to see your stars and rewards.',
    balanceLabel: 'Your stars',
    stars: (count) => `${count} ${count === 1 ? 'star' : 'stars'}`,
    eligibleHeading: 'Rewards you can earn',
    loading: 'Loading rewards',
    loadFailed: 'Failed to load eligible rewards',
    retry: 'Try again',
    empty: 'No rewards are available right now. Check back soon.',
    cost: (stars) => `${stars} ${stars === 1 ? 'star' : 'stars'}`,
    stock: (count) => `${count} left`,
    redeem: 'Redeem',
    short: (stars) => `You need ${stars} more ${stars === 1 ? 'star' : 'stars'}.`,
    confirmTitle: 'Redeem this reward?',
    confirmText: (name, stars) => `Redeem ${name} for ${stars} ${stars === 1 ? 'star' : 'stars'}? The stars are taken from your balance.`,
    confirm: 'Redeem',
    cancel: 'Cancel',
    redeemFailed: 'Failed to redeem reward',
    redeemedTitle: 'Reward redeemed',
    redeemedText: (name) => `Here is your code for ${name}.`,
    codeLabel: 'Your code',
    keptHint: 'Keep it safe: you will also find it in My rewards.',
    done: 'Done',
    mineHeading: 'My rewards',
    mineLoading: 'Loading your rewards',
    mineFailed: 'Failed to load redeemed rewards',
    mineEmpty: 'You have not redeemed a reward yet.',
    redeemedOn: (date) => `Redeemed on ${date}`,
  },
  translations: lazyTranslations(translations),
};
