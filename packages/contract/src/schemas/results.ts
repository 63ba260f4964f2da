import { z } from 'zod';
import { BODY_SCAN_STATUSES, NAMIDA_STATUSES, SPOT_PANELS } from '../constants.js';

// The vendor kit statuses of spec 001 §3 as the member decrypts them from a kit's encrypted_data
// (the server stores them only as an OpenPGP message to the member's public key).

/** spec 001 §3: one entry of a Spot kit's or sample's `events` (newest first: index 0 is the current status, spec 001 §4). */
export const SpotEvent = z.object({ status: z.string(), created: z.string().nullable() });
export type SpotEvent = z.infer<typeof SpotEvent>;

/** spec 001 §3 Spot result item. Ranges: report_min ≤ low_min ≤ healthy_min ≤ healthy_max ≤ high_max ≤ report_max. */
export const SpotResultItem = z.object({
  name: z.string(),
  result: z.string(),
  unit_of_measure: z.string(),
  description: z.string(),
  result_level: z.enum(['H', 'N', 'L']),
  report_min: z.number(),
  low_min: z.number(),
  healthy_min: z.number(),
  healthy_max: z.number(),
  high_max: z.number(),
  report_max: z.number(),
  hideResultLabel: z.boolean(),
  hideScale: z.boolean(),
});
export type SpotResultItem = z.infer<typeof SpotResultItem>;

/** spec 001 §3: a sample with its events, shipments (tracking_number) and report.results. */
export const SpotSample = z.object({
  id: z.string(),
  sample_type: z.string(),
  events: z.array(SpotEvent),
  shipments: z.array(z.object({ tracking_number: z.string().nullable(), carrier: z.string() })),
  report: z.object({ results: z.array(SpotResultItem) }).nullable(),
});
export type SpotSample = z.infer<typeof SpotSample>;

/** spec 001 §3 Spot kit status: type (panel code), order_id, events, samples, registered_to. */
export const SpotKitStatus = z.object({
  provider_code: z.literal('spot'),
  type: z.enum(Object.keys(SPOT_PANELS) as [keyof typeof SPOT_PANELS, ...(keyof typeof SPOT_PANELS)[]]),
  order_id: z.string(),
  status: z.string(),
  events: z.array(SpotEvent),
  samples: z.array(SpotSample),
  /** Empty until the member confirms the registration ('Partially Completed', spec 001 §4). */
  registered_to: z.record(z.string(), z.string()),
});
export type SpotKitStatus = z.infer<typeof SpotKitStatus>;

/** spec 001 §3 Namida results: score and interpretation (spec 001 §9 bands). */
export const NamidaResults = z.object({ score: z.number(), interpretation: z.enum(['low', 'medium', 'high']) });

/** spec 001 §3 Namida kit status: status, rawResults (text with an embedded base64 PDF), results. */
export const NamidaKitStatus = z.object({
  provider_code: z.literal('namida'),
  status: z.union([z.literal(''), z.enum(NAMIDA_STATUSES)]),
  rawResults: z.string().nullable(),
  results: NamidaResults.nullable(),
});
export type NamidaKitStatus = z.infer<typeof NamidaKitStatus>;

/** spec 001 §3 Body measurement (circumferences in inches). */
export const BodyMeasurement = z.object({
  circumference_params: z.object({ chest: z.number(), waist: z.number(), low_hips: z.number() }),
  bmi: z.number(),
  bmr: z.number(),
  fat_body_mass: z.number(),
  fat_percentage: z.number(),
  lean_body_mass: z.number(),
});
export type BodyMeasurement = z.infer<typeof BodyMeasurement>;

/** A 3D Look scan: pending and in_progress are both shown as pending (spec 001 §4). */
export const BodyScanStatus = z.object({
  provider_code: z.literal('3d-look'),
  status: z.enum(BODY_SCAN_STATUSES),
  measurement: BodyMeasurement.nullable(),
});
export type BodyScanStatus = z.infer<typeof BodyScanStatus>;

/** What a kit's encrypted_data holds once decrypted, told apart by provider_code. */
export const KitStatusData = z.discriminatedUnion('provider_code', [SpotKitStatus, NamidaKitStatus, BodyScanStatus]);
export type KitStatusData = z.infer<typeof KitStatusData>;
