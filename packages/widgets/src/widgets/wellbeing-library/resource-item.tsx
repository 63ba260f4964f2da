import { useEffect, useId, useState } from 'react';
import type { WellbeingResource } from '@healthdeck/contract/light';
import { Button } from '../../primitives/button/button';
import { webAddress } from '../shared/external-link';
import type { WellbeingLibraryMessages } from './messages';
import { resourceLink } from './resource-link';

function ExternalLink({ href, label, t }: { href: string; label: string; t: WellbeingLibraryMessages }) {
  return (
    <a className="hd-wellbeing__link" part="external-link" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="hd-visually-hidden"> ({t.newTab})</span>
      <span aria-hidden="true"> ↗</span>
    </a>
  );
}

// The article reader's sanitiser (DOMPurify) loads when the member first opens an article; the
// Read button starts it on pointer or focus, so it is usually there by the click.
const loadSanitizer = () => import('./article-sanitizer');

/** The article's sanitised HTML once `open` (null while the sanitiser loads). */
function useArticleHtml(open: boolean, body: string): string | null {
  const [html, setHtml] = useState<{ body: string; html: string } | null>(null);
  useEffect(() => {
    if (!open || html?.body === body) return;
    let live = true;
    void loadSanitizer().then(({ sanitizeHtml }) => {
      if (live) setHtml({ body, html: sanitizeHtml(body) });
    });
    return () => {
      live = false;
    };
  }, [open, body, html]);
  return open && html?.body === body ? html.html : null;
}

/**
 * One resource: its content type, title and description; an EXTERNAL one opens its site in a new
 * tab, an INTERNAL one opens in place (its HTML sanitised with DOMPurify, as every server HTML is).
 */
export function ResourceItem({ resource, t }: { resource: WellbeingResource; t: WellbeingLibraryMessages }) {
  const titleId = useId();
  const bodyId = useId();
  const [open, setOpen] = useState(false);
  const link = resourceLink(resource);
  const href = webAddress(resource.url);
  const html = useArticleHtml(open, resource.body);
  return (
    <li className="hd-wellbeing__resource" part="resource" aria-labelledby={titleId}>
      <span className={`hd-wellbeing__type hd-wellbeing__type--${link.toLowerCase()}`} part="content-type">
        {t.contentTypes[link]}
      </span>
      <h4 id={titleId} className="hd-wellbeing__resource-title">
        {resource.title}
      </h4>
      {resource.description ? <p className="hd-wellbeing__text">{resource.description}</p> : null}
      {link === 'EXTERNAL' ? (
        href ? (
          <ExternalLink href={href} label={`${t.open}: ${resource.title}`} t={t} />
        ) : null
      ) : (
        <>
          <div className="hd-wellbeing__actions">
            <Button
              variant="outlined"
              onPointerEnter={loadSanitizer}
              onFocus={loadSanitizer}
              aria-expanded={open}
              aria-controls={bodyId}
              aria-label={`${open ? t.hide : t.read}: ${resource.title}`}
              onClick={() => setOpen((was) => !was)}
            >
              {open ? t.hide : t.read}
            </Button>
            {href ? <ExternalLink href={href} label={t.source} t={t} /> : null}
          </div>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: html is DOMPurify's output (sanitizeHtml, html-content/sanitize.ts), never the raw resource body */}
          <div id={bodyId} className="hd-wellbeing__article" part="article" hidden={!open} aria-busy={open && html === null} dangerouslySetInnerHTML={{ __html: html ?? '' }} />
        </>
      )}
    </li>
  );
}
