import { useQuery } from '@tanstack/react-query';
import { type HealthDeck, randomReferralQuery } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { ExternalButtonLink, imageAddress, webAddress } from '../shared/external-link';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { randomReferralMessages } from './messages';

export interface RandomReferralProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

function ReferralBody({ client, onError }: RandomReferralProps & { client: HealthDeck }) {
  const t = useMessages(randomReferralMessages);
  const referral = useQuery(randomReferralQuery(client));
  useReportLoadFailure('random-referral', referral, t.failed, onError);
  if (referral.isError) return <LoadFailure block="hd-info-card" query={referral} message={t.failed} retryLabel={t.retry} />;
  if (referral.isPending) return <InfoSkeleton label={t.loading} />;
  const item = referral.data.referral;
  if (!item) return <InfoEmpty>{t.empty}</InfoEmpty>;
  const image = imageAddress(item.desktop_image);
  const href = webAddress(item.url);
  return (
    <div className="hd-info-card__body" part="body">
      {image ? <img className="hd-info-card__image" part="image" src={image} alt="" loading="lazy" /> : null}
      <h3 className="hd-info-card__subtitle" part="subtitle">
        {item.title}
      </h3>
      {item.description ? <p className="hd-info-card__text">{item.description}</p> : null}
      {href ? <ExternalButtonLink href={href} label={item.button_text.trim() || t.learnMore} newTab={t.newTab} /> : null}
    </div>
  );
}

/**
 * spec 001 §2, §3 Referral (title, button_text, description, desktop_image, url): a random referral
 * whose button opens its link in a new tab (noopener). Placed only while the random referral flag is on.
 */
export function RandomReferral({ onError }: RandomReferralProps) {
  const t = useMessages(randomReferralMessages);
  return (
    <InfoCard folder="random-referral" title={t.title} signedOut={t.signedOut}>
      {(client) => <ReferralBody client={client} onError={onError} />}
    </InfoCard>
  );
}
