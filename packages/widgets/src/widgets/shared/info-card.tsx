import type { ReactNode } from 'react';
import type { HealthDeck } from '@healthdeck/sdk';
import { WidgetShell } from './widget-shell';

/**
 * The frame of the small dashboard cards (Call Reminder, Health Tip, Random Referral, Contact Us,
 * Primary Care Visit, Schedule): a widget frame with the info card's look (`.hd-info-card
 * hd-<folder>`, part "widget"), its heading, and the signed-out state; the content renders only
 * with a session, and gets the client.
 */
export function InfoCard({ folder, title, signedOut, children }: { folder: string; title: string; signedOut: string; children: (client: HealthDeck) => ReactNode }) {
  return (
    <WidgetShell block={`hd-${folder}`} frame="info" title={title} signedOut={signedOut}>
      {children}
    </WidgetShell>
  );
}

/** The loading placeholder: two shimmering lines, announced as busy. */
export function InfoSkeleton({ label }: { label: string }) {
  return (
    <div className="hd-info-card__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={label}>
      <span className="hd-info-card__bone hd-shimmer" />
      <span className="hd-info-card__bone hd-info-card__bone--short hd-shimmer" />
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
