// The test detail card's shipping box, shown while an opened Spot report says a sample travels
// (spec 001 §4): its rule is the sdk's spotShippingBox.
import { formatShippingUpdate, spotShippingBox, type SpotKitStatus } from '@healthdeck/sdk';
import { useLanguage } from '../i18n/language';
import { usePartMessages } from '../i18n/part-messages';
import { shippingMessages } from './shipping-messages';

/** spec 001 §4: 'Test Shipping Status', 'Out for delivery', the tracking number and the updated time (MM/dd/yyyy hh:mm a). */
export function ShippingBox({ data }: { data: SpotKitStatus }) {
  const t = usePartMessages(shippingMessages);
  const language = useLanguage();
  const shipping = spotShippingBox(data);
  if (!t || !shipping) return null;
  return (
    <section className="hd-kit-card__box hd-kit-card__shipping" aria-label={t.shippingTitle} part="shipping-box">
      <h4 className="hd-kit-card__box-title">{t.shippingTitle}</h4>
      <p className="hd-kit-card__shipping-status">{t.shippingStatus}</p>
      {shipping.trackingNumber ? (
        <p>
          {t.trackingNumber}: <span data-testid="tracking-number">{shipping.trackingNumber}</span>
        </p>
      ) : null}
      {shipping.updatedAt ? (
        <p>
          {t.updated}: <time dateTime={shipping.updatedAt}>{formatShippingUpdate(shipping.updatedAt, undefined, language)}</time>
        </p>
      ) : null}
    </section>
  );
}
