import { lazy, Suspense, useEffect, useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { rewardRedemptionsQuery, type HealthDeck } from '@healthdeck/sdk';
import { InfoEmpty } from '../shared/info-card';
import { LoadFailure } from '../shared/load-failure';
import { SkeletonList } from '../shared/skeleton-list';
import type { RewardsMessages } from './messages';

// The redeemed rewards' list (with the date formatting it needs) loads alongside the redemptions'
// read: its import starts at mount, and the loading rows stay until both are there.
const loadRedemptionList = () => import('./redemption-list');
const RedemptionList = lazy(() => loadRedemptionList().then((module) => ({ default: module.RedemptionList })));

/** "My rewards": every reward the member redeemed, newest first, with its code. */
export function MyRewards({ client, t }: { client: HealthDeck; t: RewardsMessages }) {
  const headingId = useId();
  const mine = useQuery(rewardRedemptionsQuery(client));
  const list = mine.data?.redemptions;
  useEffect(() => {
    loadRedemptionList().catch(() => undefined);
  }, []);
  const loading = <SkeletonList label={t.mineLoading} rows={2} />;
  return (
    <section className="hd-rewards__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-rewards__heading">
        {t.mineHeading}
      </h3>
      {mine.isError ? (
        <LoadFailure block="hd-info-card" query={mine} message={t.mineFailed} retryLabel={t.retry} />
      ) : !list ? (
        loading
      ) : list.length === 0 ? (
        <InfoEmpty>{t.mineEmpty}</InfoEmpty>
      ) : (
        <Suspense fallback={loading}>
          <RedemptionList list={list} headingId={headingId} t={t} />
        </Suspense>
      )}
    </section>
  );
}
