import { z } from 'zod';
import { SandboxSource } from './common.js';

// spec 000 §7.6: "A location and distance lookup for lab sites exists; shapes are not shown. A
// geocoding call to a maps service is made." Shapes are ours.

const Address = z.string().trim().min(3, 'address must be at least 3 characters').max(200, 'address must be at most 200 characters');

export const GeoPoint = z.object({ lat: z.number(), lng: z.number(), formatted_address: z.string() });
export type GeoPoint = z.infer<typeof GeoPoint>;

export const LabSite = z.object({
  id: z.string(),
  name: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string(),
  hours: z.string(),
  /** Great-circle (haversine) distance from the geocoded address, miles to 0.1. */
  distance_miles: z.number(),
});
export type LabSite = z.infer<typeof LabSite>;

export const LabSitesQuery = z.object({
  address: Address,
  radius_miles: z.coerce.number().min(1).max(500).default(50),
  take: z.coerce.number().int().min(1).max(50).default(10),
});
/** `sandbox`: the geocoder that placed the address is a sandbox (docs/decisions/0090-sandboxes-say-so.md). */
export const LabSitesResponse = z.object({ origin: GeoPoint, sites: z.array(LabSite), sandbox: SandboxSource });
export type LabSitesResponse = z.infer<typeof LabSitesResponse>;

export const LabSiteDistanceQuery = z.object({ address: Address, site_id: z.string().trim().min(1).max(64) });
export const LabSiteDistanceResponse = z.object({ origin: GeoPoint, site: LabSite, sandbox: SandboxSource });
export type LabSiteDistanceResponse = z.infer<typeof LabSiteDistanceResponse>;
