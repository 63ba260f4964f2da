import { adminRewardImageQuery } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { rewardMessages } from './messages.js';

/** A reward's stored background image (read with the bearer token, shown from a blob URL). */
export function RewardImage({ id, name, version }: { id: string; name: string; version: string }) {
  const M = useMessages(rewardMessages);
  const sdk = useHealthDeck();
  const image = useQuery({ ...adminRewardImageQuery(sdk, id, version), retry: false });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!image.data) return;
    const next = URL.createObjectURL(image.data);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [image.data]);
  if (image.isError) return <p>{M.noImage}</p>;
  if (!url) return <span className="hd-skeleton hd-reward-image" aria-hidden="true" />;
  return <img className="hd-reward-image" src={url} alt={M.imageAlt(name)} />;
}
