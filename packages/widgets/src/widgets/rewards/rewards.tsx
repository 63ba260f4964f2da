import { useQuery } from '@tanstack/react-query';
import { accountQuery, type HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { InfoCard } from '../shared/info-card';
import { EligibleRewards } from './eligible-rewards';
import { rewardsMessages, type RewardsMessages } from './messages';
import { MyRewards } from './my-rewards';

export interface RewardsProps {
  /** A reward was redeemed (the element dispatches `hd-redeemed`); detail {rewardId, starBalance}. */
  onRedeemed?: (detail: { rewardId: string; starBalance: number }) => void;
  /** The rewards could not be loaded (the element dispatches `hd-error`); detail {message}. */
  onError?: (detail: { message: string }) => void;
}

function RewardsBody({ client, t, onRedeemed, onError }: RewardsProps & { client: HealthDeck; t: RewardsMessages }) {
  const account = useQuery({ ...accountQuery(client), retry: false });
  const balance = account.data?.user.star_balance;
  return (
    <div className="hd-rewards__body" part="body">
      <p className="hd-rewards__balance" part="balance" aria-live="polite">
        <span className="hd-rewards__star" aria-hidden="true">
          ★
        </span>
        <span className="hd-rewards__balance-label">{t.balanceLabel}: </span>
        <strong data-testid="star-balance">{balance === undefined ? '…' : t.stars(balance)}</strong>
      </p>
      <EligibleRewards client={client} balance={balance} t={t} onRedeemed={onRedeemed} onError={onError} />
      <MyRewards client={client} t={t} />
    </div>
  );
}

/**
 * The rewards store (spec 000 §7.4 client rewards): the member's star balance, the eligible rewards
 * with their images, redeem with a confirmation and the code shown once, and My rewards.
 */
export function Rewards({ onRedeemed, onError }: RewardsProps) {
  const t = useMessages(rewardsMessages);
  return (
    <InfoCard folder="rewards" title={t.title} signedOut={t.signedOut}>
      {(client) => <RewardsBody client={client} t={t} onRedeemed={onRedeemed} onError={onError} />}
    </InfoCard>
  );
}
