import { useQuery } from '@tanstack/react-query';
import { type HealthDeck, randomHealthTipQuery } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { healthTipMessages } from './messages';

export interface HealthTipProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

function TipBody({ client, onError }: HealthTipProps & { client: HealthDeck }) {
  const t = useMessages(healthTipMessages);
  const tip = useQuery(randomHealthTipQuery(client));
  useReportLoadFailure('health-tip', tip, t.failed, onError);
  if (tip.isError) return <LoadFailure block="hd-info-card" query={tip} message={t.failed} retryLabel={t.retry} />;
  if (tip.isPending) return <InfoSkeleton label={t.loading} />;
  const description = tip.data.health_tip?.description.trim();
  if (!description) return <InfoEmpty>{t.empty}</InfoEmpty>;
  return (
    <p className="hd-info-card__text" part="body">
      {description}
    </p>
  );
}

/**
 * spec 001 §2 Health tip, §3 Health tip (description): a random health tip from the server. Placed
 * only while the healthtip feature flag is on (the registry's PlacedWidget).
 */
export function HealthTip({ onError }: HealthTipProps) {
  const t = useMessages(healthTipMessages);
  return (
    <InfoCard folder="health-tip" title={t.title} signedOut={t.signedOut}>
      {(client) => <TipBody client={client} onError={onError} />}
    </InfoCard>
  );
}
