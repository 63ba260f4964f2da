// "My rewards" once there is at least one: each redeemed reward with its code and its date (spec 001
// §9 order date, date-fns + tz). Loaded on demand by my-rewards.tsx, its import started at mount
// alongside the redemptions' read, so the member without any never loads the date code.
import type { RewardRedemption } from '@healthdeck/contract/light';
import { useOrderDate } from '../shared/format-date';
import type { RewardsMessages } from './messages';

export function RedemptionList({ list, headingId, t }: { list: readonly RewardRedemption[]; headingId: string; t: RewardsMessages }) {
  const orderDate = useOrderDate();
  return (
    <ul className="hd-rewards__mine" part="redemptions" aria-labelledby={headingId}>
      {list.map((item) => (
        <li key={item.id} className="hd-rewards__redemption" part="redemption">
          <span className="hd-rewards__name">{item.reward_name}</span>
          <span className="hd-rewards__code-box">
            <span className="hd-rewards__code-label">{t.codeLabel}</span>
            <code className="hd-rewards__code">{item.secret}</code>
          </span>
          <span className="hd-rewards__when">
            {t.redeemedOn(orderDate(item.redeemed_at))} · {t.cost(item.star_cost)}
          </span>
        </li>
      ))}
    </ul>
  );
}
