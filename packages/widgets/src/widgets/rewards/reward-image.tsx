import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EligibleReward } from '@healthdeck/contract/light';
import { rewardImageQuery, type HealthDeck } from '@healthdeck/sdk';

/**
 * A reward's background image (spec 000 §3.3 background_image). The route needs the bearer token,
 * so the sdk reads it as a Blob and the picture shows from an object URL (freed when it changes).
 * Decorative: the reward's name is written beside it.
 */
export function RewardImage({ client, reward }: { client: HealthDeck; reward: EligibleReward }) {
  const url = reward.background_image_url;
  const image = useQuery({ ...rewardImageQuery(client, reward.id, url ?? ''), enabled: url !== null });
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const made = URL.createObjectURL(image.data);
    setSrc(made);
    return () => {
      URL.revokeObjectURL(made);
      setSrc(null);
    };
  }, [image.data]);
  return (
    <div className="hd-rewards__image" part="image">
      {src ? <img src={src} alt="" /> : null}
    </div>
  );
}
