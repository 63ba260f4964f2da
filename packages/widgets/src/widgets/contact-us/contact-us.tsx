import type { Widget } from '@healthdeck/contract/light';
import { useMessages } from '../../i18n/language';
import { ExternalButtonLink, InfoCard, InfoEmpty, webAddress } from '../shared/info-card';
import { contactUsMessages } from './messages';

export interface ContactUsProps {
  /** The widget's configuration from the page (spec 001 §3 Widget config): its url call to action is the contact page. */
  config?: Widget;
}

/** The contact page: the widget's call to action when its link type is url and the address is http(s). */
export function contactPage(config: Widget | undefined): string | null {
  if (config?.cta_url_type !== 'url') return null;
  return webAddress(config.cta_url);
}

/**
 * spec 001 §2 contact us: opens an external contact page in a new tab. The address is the widget's
 * own url call to action (an administrator sets it on the widget); without one the card says how
 * to reach support is not set up yet. Placed only while the contactus feature flag is on. Nothing
 * loads, so there is no loading state.
 */
export function ContactUs({ config }: ContactUsProps) {
  const t = useMessages(contactUsMessages);
  const href = contactPage(config);
  const text = config?.description?.trim() || t.text;
  return (
    <InfoCard folder="contact-us" title={t.title} signedOut={t.signedOut}>
      {() =>
        href ? (
          <div className="hd-info-card__body" part="body">
            <p className="hd-info-card__text">{text}</p>
            <ExternalButtonLink href={href} label={config?.cta_text?.trim() || t.button} newTab={t.newTab} />
          </div>
        ) : (
          <InfoEmpty>{t.empty}</InfoEmpty>
        )
      }
    </InfoCard>
  );
}
