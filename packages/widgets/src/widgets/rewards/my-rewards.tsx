import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { formatOrderDate } from '@healthdeck/sdk';
import { InfoEmpty } from '../shared/info-card';
import { LoadFailure } from '../shared/load-failure';
import { SkeletonList } from '../shared/skeleton-list';
import type { RewardsMessages } from './messages';
import type { RewardsClient } from './rewards-client';

/** "My rewards": every reward the member redeemed, newest first, with its code. */
export function MyRewards({ rewards, t }: { rewards: RewardsClient; t: RewardsMessages }) {
  const headingId = useId();
  const mine = useQuery(rewards.queries.redemptions());
  const list = mine.data?.redemptions;
  return (
    <section className="hd-rewards__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-rewards__heading">
        {t.mineHeading}
      </h3>
      {mine.isError ? (
        <LoadFailure block="hd-info-card" query={mine} message={t.mineFailed} retryLabel={t.retry} />
      ) : !list ? (
        <SkeletonList label={t.mineLoading} rows={2} />
      ) : list.length === 0 ? (
        <InfoEmpty>{t.mineEmpty}</InfoEmpty>
      ) : (
        <ul className="hd-rewards__mine" part="redemptions" aria-labelledby={headingId}>
          {list.map((item) => (
            <li key={item.id} className="hd-rewards__redemption" part="redemption">
              <span className="hd-rewards__name">{item.reward_name}</span>
              <span className="hd-rewards__code-box">
                <span className="hd-rewards__code-label">{t.codeLabel}</span>
                <code className="hd-rewards__code">{item.secret}</code>
              </span>
              <span className="hd-rewards__when">
                {t.redeemedOn(formatOrderDate(item.redeemed_at))} · {t.cost(item.star_cost)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
