import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeHtml } from '@healthdeck/widgets/html-content';

/**
 * spec 001 §2 Page layouts (HTML and full HTML pages): the page's administrator-written HTML, put
 * through the widgets' DOMPurify sanitiser (no script, event handler or javascript: URL survives)
 * before it reaches the DOM. A plain click on a link of this site goes through the router.
 */
export function PageHtml({ html }: { html: string | null | undefined }) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  if (!clean) return null;

  function onClick(event: MouseEvent<HTMLDivElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest?.('a[href]');
    const href = link?.getAttribute('href');
    if (!href?.startsWith('/') || href.startsWith('//') || link?.hasAttribute('target')) return;
    event.preventDefault();
    void navigate(href);
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the click is delegated from the content's own links, which are focusable and fire it with Enter; the div itself is not a control
    // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside take Enter, which fires this click
    // biome-ignore lint/security/noDangerouslySetInnerHtml: clean is DOMPurify's output (sanitizeHtml), never the raw configuration
    <div className="hd-page__html" data-testid="page-html" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
