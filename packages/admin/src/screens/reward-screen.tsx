import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { adminRewardQuery, createReward, updateReward } from '@healthdeck/sdk';
import { LoadState } from '../shared/load-state.js';
import { contentTranslationsMessages } from '../content-translations/messages.js';
import { translationsPath } from '../content-translations/kind-names.js';
import { rewardMessages } from '../rewards/messages.js';
import { RewardForm } from '../rewards/reward-form.js';
import { RewardSecrets } from '../rewards/reward-secrets.js';

/** /admin/rewards/new: the reward's fields and picture; once created, its page for the secrets. */
export function RewardNewScreen() {
  const M = useMessages(rewardMessages);
  const sdk = useHealthDeck();
  const navigate = useNavigate();
  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to="/admin/rewards">{M.back}</Link>
      </p>
      <h1>{M.newReward}</h1>
      <RewardForm
        onSave={async (data, image) => {
          const { reward } = await createReward(sdk, { data, backgroundImage: image ?? null });
          navigate(`/admin/rewards/${reward.id}`, { state: { notice: M.created(reward.name) } });
        }}
      />
    </div>
  );
}

/** /admin/rewards/:id (spec 000 §7.4): edit the reward and its background image; its redemption secrets. */
export function RewardScreen() {
  const M = useMessages(rewardMessages);
  const translations = useMessages(contentTranslationsMessages);
  const { id = '' } = useParams();
  const sdk = useHealthDeck();
  const reward = useQuery({ ...adminRewardQuery(sdk, id), retry: false });
  const [notice, setNotice] = useState<string | null>(null);
  const arrived = (useLocation().state as { notice?: string } | null)?.notice ?? null;
  const shown = notice ?? arrived;

  return (
    <div className="hd-page">
      <p className="hd-back">
        <Link to="/admin/rewards">{M.back}</Link>
      </p>
      <h1>{reward.data ? M.editTitle(reward.data.reward.name) : M.title}</h1>
      {reward.data ? (
        <p className="hd-translations-link">
          <Link to={translationsPath('rewards', id)}>{translations.translations}</Link>
        </p>
      ) : null}
      {shown ? (
        <p role="status" className="hd-notice">
          {shown}
        </p>
      ) : null}
      {reward.isError || reward.isPending ? (
        <LoadState error={reward.error} loading={M.loading} onRetry={() => void reward.refetch()} />
      ) : (
        <>
          <RewardForm
            key={reward.data.reward.updated_at}
            reward={reward.data.reward}
            onSave={async (data, image) => {
              setNotice(null);
              const { reward: saved } = await updateReward(sdk, id, { data, backgroundImage: image ?? null });
              setNotice(M.saved(saved.name));
            }}
          />
          <RewardSecrets rewardId={id} />
        </>
      )}
    </div>
  );
}
