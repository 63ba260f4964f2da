// spec 001 §3 (Spot kit status fields) and §4 (Spot kit statuses): tracking number and results-ready,
// computed from the decrypted Spot kit status (the shipping box is spot-shipping.ts: only the test
// detail card shows it, the status buttons need the tracking number alone). The display label (spotDisplayStatus and
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

function nonEmpty(value: string | null | undefined): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Every sample's events, in list order. */
export function spotSampleEvents(kit: SpotKitStatus): SpotEvent[] {
  return (kit.samples ?? []).flatMap((sample) => [...(sample.events ?? [])]);
}

/** spec 001 §4: results are ready for a Spot kit when any sample event is resulted. */
export function spotResultsReady(kit: SpotKitStatus): boolean {
  return spotSampleEvents(kit).some((event) => event.status === 'resulted');
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
