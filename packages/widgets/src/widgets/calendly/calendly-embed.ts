// The CALENDLY page's decision (docs/decisions/0043-typed-page-content.md): only Calendly's own https pages
// are framed — the portal's Content-Security-Policy allows https://calendly.com in frame-src and
// nothing else an administrator might type — and they get Calendly's inline-embed parameters.

/** Calendly's origin, the one scheduling site the portal frames (security-headers.ts frame-src). */
export const CALENDLY_ORIGIN = 'https://calendly.com';

/**
 * The address to frame for a scheduling link, or null when the link is not a Calendly page (then
 * the widget offers the link only). `embedDomain` is the host of the page embedding it.
 */
export function calendlyEmbedAddress(link: string, embedDomain: string): string | null {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return null;
  }
  if (url.origin !== CALENDLY_ORIGIN || url.username || url.password || url.pathname === '/') return null;
  url.searchParams.set('embed_type', 'Inline');
  if (embedDomain) url.searchParams.set('embed_domain', embedDomain);
  return url.toString();
}
