// External addresses a card may link or show (the referral, contact, schedule and Calendly cards, the
// wellbeing library), apart from the card frame (info-card.tsx) that cards without links use too.

/** Only http(s) leaves the portal: an address from the server or an administrator (javascript:, data: … lead nowhere). */
export function webAddress(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (!value || !/^https?:\/\//i.test(value)) return null;
  try {
    const parsed = new URL(value);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

/** An image address a card may show: http(s) or a path of this site (an administrator's upload, '/media/…'). */
export function imageAddress(url: string | null | undefined): string | null {
  const value = url?.trim();
  if (value?.startsWith('/') && !value.startsWith('//')) return value;
  return webAddress(value);
}

/** A button-styled link that opens an external address in a new tab (rel noopener noreferrer), saying so to screen readers. */
export function ExternalButtonLink({ href, label, newTab }: { href: string; label: string; newTab: string }) {
  return (
    <a className="hd-info-card__cta hd-button hd-button--filled hd-button--blue" part="cta" href={href} target="_blank" rel="noopener noreferrer">
      <span className="hd-button__label">{label}</span>
      <span className="hd-visually-hidden"> ({newTab})</span>
    </a>
  );
}
