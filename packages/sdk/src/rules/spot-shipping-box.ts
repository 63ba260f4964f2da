// spec 001 §4: the Spot shipping box ('Test Shipping Status', 'Out for delivery', tracking number,
// updated time), shown by the test detail card while a sample travels (spot-shipping.ts says when).
import { spotSampleEvents, spotTrackingNumber, type SpotKitStatus } from './spot-kit-status.js';
import { SPOT_SHIPPING_EVENTS, spotShippingVisible } from './spot-shipping.js';

/** spec 001 §4: the shipping box's fixed texts. */
export const SPOT_SHIPPING_TEXTS = { title: 'Test Shipping Status', status: 'Out for delivery' } as const;

export interface SpotShippingBox {
  title: typeof SPOT_SHIPPING_TEXTS.title;
  status: typeof SPOT_SHIPPING_TEXTS.status;
  trackingNumber: string | null;
  /** `created` of the latest shipping event (ISO text as received); null when the events carry no time. */
  updatedAt: string | null;
}

/** spec 001 §4: the shipping box ('Test Shipping Status', 'Out for delivery', tracking number, updated time), or null when hidden. */
export function spotShippingBox(kit: SpotKitStatus): SpotShippingBox | null {
  if (!spotShippingVisible(kit)) return null;
  let updatedAt: string | null = null;
  let latest = Number.NEGATIVE_INFINITY;
  for (const event of spotSampleEvents(kit)) {
    if (!SPOT_SHIPPING_EVENTS.includes(event.status) || !event.created) continue;
    const time = Date.parse(event.created);
    if (Number.isFinite(time) && time > latest) {
      latest = time;
      updatedAt = event.created;
    }
  }
  return { ...SPOT_SHIPPING_TEXTS, trackingNumber: spotTrackingNumber(kit), updatedAt };
}
