// spec 001 §3 (Spot kit status fields) and §4 (Spot kit statuses): shipping box, tracking number and
// results-ready, computed from the decrypted Spot kit status. The display label (spotDisplayStatus and
// its parts) is the contract's rule (rules/kit-status.ts), shared with the server; it is re-exported
// here under the sdk's names.
import type { SpotEventLike, SpotKitStatusLike, SpotShipmentLike, SpotSampleLike, SpotStatusCode } from '@healthdeck/contract/light';

export {
  SPOT_STATUS_CODES as SPOT_KIT_STATUSES,
  SPOT_STATUS_LABELS,
  KIT_PROCESSING_LABEL,
  KIT_PARTIALLY_COMPLETED_LABEL,
  spotStatusLabel,
  spotStatusCode,
  spotDisplayStatus,
} from '@healthdeck/contract/light';

export type SpotEvent = SpotEventLike;
export type SpotShipment = SpotShipmentLike;
export type SpotSample = SpotSampleLike;
export type SpotKitStatus = SpotKitStatusLike;
export type SpotKitStatusCode = SpotStatusCode;

/** spec 001 §4: sample events that mean the kit is on its way (shipping box shown). */
export const SPOT_SHIPPING_EVENTS: readonly string[] = ['in_transit', 'placed_in_mail'];

/** spec 001 §4: the shipping box's fixed texts. */
export const SPOT_SHIPPING_TEXTS = { title: 'Test Shipping Status', status: 'Out for delivery' } as const;

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

function sampleEvents(kit: SpotKitStatus): SpotEvent[] {
  return (kit.samples ?? []).flatMap((sample) => [...(sample.events ?? [])]);
}

/** spec 001 §4: results are ready for a Spot kit when any sample event is resulted. */
export function spotResultsReady(kit: SpotKitStatus): boolean {
  return sampleEvents(kit).some((event) => event.status === 'resulted');
}

/** spec 001 §4: the shipping box shows when any sample event is in_transit or placed_in_mail. */
export function spotShippingVisible(kit: SpotKitStatus): boolean {
  return sampleEvents(kit).some((event) => SPOT_SHIPPING_EVENTS.includes(event.status));
}

/** spec 001 §3: the first tracking number among the samples' shipments, in list order; null when none. */
export function spotTrackingNumber(kit: SpotKitStatus): string | null {
  for (const sample of kit.samples ?? []) {
    for (const shipment of sample.shipments ?? []) {
      const number = nonEmpty(shipment.tracking_number);
      if (number !== null) return number;
    }
  }
  return null;
}

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
  for (const event of sampleEvents(kit)) {
    if (!SPOT_SHIPPING_EVENTS.includes(event.status) || !event.created) continue;
    const time = Date.parse(event.created);
    if (Number.isFinite(time) && time > latest) {
      latest = time;
      updatedAt = event.created;
    }
  }
  return { ...SPOT_SHIPPING_TEXTS, trackingNumber: spotTrackingNumber(kit), updatedAt };
}
