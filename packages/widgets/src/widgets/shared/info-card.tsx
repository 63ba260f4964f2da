import { useId, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { HealthDeck } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

/**
 * The frame of the small dashboard cards (Call Reminder, Health Tip, Random Referral, Contact Us,
 * Primary Care Visit, Schedule): the themed root (`.hd-info-card hd-<folder>`, part "widget"), its
 * heading, and the signed-out state; the content renders only with a session, and gets the client.
 */
export function InfoCard({ folder, title, signedOut, children }: { folder: string; title: string; signedOut: string; children: (client: HealthDeck) => ReactNode }) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const titleId = useId();
  return (
    <section className={`hd-root hd-info-card hd-${folder}`} part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} className="hd-info-card__title" part="title">
        {title}
      </h2>
      {session ? (
        children(client)
      ) : (
        <p className="hd-info-card__locked" part="locked">
          {signedOut}
        </p>
      )}
    </section>
  );
}

/** The loading placeholder: two shimmering lines, announced as busy. */
export function InfoSkeleton({ label }: { label: string }) {
  return (
    <div className="hd-info-card__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={label}>
      <span className="hd-info-card__bone" />
      <span className="hd-info-card__bone hd-info-card__bone--short" />
    </div>
  );
}

/** The empty state: one sentence in the card body. */
export function InfoEmpty({ children }: { children: ReactNode }) {
  return (
    <p className="hd-info-card__empty" part="empty">
      {children}
    </p>
  );
}

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
