import { useId, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { LabSite } from '@healthdeck/contract/light';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import { serverMessage } from '../shared/server-message';
import { SkeletonList } from '../shared/skeleton-list';
import type { OrdersMessages } from './messages';
import type { OrdersClient } from './orders-client';

/** How far and how many sites the lookup asks for (the route's defaults, said out loud). */
export const LAB_SEARCH = { radius_miles: 50, take: 10 } as const;

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

/**
 * spec 000 §7.6 "A location and distance lookup for lab sites exists … A geocoding call to a maps
 * service is made": the member's address is placed by the server's maps service and the sites come
 * back nearest first. An address it cannot place is the server's message.
 */
export function LabSiteFinder({ client, t }: { client: OrdersClient; t: OrdersMessages }) {
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [address, setAddress] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  const sites = useQuery({ ...client.labSites.near({ address: address ?? '', ...LAB_SEARCH }), enabled: address !== null, retry: false });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setMissing(value === '');
    if (value) setAddress(value);
  };

  return (
    <section className="hd-orders__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-orders__heading">
        {t.labHeading}
      </h3>
      <p className="hd-orders__about">{t.labIntro}</p>
      <form className="hd-orders__lab-form" part="lab-form" onSubmit={submit} noValidate>
        <Input
          label={t.address}
          required
          autoComplete="street-address"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          hint={t.addressHint}
          error={missing ? t.addressRequired : null}
        />
        <Button type="submit" loading={sites.isFetching}>
          {t.search}
        </Button>
      </form>
      <div aria-live="polite">
        {address === null ? null : sites.isError ? (
          <p className="hd-info-card__error" part="error" role="alert">
            {serverMessage(sites.error, t.addressRequired)}
          </p>
        ) : sites.isPending ? (
          <SkeletonList label={t.searching} rows={2} />
        ) : sites.data.sites.length === 0 ? (
          <p className="hd-info-card__empty" part="empty">
            {t.noSites(LAB_SEARCH.radius_miles, sites.data.origin.formatted_address)}
          </p>
        ) : (
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
        )}
      </div>
    </section>
  );
}
