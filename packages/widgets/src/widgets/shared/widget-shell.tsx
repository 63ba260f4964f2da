import { useId, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import type { HealthDeck } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

/**
 * A dashboard widget's frame: the themed root (`.hd-root`, part "widget"), its heading, and the
 * signed-out state; the content renders only with a session, and gets the client. `card` gives the
 * frame the shared card's look (styles/card.css, which the widget's sheet then includes).
 */
export function WidgetShell({
  block,
  title,
  signedOut,
  card = false,
  children,
}: {
  block: string;
  title: string;
  signedOut: string;
  card?: boolean;
  children: (client: HealthDeck) => ReactNode;
}) {
  const client = useHealthDeck();
  const session = useStore(client.$session);
  const titleId = useId();
  return (
    <section className={card ? `hd-root hd-widget-card ${block}` : `hd-root ${block}`} part="widget" aria-labelledby={titleId}>
      <h2 id={titleId} className={card ? `hd-widget-card__title ${block}__title` : `${block}__title`} part="title">
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
