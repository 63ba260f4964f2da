import { useId, useMemo, useState } from 'react';
import type { WellbeingResource } from '@healthdeck/contract/light';
import { Button } from '../../primitives/button/button';
import { sanitizeHtml } from '../html-content/sanitize';
import { webAddress } from '../shared/info-card';
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
  const html = useMemo(() => (open ? sanitizeHtml(resource.body) : ''), [open, resource.body]);
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
            <Button variant="outlined" aria-expanded={open} aria-controls={bodyId} aria-label={`${open ? t.hide : t.read}: ${resource.title}`} onClick={() => setOpen((was) => !was)}>
              {open ? t.hide : t.read}
            </Button>
            {href ? <ExternalLink href={href} label={t.source} t={t} /> : null}
          </div>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: html is DOMPurify's output (sanitizeHtml, html-content/sanitize.ts), never the raw resource body */}
          <div id={bodyId} className="hd-wellbeing__article" part="article" hidden={!open} dangerouslySetInnerHTML={{ __html: html }} />
        </>
      )}
    </li>
  );
}
