import { lazy, Suspense, useId, useState, type FormEvent } from 'react';
import type { HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { Input } from '../../primitives/input/input';
import { SkeletonList } from '../shared/skeleton-list';
import type { OrdersMessages } from './messages';

/** How far and how many sites the lookup asks for (the route's defaults, said out loud). */
export const LAB_SEARCH = { radius_miles: 50, take: 10 } as const;

/** The lookup's call and its answer (lab-site-results.tsx), loaded once: on the address field's focus or the Find button's hover, or at the search. */
let resultsModule: Promise<typeof import('./lab-site-results')> | null = null;
const loadResults = () => (resultsModule ??= import('./lab-site-results'));
const preloadResults = () => void loadResults().catch(() => undefined);
const LabSiteResults = lazy(() => loadResults().then((module) => ({ default: module.LabSiteResults })));

/**
 * spec 000 §7.6 "A location and distance lookup for lab sites exists … A geocoding call to a maps
 * service is made": the member's address is placed by the server's maps service and the sites come
 * back nearest first. An address it cannot place is the server's message.
 */
export function LabSiteFinder({ client, t }: { client: HealthDeck; t: OrdersMessages }) {
  const headingId = useId();
  const [draft, setDraft] = useState('');
  const [address, setAddress] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);
  // The search's fetching state, reported by the part that makes the call (busy from the submit on, while it loads).
  const [fetching, setFetching] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft.trim();
    setMissing(value === '');
    if (!value) return;
    if (value !== address) setFetching(true);
    setAddress(value);
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
          onFocus={preloadResults}
          hint={t.addressHint}
          error={missing ? t.addressRequired : null}
        />
        <Button type="submit" loading={fetching} onPointerEnter={preloadResults} onFocus={preloadResults}>
          {t.search}
        </Button>
      </form>
      <div aria-live="polite">
        {address === null ? null : (
          // The placeholder is the search's own loading state: nothing shifts while the part loads.
          <Suspense fallback={<SkeletonList label={t.searching} rows={2} />}>
            <LabSiteResults key={address} client={client} query={{ address, ...LAB_SEARCH }} t={t} onFetching={setFetching} />
          </Suspense>
        )}
      </div>
    </section>
  );
}
