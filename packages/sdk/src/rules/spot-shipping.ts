// spec 001 §4: when the Spot shipping box shows (a sample travels). The box itself is
// spot-shipping-box.ts, loaded by the test detail card only when it shows.
import { spotSampleEvents, type SpotKitStatus } from './spot-kit-status.js';

/** spec 001 §4: sample events that mean the kit is on its way (shipping box shown). */
export const SPOT_SHIPPING_EVENTS: readonly string[] = ['in_transit', 'placed_in_mail'];

/** spec 001 §4: the shipping box shows when any sample event is in_transit or placed_in_mail. */
export function spotShippingVisible(kit: SpotKitStatus): boolean {
  return spotSampleEvents(kit).some((event) => SPOT_SHIPPING_EVENTS.includes(event.status));
}
