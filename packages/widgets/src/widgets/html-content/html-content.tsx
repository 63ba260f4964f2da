import { useId, useMemo, type MouseEvent } from 'react';
import type { Widget } from '@healthdeck/contract/light';
import { useHostNavigate } from '../../provider/host-navigate';
import { sanitizeHtml } from './sanitize';

export interface HtmlContentProps {
  /** The widget configuration (spec 001 §3 Widget config); `html` is its content, `title` an optional heading. */
  config?: Widget;
}

/**
 * spec 001 §2 Widget types (html): the configured HTML, sanitised with DOMPurify (sanitize.ts)
 * before it reaches the DOM. A plain click on a link of this site goes through the host app's
 * navigation when it gave one. Nothing without content.
 */
export function HtmlContent({ config }: HtmlContentProps) {
  const titleId = useId();
  const hostNavigate = useHostNavigate();
  const html = useMemo(() => sanitizeHtml(config?.html), [config?.html]);
  if (!config || !html) return null;
  const title = config.title?.trim();

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (!hostNavigate || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || link?.hasAttribute('target')) return;
    event.preventDefault();
    hostNavigate(href);
  }

  return (
    <section className="hd-root hd-info-card hd-html-content" part="widget" aria-labelledby={title ? titleId : undefined}>
      {title ? (
        <h2 id={titleId} className="hd-info-card__title hd-html-content__title" part="title">
          {title}
        </h2>
      ) : null}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: the click is delegated from the content's own links, which are focusable and fire it with Enter; the div itself is not a control */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take Enter, which fires this click; a key handler here would add nothing */}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: html is DOMPurify's output (sanitizeHtml above, sanitize.ts), never the raw configuration */}
      <div className="hd-html-content__body" part="body" onClick={onClick} dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
