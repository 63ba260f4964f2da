// spec 001 §4 "Spot kit statuses", "Namida status" and "Last measurement / kit status values": the
// label a kit shows. One rule for the server (the plaintext details_status of the admin kits table)
// and the sdk (the testing center, from the decrypted kit status). Zod-free: exported from
// '@healthdeck/contract/light' too.
import { SPOT_STATUS_CODES, type SpotStatusCode } from '../constants.js';

// The kit statuses as the rules read them: every field may be missing, so a partly decrypted or
// hand-made status works as well as a parsed KitStatusData (whose types fit these).

/** spec 001 §3: one entry of a Spot kit's or sample's `events` list. */
export interface SpotEventLike {
  status: string;
  created?: string | null;
}

/** spec 001 §3: one shipment of a Spot sample. */
export interface SpotShipmentLike {
  tracking_number?: string | null;
}

/** spec 001 §3: one Spot sample (events, shipments; report results are read by the result rules). */
export interface SpotSampleLike {
  events?: readonly SpotEventLike[] | null;
  shipments?: readonly SpotShipmentLike[] | null;
}

/** spec 001 §3 Spot kit status: type, order_id, status, events, samples, registered_to. */
export interface SpotKitStatusLike {
  type?: string | null;
  order_id?: string | null;
  status?: string | null;
  events?: readonly SpotEventLike[] | null;
  samples?: readonly SpotSampleLike[] | null;
  registered_to?: Record<string, unknown> | null;
}

/** spec 001 §3: the part of a Namida kit status the rules read. */
export interface NamidaKitStatusLike {
  status?: string | null;
  rawResults?: string | null;
}

/** A kit status of any provider, told apart by provider_code (KitStatusData fits it). */
export type KitStatusLike = ({ provider_code: 'spot' } & SpotKitStatusLike) | ({ provider_code: 'namida' } & NamidaKitStatusLike) | { provider_code: '3d-look'; status?: string | null };

/** spec 001 §4: label when nothing gives a status. */
export const KIT_PROCESSING_LABEL = 'Processing';
/** spec 001 §4: label of a Spot kit not registered to anyone yet (registered_to empty). */
export const KIT_PARTIALLY_COMPLETED_LABEL = 'Partially Completed';
/** spec 001 §4: label of the Namida 'Results' status. */
export const NAMIDA_COMPLETED_LABEL = 'Completed';

/** spec 001 §4: label of each Spot status code (the spec names 'In Transit' and 'Resulted'; the rest follow the same Title Case). */
export const SPOT_STATUS_LABELS: Readonly<Record<SpotStatusCode, string>> = {
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

/** A status text as read: trimmed; blank (empty or whitespace only) or missing is null (docs/decisions/0044-kit-vendors-and-reports.md). */
function statusText(value: string | null | undefined): string | null {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? null : text;
}

/** spec 001 §4: a Spot status code as its label; codes outside the twelve (e.g. placed_in_mail) become Title Case words. */
export function spotStatusLabel(code: string): string {
  if ((SPOT_STATUS_CODES as readonly string[]).includes(code)) return SPOT_STATUS_LABELS[code as SpotStatusCode];
  return code
    .split(/[_\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join(' ');
}

/** spec 001 §4: the code the kit shows: first event of the first sample, else first kit event, else kit status; null when none. */
export function spotStatusCode(kit: SpotKitStatusLike): string | null {
  return statusText(kit.samples?.[0]?.events?.[0]?.status) ?? statusText(kit.events?.[0]?.status) ?? statusText(kit.status);
}

/** spec 001 §4: 'Partially Completed' when registered_to is empty, else the status label, else 'Processing'. */
export function spotDisplayStatus(kit: SpotKitStatusLike): string {
  if (!kit.registered_to || Object.keys(kit.registered_to).length === 0) return KIT_PARTIALLY_COMPLETED_LABEL;
  const code = spotStatusCode(kit);
  return code === null ? KIT_PROCESSING_LABEL : spotStatusLabel(code);
}

/**
 * spec 001 §4: '' → 'Processing', 'Results' → 'Completed', 'OrderPlaced' → 'Order Placed'. Other
 * provider statuses show their PascalCase words split the same way (our decision).
 */
export function namidaStatusLabel(status: string | null | undefined): string {
  const text = statusText(status);
  if (text === null) return KIT_PROCESSING_LABEL;
  if (text === 'Results') return NAMIDA_COMPLETED_LABEL;
  return text.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

/** spec 001 §4 "Last measurement / kit status values": server status pending and in_progress are both shown as pending; others pass through. */
export function measurementStatus(status: string | null | undefined): string | null {
  if (status === 'pending' || status === 'in_progress') return 'pending';
  return status ?? null;
}

/** spec 001 §4: a 3D Look scan reads 'Completed' when completed, else 'Pending' (pending, in_progress, missing). */
export function bodyScanStatusLabel(status: string | null | undefined): string {
  return measurementStatus(statusText(status)) === 'completed' ? 'Completed' : 'Pending';
}

/** spec 001 §4: the label a kit shows, by provider. */
export function kitDisplayStatus(data: KitStatusLike): string {
  switch (data.provider_code) {
    case 'spot':
      return spotDisplayStatus(data);
    case 'namida':
      return namidaStatusLabel(data.status);
    case '3d-look':
      return bodyScanStatusLabel(data.status);
  }
}
