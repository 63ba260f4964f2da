import { useMemo } from 'react';
import { sanitizeHtml } from '@healthdeck/widgets/html-content';

/**
 * A legal agreement's text (its HTML through DOMPurify, never as written) and the link to its full
 * document when it has one: the same in onboarding and on the consent record.
 */
export function AgreementText({ content, url, readFull, className }: { content: string; url: string | null; readFull: string; className: string }) {
  const html = useMemo(() => sanitizeHtml(content), [content]);
  return (
    <>
      {html ? (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: html is DOMPurify's output (sanitizeHtml), never the raw agreement text
        <div className={className} dangerouslySetInnerHTML={{ __html: html }} />
      ) : null}
      {url ? (
        <p>
          <a href={url} target="_blank" rel="noopener noreferrer">
            {readFull}
          </a>
        </p>
      ) : null}
    </>
  );
}
