// spec 001 §3 (Spot kit status fields) and §4 (Spot kit statuses): display label, shipping box and
// results-ready, computed from the decrypted Spot kit status. The contract has no kit schema yet, so
// the minimal input shape lives here, named for the spec's entity and fields.

/** spec 001 §3: one entry of a Spot kit's or sample's `events` list. */
export interface SpotEvent {
  status: string;
  created?: string | null;
}

/** spec 001 §3: one shipment of a Spot sample. */
export interface SpotShipment {
  tracking_number?: string | null;
}

/** spec 001 §3: one Spot sample (events, shipments; report results are read by the result rules). */
export interface SpotSample {
  events?: readonly SpotEvent[] | null;
  shipments?: readonly SpotShipment[] | null;
}

/** spec 001 §3 Spot kit status: type, order_id, events, samples, registered_to. */
export interface SpotKitStatus {
  type?: string | null;
  order_id?: string | null;
  status?: string | null;
  events?: readonly SpotEvent[] | null;
  samples?: readonly SpotSample[] | null;
  registered_to?: Record<string, unknown> | null;
}

/** spec 001 §4: the twelve Spot kit status codes. */
export const SPOT_KIT_STATUSES = [
  'registered',
  'delivered',
  'in_transit',
  'preparing',
  'collected',
  'received',
  'awaiting_collection',
  'resulted',
  'rejected',
  'delivery_exception',
  'collection_exception',
  'canceled',
] as const;
export type SpotKitStatusCode = (typeof SPOT_KIT_STATUSES)[number];

/** spec 001 §4: label of each status code (the spec names 'In Transit' and 'Resulted'; the rest follow the same Title Case). */
export const SPOT_STATUS_LABELS: Readonly<Record<SpotKitStatusCode, string>> = {
  registered: 'Registered',
  delivered: 'Delivered',
  in_transit: 'In Transit',
  preparing: 'Preparing',
  collected: 'Collected',
  received: 'Received',
  awaiting_collection: 'Awaiting Collection',
  resulted: 'Resulted',
  rejected: 'Rejected',
  delivery_exception: 'Delivery Exception',
  collection_exception: 'Collection Exception',
  canceled: 'Canceled',
};

/** spec 001 §4: label when nothing gives a status. */
export const KIT_PROCESSING_LABEL = 'Processing';
/** spec 001 §4: label when the kit is not registered to anyone yet. */
export const KIT_PARTIALLY_COMPLETED_LABEL = 'Partially Completed';

/** spec 001 §4: sample events that mean the kit is on its way (shipping box shown). */
export const SPOT_SHIPPING_EVENTS: readonly string[] = ['in_transit', 'placed_in_mail'];

/** spec 001 §4: the shipping box's fixed texts. */
export const SPOT_SHIPPING_TEXTS = { title: 'Test Shipping Status', status: 'Out for delivery' } as const;

/** spec 001 §4: a status code as its label; codes outside the twelve (e.g. placed_in_mail) become Title Case words. */
export function spotStatusLabel(code: string): string {
  const known = (SPOT_STATUS_LABELS as Readonly<Record<string, string>>)[code];
  if (known !== undefined) return known;
  return code
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

function isEmptyObject(value: Record<string, unknown> | null | undefined): boolean {
  return value === null || value === undefined || Object.keys(value).length === 0;
}

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** spec 001 §4: the status code the kit shows: first event of the first sample, else first kit event, else kit status; null when none. */
export function spotStatusCode(kit: SpotKitStatus): string | null {
  const firstSample = kit.samples?.[0];
  return (
    nonEmpty(firstSample?.events?.[0]?.status) ?? nonEmpty(kit.events?.[0]?.status) ?? nonEmpty(kit.status) ?? null
  );
}

/** spec 001 §4: the display label: 'Partially Completed' when registered_to is empty, else the status label, else 'Processing'. */
export function spotDisplayStatus(kit: SpotKitStatus): string {
  if (isEmptyObject(kit.registered_to)) return KIT_PARTIALLY_COMPLETED_LABEL;
  const code = spotStatusCode(kit);
  return code === null ? KIT_PROCESSING_LABEL : spotStatusLabel(code);
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
