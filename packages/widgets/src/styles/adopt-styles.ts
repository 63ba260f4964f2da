// One constructable sheet per stylesheet text and document, shared by every root that adopts it.
const sheets = new WeakMap<Document, Map<string, CSSStyleSheet>>();

function supportsAdoption(root: Document | ShadowRoot): boolean {
  return 'adoptedStyleSheets' in root && typeof CSSStyleSheet === 'function' && 'replaceSync' in CSSStyleSheet.prototype;
}

function sheetFor(doc: Document, cssText: string): CSSStyleSheet {
  let byText = sheets.get(doc);
  if (!byText) {
    byText = new Map();
    sheets.set(doc, byText);
  }
  let sheet = byText.get(cssText);
  if (!sheet) {
    const Sheet = (doc.defaultView?.CSSStyleSheet ?? CSSStyleSheet) as typeof CSSStyleSheet;
    sheet = new Sheet();
    sheet.replaceSync(cssText);
    byText.set(cssText, sheet);
  }
  return sheet;
}

/**
 * Adopts `cssText` into the document (React use) or a shadow root (custom elements). Adopting the
 * same text twice is a no-op. Where constructable stylesheets are missing, a <style> is added.
 */
export function adoptStyles(root: Document | ShadowRoot, cssText: string): void {
  // A document's ownerDocument is null; `instanceof Document` fails across realms (test DOMs, iframes).
  const doc = (root as Node).ownerDocument ?? (root as Document);
  if (supportsAdoption(root)) {
    const sheet = sheetFor(doc, cssText);
    if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    return;
  }
  const parent = root === doc ? doc.head : (root as ShadowRoot);
  for (const existing of Array.from(parent.querySelectorAll('style[data-hd-styles]'))) {
    if (existing.textContent === cssText) return;
  }
  const style = doc.createElement('style');
  style.setAttribute('data-hd-styles', '');
  style.textContent = cssText;
  parent.prepend(style);
}
