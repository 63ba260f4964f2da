import { useQuery } from '@tanstack/react-query';
import { type HealthDeck, schedulingLinkQuery } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { ExternalButtonLink, webAddress } from '../shared/external-link';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { scheduleMessages } from './messages';

export interface ScheduleProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

function ScheduleBody({ client, onError }: ScheduleProps & { client: HealthDeck }) {
  const t = useMessages(scheduleMessages);
  const link = useQuery(schedulingLinkQuery(client));
  useReportLoadFailure('schedule', link, t.failed, onError);
  if (link.isError) return <LoadFailure block="hd-info-card" query={link} message={t.failed} retryLabel={t.retry} />;
  if (link.isPending) return <InfoSkeleton label={t.loading} />;
  const href = webAddress(link.data.scheduling_link?.url);
  if (!href) return <InfoEmpty>{t.empty}</InfoEmpty>;
  return (
    <div className="hd-info-card__body" part="body">
      <p className="hd-info-card__text">{t.text}</p>
      <ExternalButtonLink href={href} label={t.button} newTab={t.newTab} />
    </div>
  );
}

/**
 * spec 001 §2 schedule a call: the scheduling page (GET scheduling link, spec 000 §7.6) opened in a
 * new tab. Placed only while the scheduling (calendly) feature flag is on.
 */
export function Schedule({ onError }: ScheduleProps) {
  const t = useMessages(scheduleMessages);
  return (
    <InfoCard folder="schedule" title={t.title} signedOut={t.signedOut}>
      {(client) => <ScheduleBody client={client} onError={onError} />}
    </InfoCard>
  );
}
