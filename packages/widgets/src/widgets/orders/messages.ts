import type { OrderProduct } from '@healthdeck/contract/light';
import { lazyTranslations, type Catalogue } from '../../i18n/language';
import type { LabSiteMessages } from './lab-site-messages';
import type { OrderConfirmMessages } from './order-confirm-messages';

type TrackingStatus = 'processing' | 'shipped' | 'delivered';

/** The card's strings (what it shows first); the confirmation's and the lookup answer's load with their parts. */
export interface OrdersMessages {
  title: string;
  signedOut: string;
  orderHeading: string;
  /** The button and the product's one-line description, per order call (spec 000 §7.5). */
  products: Record<OrderProduct, { order: string; about: string }>;
  listHeading: string;
  loading: string;
  /** spec 000 §8: the generic failure naming the operation. */
  loadFailed: string;
  retry: string;
  empty: string;
  /** When the member has more orders than one read brings. */
  more: (shown: number, total: number) => string;
  orderNumber: string;
  orderedOn: string;
  status: string;
  tracking: string;
  kit: string;
  statuses: Record<TrackingStatus, string>;
  labHeading: string;
  labIntro: string;
  address: string;
  addressHint: string;
  addressRequired: string;
  search: string;
  searching: string;
}

/** Every orders string, as the one translations module gives them (translations.ts). */
export type OrdersStrings = OrdersMessages & OrderConfirmMessages & LabSiteMessages;

// The order calls and 'Failed to load orders' are the spec's (000 §7.5, §8); the rest is ours.
const translations = () => import('./translations');

export const ordersMessages: Catalogue<OrdersMessages> = {
  en: {
    title: 'Orders',
    signedOut: 'Sign in to see and place your orders.',
    orderHeading: 'Order a test or a device',
    products: {
      'general-health-test': { order: 'Order a General Health Test', about: 'A home blood test kit, analysed by our lab partner.' },
      'auria-test': { order: 'Order an Auria test', about: 'The Auria breast cancer screening test, from a tear sample at home.' },
      fitbit: { order: 'Order a fitness tracker', about: 'A Fitbit to track your steps, activity and sleep.' },
    },
    listHeading: 'Your orders',
    loading: 'Loading your orders',
    loadFailed: 'Failed to load orders',
    retry: 'Try again',
    empty: 'You have no orders yet. Order a test or a device above.',
    more: (shown, total) => `Showing your latest ${shown} of ${total} orders.`,
    orderNumber: 'Order',
    orderedOn: 'Ordered on',
    status: 'Status',
    tracking: 'Tracking number',
    kit: 'Kit ID',
    statuses: { processing: 'Processing', shipped: 'Shipped', delivered: 'Delivered' },
    labHeading: 'Find a lab site near you',
    labIntro: 'Enter an address, a city or a ZIP code to see the nearest sites, by distance.',
    address: 'Address',
    addressHint: 'For example: 10118 or Chicago, IL',
    addressRequired: 'Enter an address',
    search: 'Find lab sites',
    searching: 'Looking for lab sites',
  },
  translations: lazyTranslations(translations),
};
