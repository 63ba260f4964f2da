// Loaded with the member's first lab-site search (lab-site-finder.tsx preloads it on the field's
// focus and the button's hover): the lookup's call (the sdk's labSitesQuery), the
// answer, nearest first, its empty state and the server's refusal.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LabSite } from '@healthdeck/contract/light';
import { labSitesQuery, type HealthDeck, type LabSitesQuery } from '@healthdeck/sdk';
import { usePartMessages } from '../../i18n/part-messages';
import { serverMessage } from '../shared/server-message';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { SkeletonList } from '../shared/skeleton-list';
import { labSiteMessages, type LabSiteMessages } from './lab-site-messages';
import type { OrdersMessages } from './messages';

function SiteItem({ site, t }: { site: LabSite; t: LabSiteMessages }) {
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

export interface LabSiteResultsProps {
  client: HealthDeck;
  query: LabSitesQuery & { radius_miles: number };
  t: OrdersMessages;
  /** Whether the lookup is under way (the Find button's busy state). */
  onFetching: (fetching: boolean) => void;
}

/** The lookup's answer: the sites with their distance, none within the radius, or the server's message (an address it cannot place). */
export function LabSiteResults({ client, query, t, onFetching }: LabSiteResultsProps) {
  const sites = useQuery({ ...labSitesQuery(client, query), retry: false });
  const radiusMiles = query.radius_miles;
  // Said on mount too (the finder mounts one per address: a cached answer may not fetch at all).
  useEffect(() => onFetching(sites.isFetching), [sites.isFetching, onFetching]);
  // The answer's words in the page's language (the search's skeleton while they load).
  const words = usePartMessages(labSiteMessages);
  if (!words) return <SkeletonList label={t.searching} rows={2} />;
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
      <>
        <p className="hd-info-card__empty" part="empty">
          {words.noSites(radiusMiles, sites.data.origin.formatted_address)}
        </p>
        <DemoDataBadge source={sites.data.sandbox} />
      </>
    );
  }
  return (
    <>
      <p className="hd-orders__found" role="status">
        {words.found(sites.data.sites.length, sites.data.origin.formatted_address)}
      </p>
      <DemoDataBadge source={sites.data.sandbox} />
      <ul className="hd-orders__list" part="sites">
        {sites.data.sites.map((site) => (
          <SiteItem key={site.id} site={site} t={words} />
        ))}
      </ul>
    </>
  );
}
