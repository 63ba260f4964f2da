import type { WellbeingResource } from '@healthdeck/contract/light';

/** spec 000 §3.4 Link: INTERNAL, EXTERNAL. */
export type ResourceLink = 'INTERNAL' | 'EXTERNAL';

/**
 * How a wellbeing resource opens: one with a body is read inside the library (INTERNAL, its HTML
 * sanitised); one with only an address opens that site in a new tab (EXTERNAL).
 */
export function resourceLink(resource: Pick<WellbeingResource, 'body' | 'url'>): ResourceLink {
  return resource.body.trim() !== '' || !resource.url ? 'INTERNAL' : 'EXTERNAL';
}
