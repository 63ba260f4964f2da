import type { Catalogue } from '../i18n/language';
import { kitTranslations } from './messages';

/** The shipping box's strings (loaded with it, shipping-box.tsx). */
export interface ShippingMessages {
  /** spec 001 §4 shipping box. */
  shippingTitle: string;
  shippingStatus: string;
  trackingNumber: string;
  updated: string;
}

// Quoted from the spec: 'Test Shipping Status', 'Out for delivery' (001 §4). The rest is ours.
const en: ShippingMessages = {
  shippingTitle: 'Test Shipping Status',
  shippingStatus: 'Out for delivery',
  trackingNumber: 'Tracking number',
  updated: 'Updated',
};

export const shippingMessages: Catalogue<ShippingMessages> = { en, translations: kitTranslations(en) };
