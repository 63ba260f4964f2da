// Outside services sit behind adapter interfaces, each with a sandbox. A fitness tracker delivers one
// member's body-metric record of one local day (spec 001 §3), or null when it has none.
import type { BodyMetricKind, BodyMetricRecord } from '@healthdeck/contract';

/** The body_metrics.source of the records the sandbox tracker (fitness-sandbox.ts) made. */
export const SANDBOX_FITNESS_SOURCE = 'sandbox';

export interface FitnessTrackerAdapter {
  /** Stored with each record it delivers (body_metrics.source). */
  readonly source: string;
  /** The `data` part of the member's record of `day` (YYYY-MM-DD, their local day); null when none. Throws FitnessVendorUnavailable when the vendor cannot be asked now. */
  fetchDay(input: { userId: string; day: string; kind: BodyMetricKind }): Promise<BodyMetricRecord['data'] | null>;
}

/** The vendor could not be asked (network, an error, its rate limit until `retryAt`): nothing is known about the day. */
export class FitnessVendorUnavailable extends Error {
  readonly retryAt: Date | null;
  constructor(detail: string, retryAt: Date | null = null) {
    super(detail);
    this.name = 'FitnessVendorUnavailable';
    this.retryAt = retryAt;
  }
}
