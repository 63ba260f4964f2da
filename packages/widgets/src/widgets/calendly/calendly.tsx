import { useQuery } from '@tanstack/react-query';
import { type HealthDeck, schedulingLinkQuery } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { ExternalButtonLink, webAddress } from '../shared/external-link';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { calendlyEmbedAddress } from './calendly-embed';
import { calendlyMessages, type CalendlyMessages } from './messages';

export interface CalendlyProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

function CalendlyBody({ client, t, onError }: CalendlyProps & { client: HealthDeck; t: CalendlyMessages }) {
  const link = useQuery(schedulingLinkQuery(client));
  useReportLoadFailure('calendly', link, t.failed, onError);
  if (link.isError) return <LoadFailure block="hd-info-card" query={link} message={t.failed} retryLabel={t.retry} />;
  if (link.isPending) return <InfoSkeleton label={t.loading} />;
  const href = webAddress(link.data.scheduling_link?.url);
  if (!href) return <InfoEmpty>{t.empty}</InfoEmpty>;
  const embed = calendlyEmbedAddress(href, typeof location === 'undefined' ? '' : location.host);
  return (
    <div className="hd-info-card__body" part="body">
      <p className="hd-info-card__text">{embed ? t.text : t.linkOnly}</p>
      {embed ? (
        <iframe
          className="hd-calendly__frame"
          part="frame"
          src={embed}
          title={t.frameTitle}
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox"
        />
      ) : null}
      <ExternalButtonLink href={href} label={embed ? t.openElsewhere : t.button} newTab={t.newTab} />
    </div>
  );
}

/**
 * The CALENDLY page (spec 000 §3.4; spec 001 §2 feature flag calendly): the scheduling page of
 * GET scheduling link (spec 000 §7.6) embedded inline when it is a Calendly page, with a link that
 * opens it in a new tab (the only way for any other scheduling site, which the portal does not frame).
 */
export function Calendly({ onError }: CalendlyProps) {
  const t = useMessages(calendlyMessages);
  return (
    <InfoCard folder="calendly" title={t.title} signedOut={t.signedOut}>
      {(client) => <CalendlyBody client={client} t={t} onError={onError} />}
    </InfoCard>
  );
}
