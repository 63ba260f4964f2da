// spec 000 §7.6: "A location and distance lookup for lab sites exists; shapes are not shown. A
// geocoding call to a maps service is made." The address is geocoded through the geocoding
// adapter (vendors/vendor-selection.ts: Nominatim when configured, else the sandbox); distances
// are great-circle (haversine) miles to 0.1. A maps service that cannot be asked is a 503.
import { KIT_MESSAGES, type GeoPoint, type LabSite } from '@healthdeck/contract';
import { badRequest, ApiHttpError } from '../http/api-error.js';
import { GeocodingUnavailable, haversineMiles } from '../vendors/geocoding-adapter.js';
import { SPOT_LAB_SITES, type LabSiteRecord } from '../vendors/spot-lab-sites.js';
import type { SomeHandlers } from './types.js';
import type { AppContext } from '../context.js';

async function origin(ctx: AppContext, address: string): Promise<GeoPoint> {
  let point: GeoPoint | null;
  try {
    point = await ctx.geocoder.geocode(address);
  } catch (error) {
    if (error instanceof GeocodingUnavailable) throw new ApiHttpError(503, 'UNAVAILABLE', KIT_MESSAGES.addressLookupUnavailable);
    throw error;
  }
  if (!point) throw badRequest(KIT_MESSAGES.addressNotFound, { address: KIT_MESSAGES.addressNotFound });
  return point;
}

const withDistance = (site: LabSiteRecord, from: GeoPoint): LabSite => ({ ...site, distance_miles: Math.round(haversineMiles(from, site) * 10) / 10 });

export const labSiteHandlers: SomeHandlers<'labSites' | 'labSiteDistance'> = {
  async labSites({ query, ctx }) {
    const from = await origin(ctx, query.address);
    const sites = SPOT_LAB_SITES.map((s) => withDistance(s, from))
      .filter((s) => s.distance_miles <= query.radius_miles)
      .sort((a, b) => a.distance_miles - b.distance_miles || a.id.localeCompare(b.id))
      .slice(0, query.take);
    return { origin: from, sites, sandbox: ctx.geocoder.sandbox ? 'geocoding' : null };
  },
  async labSiteDistance({ query, ctx }) {
    const site = SPOT_LAB_SITES.find((s) => s.id === query.site_id);
    if (!site) throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.labSiteNotFound);
    const from = await origin(ctx, query.address);
    return { origin: from, site: withDistance(site, from), sandbox: ctx.geocoder.sandbox ? 'geocoding' : null };
  },
};
