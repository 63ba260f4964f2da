/** The <script> element that loaded `moduleUrl`, if it is in the page. */
export function findOwnScript(doc: Document, moduleUrl: string): HTMLScriptElement | null {
  for (const script of Array.from(doc.querySelectorAll<HTMLScriptElement>('script[src]'))) {
    if (script.src === moduleUrl) return script;
  }
  return null;
}

/**
 * The API origin: `data-api` on the script tag, else the origin the script was loaded from (the
 * HealthDeck server serves both the script and the API).
 */
export function apiBaseUrl(doc: Document, moduleUrl: string): string {
  const attribute = findOwnScript(doc, moduleUrl)?.dataset.api?.trim();
  if (attribute) return new URL(attribute, doc.baseURI).href.replace(/\/+$/, '');
  return new URL(moduleUrl).origin;
}
