import { lazyTranslations, type Catalogue } from '../../i18n/language';

/** The order confirmation's strings and the placed order's note (loaded with the dialog, order-confirm.tsx); the card's are messages.ts. */
export interface OrderConfirmMessages {
  confirmTitle: string;
  confirmText: (product: string) => string;
  confirm: string;
  cancel: string;
  /** spec 000 §8: the generic failure naming the operation (shown when the server gives no message). */
  orderFailed: string;
  /** After an order went through: its number and product. */
  placed: (orderNumber: string, product: string) => string;
}

// The order calls' failure is the spec's (000 §8); the rest is ours. Translations: the orders' one module.
export const orderConfirmMessages: Catalogue<OrderConfirmMessages> = {
  en: {
    confirmTitle: 'Place this order?',
    confirmText: (product) => `We will send you the ${product}. You can follow it in your orders.`,
    confirm: 'Place order',
    cancel: 'Cancel',
    orderFailed: 'Failed to create order',
    placed: (orderNumber, product) => `Order ${orderNumber} placed: ${product}.`,
  },
  translations: lazyTranslations(() => import('./translations')),
};
