import { useQuery } from '@tanstack/react-query';
import type { Widget } from '@healthdeck/contract/light';
import { contactLinkQuery, type HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { ExternalButtonLink, webAddress } from '../shared/external-link';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { contactUsMessages, type ContactUsMessages } from './messages';

export interface ContactUsProps {
  /** The widget's configuration from the page (spec 001 §3 Widget config): its url call to action is the contact page. */
  config?: Widget;
  /** When loading the contact page failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

/** The contact page: the widget's call to action when its link type is url and the address is http(s). */
export function contactPage(config: Widget | undefined): string | null {
  if (config?.cta_url_type !== 'url') return null;
  return webAddress(config.cta_url);
}

function ContactBody({ href, text, label, t }: { href: string | null; text: string; label: string; t: ContactUsMessages }) {
  if (!href) return <InfoEmpty>{t.empty}</InfoEmpty>;
  return (
    <div className="hd-info-card__body" part="body">
      <p className="hd-info-card__text">{text}</p>
      <ExternalButtonLink href={href} label={label} newTab={t.newTab} />
    </div>
  );
}

/** Without an address of its own: the organisation's contact page from the server (a CONTACTUS page's content). */
function ServerContact({ client, text, label, t, onError }: { client: HealthDeck; text: string; label: string; t: ContactUsMessages; onError: ContactUsProps['onError'] }) {
  const link = useQuery(contactLinkQuery(client));
  useReportLoadFailure('contact-us', link, t.failed, onError);
  if (link.isError) return <LoadFailure block="hd-info-card" query={link} message={t.failed} retryLabel={t.retry} />;
  if (link.isPending) return <InfoSkeleton label={t.loading} />;
  return <ContactBody href={webAddress(link.data.contact_link?.url)} text={text} label={label} t={t} />;
}

/**
 * spec 001 §2 contact us: opens an external contact page in a new tab. The address is the widget's
 * own url call to action when an administrator set one on the widget, else the organisation's
 * contact page (GET contact-link, the global default contact_us_link; a CONTACTUS page shows the
 * widget so); without either the card says how to reach support is not set up yet. Placed only
 * while the contactus feature flag is on.
 */
export function ContactUs({ config, onError }: ContactUsProps) {
  const t = useMessages(contactUsMessages);
  const own = contactPage(config);
  const text = config?.description?.trim() || t.text;
  const label = config?.cta_text?.trim() || t.button;
  return (
    <InfoCard folder="contact-us" title={t.title} signedOut={t.signedOut}>
      {(client) => (own ? <ContactBody href={own} text={text} label={label} t={t} /> : <ServerContact client={client} text={text} label={label} t={t} onError={onError} />)}
    </InfoCard>
  );
}
