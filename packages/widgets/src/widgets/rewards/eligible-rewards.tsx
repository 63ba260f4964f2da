import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EligibleReward } from '@healthdeck/contract/light';
import { eligibleRewardsQuery, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { InfoEmpty } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { SkeletonList } from '../shared/skeleton-list';
import type { RewardsMessages } from './messages';
import { RewardImage } from './reward-image';

// The redeem dialog (its modal, the redemption and the secret it shows) loads when the member asks
// to redeem; the Redeem button starts it on pointer or focus, so it is usually there by the click.
const loadRedeemDialog = () => import('./redeem-dialog');
const RedeemDialog = lazy(() => loadRedeemDialog().then((module) => ({ default: module.RedeemDialog })));

/** The stars still missing to redeem a reward (0 when the balance covers it). */
export function starsShort(balance: number, cost: number): number {
  return Math.max(cost - balance, 0);
}

export interface EligibleRewardsProps {
  client: HealthDeck;
  /** The live balance (['account']): a task done on the same page makes a reward redeemable at once. */
  balance: number | undefined;
  t: RewardsMessages;
  onRedeemed?: (detail: { rewardId: string; starBalance: number }) => void;
  onError?: (detail: { message: string }) => void;
}

function RewardCard({
  client,
  reward,
  balance,
  t,
  onRedeem,
}: {
  client: HealthDeck;
  reward: EligibleReward;
  balance: number;
  t: RewardsMessages;
  onRedeem: (reward: EligibleReward) => void;
}) {
  const nameId = useId();
  const shortId = useId();
  const short = starsShort(balance, reward.star_cost);
  return (
    <li className="hd-rewards__reward" part="reward" aria-labelledby={nameId}>
      <RewardImage client={client} reward={reward} />
      <div className="hd-rewards__reward-body">
        <h4 id={nameId} className="hd-rewards__name">
          {reward.name}
        </h4>
        {reward.description ? <p className="hd-rewards__description">{reward.description}</p> : null}
        <p className="hd-rewards__meta">
          <span className="hd-rewards__cost" part="cost">
            <span aria-hidden="true">★ </span>
            {t.cost(reward.star_cost)}
          </span>
          <span className="hd-rewards__stock">{t.stock(reward.stock)}</span>
        </p>
        {short > 0 ? (
          <p id={shortId} className="hd-rewards__short" part="short">
            {t.short(short)}
          </p>
        ) : null}
        <Button
          onClick={() => onRedeem(reward)}
          onPointerEnter={loadRedeemDialog}
          onFocus={loadRedeemDialog}
          disabled={short > 0}
          aria-describedby={short > 0 ? shortId : undefined}
          aria-label={`${t.redeem}: ${reward.name}`}
        >
          {t.redeem}
        </Button>
      </div>
    </li>
  );
}

/** spec 000 §7.4 Client GET eligible rewards: active rewards in stock, with their images; Redeem when the stars cover the cost. */
export function EligibleRewards({ client, balance, t, onRedeemed, onError }: EligibleRewardsProps) {
  const headingId = useId();
  const eligible = useQuery(eligibleRewardsQuery(client));
  useReportLoadFailure('rewards', eligible, t.loadFailed, onError);
  const [asked, setAsked] = useState<EligibleReward | null>(null);
  const list = eligible.data?.rewards;
  const stars = balance ?? eligible.data?.star_balance ?? 0;
  return (
    <section className="hd-rewards__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-rewards__heading">
        {t.eligibleHeading}
      </h3>
      {eligible.isError ? (
        <LoadFailure block="hd-info-card" query={eligible} message={t.loadFailed} retryLabel={t.retry} />
      ) : !list ? (
        <SkeletonList label={t.loading} />
      ) : list.length === 0 ? (
        <InfoEmpty>{t.empty}</InfoEmpty>
      ) : (
        <ul className="hd-rewards__grid" part="list">
          {list.map((reward) => (
            <RewardCard key={reward.id} client={client} reward={reward} balance={stars} t={t} onRedeem={setAsked} />
          ))}
        </ul>
      )}
      {/* A dialog over the page: while its code loads nothing is shown in its place, so nothing shifts. */}
      {asked ? (
        <Suspense fallback={null}>
          <RedeemDialog client={client} reward={asked} t={t} onClose={() => setAsked(null)} onRedeemed={onRedeemed} />
        </Suspense>
      ) : null}
    </section>
  );
}
