import DOMPurify, { type DOMPurify as Purifier } from 'dompurify';

// spec 001 §2 Widget types (html): administrator-written HTML is sanitised with DOMPurify before it
// reaches the DOM: no script, no event handler attribute, no javascript: (or other non-web) URL, no
// style, form or frame survives. Links to other sites open in a new tab without an opener; links
// of this site stay in the tab (the widget hands them to the host app's navigation).

/** Only these schemes (or a relative address) may appear in href / src. */
const SAFE_URI = /^(?:(?:https?|mailto|tel):|[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;
const LEAVES_SITE = /^(?:https?:)?\/\//i;

// The probe's hostile parts are a script and javascript: addresses, each right after a node that
// must be removed (the walk a broken DOM gets wrong). No event handler attribute: Chromium reports a
// page's `script-src-attr 'none'` violation as soon as one is parsed, even in an inert document, so
// a handler in the probe was a console error on every page with this widget and a false report to
// a partner page's CSP reporting.
const PROBE = '<script>x</script><a href="javascript:x">a</a><script>y</script><a href="javascript:y">b</a><img src="/p.png">';
const PROBE_CLEAN = '<a>a</a><a>b</a><img src="/p.png">';

let purifier: Purifier | undefined;
let unusable = false;

function instance(): Purifier | undefined {
  if (purifier || unusable) return purifier;
  if (typeof window === 'undefined') return undefined;
  const made = DOMPurify(window);
  if (!made.isSupported) return undefined;
  made.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A' || !('getAttribute' in node)) return;
    const link = node as Element;
    const href = link.getAttribute('href');
    if (href && LEAVES_SITE.test(href.trim())) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    } else {
      link.removeAttribute('target');
    }
  });
  // Fail closed: a DOM that DOMPurify cannot walk correctly (happy-dom's node iterator skips the
  // node after a removed one) would let content through; such a purifier is not used.
  if (made.sanitize(PROBE) !== PROBE_CLEAN) {
    console.error('[healthdeck] DOMPurify does not sanitise correctly in this DOM; HTML widgets show nothing');
    unusable = true;
    return undefined;
  }
  purifier = made;
  return made;
}

/**
 * The HTML with everything that could run, or leave a handler, taken out (DOMPurify's html profile
 * and a stricter URI rule). Without a DOM to sanitise with, nothing is returned rather than the input.
 */
export function sanitizeHtml(html: string | null | undefined): string {
  if (!html) return '';
  const purify = instance();
  if (!purify) return '';
  return purify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'frame', 'frameset', 'object', 'embed', 'base', 'meta', 'link', 'svg', 'math'],
    FORBID_ATTR: ['style', 'srcset', 'action', 'formaction', 'xlink:href'],
    ALLOWED_URI_REGEXP: SAFE_URI,
    ALLOW_DATA_ATTR: false,
    ADD_ATTR: ['target'],
  });
}
