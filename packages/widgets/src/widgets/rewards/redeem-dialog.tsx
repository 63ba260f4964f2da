import { useMutation } from '@tanstack/react-query';
import type { EligibleReward, RewardRedemption } from '@healthdeck/contract/light';
import { redeemRewardMutation, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import modal from '../../primitives/modal/modal.css?inline';
import { Modal } from '../../primitives/modal/modal';
import { adoptPartStyles } from '../../styles/part-styles';
import { serverMessage } from '../shared/server-message';
import type { RewardsMessages } from './messages';

// The modal's rules come with the dialog (adopted as it opens), not with the element's sheet.
const adoptSheet = adoptPartStyles(modal);

export interface RedeemDialogProps {
  client: HealthDeck;
  reward: EligibleReward | null;
  t: RewardsMessages;
  onClose: () => void;
  onRedeemed?: (detail: { rewardId: string; starBalance: number }) => void;
}

/**
 * Redeem with a confirmation; then the reward's secret, shown here once (it stays in My rewards).
 * A refusal (not enough stars, out of stock, not available any more) is the server's message, and
 * the eligible list is read again so the page shows what is true now.
 */
export function RedeemDialog({ client, reward, t, onClose, onRedeemed }: RedeemDialogProps) {
  const redeem = useMutation({
    ...redeemRewardMutation(client),
    onSuccess: (result) => onRedeemed?.({ rewardId: result.redemption.reward_id ?? '', starBalance: result.star_balance }),
  });
  const redeemed: RewardRedemption | null = redeem.data?.redemption ?? null;
  const close = () => {
    if (redeem.isPending) return;
    redeem.reset();
    onClose();
  };

  if (redeemed) {
    return (
      <Modal open onClose={close} title={t.redeemedTitle} size="sm" footer={<Button onClick={close}>{t.done}</Button>}>
        <p ref={adoptSheet} className="hd-rewards__dialog-text">
          {t.redeemedText(redeemed.reward_name)}
        </p>
        <p className="hd-rewards__code-box" part="code" role="status">
          <span className="hd-rewards__code-label">{t.codeLabel}</span>
          <code className="hd-rewards__code">{redeemed.secret}</code>
        </p>
        <p className="hd-rewards__dialog-text">{t.keptHint}</p>
      </Modal>
    );
  }

  return (
    <Modal
      open={reward !== null}
      onClose={close}
      title={t.confirmTitle}
      size="sm"
      footer={
        <>
          <Button variant="plain" color="gray" onClick={close} disabled={redeem.isPending}>
            {t.cancel}
          </Button>
          <Button onClick={() => reward && redeem.mutate(reward.id)} loading={redeem.isPending} disabled={redeem.isError}>
            {t.confirm}
          </Button>
        </>
      }
    >
      <p ref={adoptSheet} className="hd-rewards__dialog-text">
        {reward ? t.confirmText(reward.name, reward.star_cost) : null}
      </p>
      {redeem.isError ? (
        <p className="hd-info-card__error" part="error" role="alert">
          {serverMessage(redeem.error, t.redeemFailed)}
        </p>
      ) : null}
    </Modal>
  );
}
