import { useId, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { HealthDeck } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

/**
 * The shared looks of a widget's frame, both in styles/card.css (which the widget's sheet then
 * includes): `card`, the dashboard card of the daily-log panels; `info`, the small card of the info
 * widgets (shared/info-card.tsx) and the others card.css names.
 */
const FRAMES = { card: 'hd-widget-card', info: 'hd-info-card' } as const;

/**
 * A dashboard widget's frame: the themed root (`.hd-root`, part "widget"), its heading, and the
 * signed-out state; the content renders only with a session, and gets the client. `frame` gives it
 * one of the shared looks (FRAMES); without, the widget's own sheet draws it.
 */
export function WidgetShell({
  block,
  title,
  signedOut,
  frame,
  children,
}: {
  block: string;
  title: string;
  signedOut: string;
  frame?: keyof typeof FRAMES;
  children: (client: HealthDeck) => ReactNode;
}) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const titleId = useId();
  const look = frame ? FRAMES[frame] : null;
  return (
    <section className={look ? `hd-root ${look} ${block}` : `hd-root ${block}`} part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} className={look ? `${look}__title ${block}__title` : `${block}__title`} part="title">
        {title}
      </h2>
      {session ? (
        children(client)
      ) : (
        <p className="hd-signed-out" part="locked">
          {signedOut}
        </p>
      )}
    </section>
  );
}
