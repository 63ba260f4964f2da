// Loaded with the member's first lab-site search (lab-site-finder.tsx preloads it on the field's
// focus and the button's hover): the answer, nearest first, its empty state and the server's refusal.
import type { UseQueryResult } from '@tanstack/react-query';
import type { LabSite, LabSitesResponse } from '@healthdeck/contract/light';
import { serverMessage } from '../shared/server-message';
import { SkeletonList } from '../shared/skeleton-list';
import type { OrdersMessages } from './messages';

function SiteItem({ site, t }: { site: LabSite; t: OrdersMessages }) {
  return (
    <li className="hd-orders__site" part="site">
      <div className="hd-orders__order-head">
        <span className="hd-orders__product-name">{site.name}</span>
        <span className="hd-orders__distance" part="distance">
          {t.miles(site.distance_miles)}
        </span>
      </div>
      <p className="hd-orders__site-address">{site.address}</p>
      <dl className="hd-orders__facts">
        <div>
          <dt>{t.phone}</dt>
          <dd>
            <a href={`tel:${site.phone.replace(/[^\d+]/g, '')}`}>{site.phone}</a>
          </dd>
        </div>
        <div>
          <dt>{t.hours}</dt>
          <dd>{site.hours}</dd>
        </div>
      </dl>
    </li>
  );
}

/** The lookup's answer: the sites with their distance, none within the radius, or the server's message (an address it cannot place). */
export function LabSiteResults({ sites, radiusMiles, t }: { sites: UseQueryResult<LabSitesResponse>; radiusMiles: number; t: OrdersMessages }) {
  if (sites.isError) {
    return (
      <p className="hd-info-card__error" part="error" role="alert">
        {serverMessage(sites.error, t.addressRequired)}
      </p>
    );
  }
  if (sites.isPending) return <SkeletonList label={t.searching} rows={2} />;
  if (sites.data.sites.length === 0) {
    return (
      <p className="hd-info-card__empty" part="empty">
        {t.noSites(radiusMiles, sites.data.origin.formatted_address)}
      </p>
    );
  }
  return (
    <>
      <p className="hd-orders__found" role="status">
        {t.found(sites.data.sites.length, sites.data.origin.formatted_address)}
      </p>
      <ul className="hd-orders__list" part="sites">
        {sites.data.sites.map((site) => (
          <SiteItem key={site.id} site={site} t={t} />
        ))}
      </ul>
    </>
  );
}
