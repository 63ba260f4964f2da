import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import type { HumanCheckProvider } from '@healthdeck/contract';

/** Origins a page must also allow for one outside service's script and frames. */
export interface ProviderSources {
  script?: readonly string[];
  frame?: readonly string[];
  style?: readonly string[];
  connect?: readonly string[];
}

/** What the sign-up page needs for each human-check provider's widget, as each provider's CSP guide lists it. */
export const HUMAN_CHECK_SOURCES: Readonly<Record<HumanCheckProvider, ProviderSources>> = {
  sandbox: {},
  recaptcha: {
    script: ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'],
    frame: ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'],
  },
  hcaptcha: {
    script: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    frame: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    style: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
    connect: ['https://hcaptcha.com', 'https://*.hcaptcha.com'],
  },
  turnstile: { script: ['https://challenges.cloudflare.com'], frame: ['https://challenges.cloudflare.com'] },
};

/**
 * Content-Security-Policy per response kind. No page of ours runs inline script: the
 * portal's built index.html loads /assets/*.js only, the docs page (@fastify/swagger-ui) loads its
 * bundle and initializer as files. Styles may be inline (React 19 `<style precedence>` in the
 * admin, Swagger UI's style attributes, the server's small notice pages).
 */
function portalCsp(extra: ProviderSources = {}): string {
  const more = (list?: readonly string[]) => (list?.length ? ` ${list.join(' ')}` : '');
  return [
    "default-src 'self'",
    // Argon2id runs in WebAssembly (hash-wasm): compiling it needs 'wasm-unsafe-eval' (not 'unsafe-eval').
    `script-src 'self' 'wasm-unsafe-eval'${more(extra.script)}`,
    "script-src-attr 'none'",
    `style-src 'self' 'unsafe-inline'${more(extra.style)}`,
    // Decrypted meal pictures and downloads are blob: URLs; content images may come from https sites.
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${more(extra.connect)}`,
    // The RSA key pair is made in a module worker from /assets.
    "worker-src 'self' blob:",
    // A CALENDLY page frames Calendly's scheduling page (widgets/calendly, docs/decisions/0043-typed-page-content.md):
    // that one origin, not whatever scheduling address an administrator types (those open in a new tab).
    `frame-src 'self' blob: https://calendly.com${more(extra.frame)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
const PORTAL_CSP = portalCsp();

/**
 * The partner example (/examples/partner-site/): the policy its README gives partners (what the
 * embed needs, here on this origin), its own inline script allowed by hash only, and its inline
 * `<style>` block. It may be framed by its own origin (X-Frame-Options SAMEORIGIN says the same).
 */
export function partnerExampleCsp(inlineScriptHashes: readonly string[]): string {
  return [
    "default-src 'none'",
    ["script-src 'self' 'wasm-unsafe-eval'", ...inlineScriptHashes.map((hash) => `'sha256-${hash}'`)].join(' '),
    "script-src-attr 'none'",
    "connect-src 'self'",
    "img-src 'self' data: blob:",
    "style-src 'self' 'unsafe-inline'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The docs' pages: this origin's scripts only; `images` where their images may come from. */
function docsPolicy(images: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images}`,
    "connect-src 'self'",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The API docs (/api/docs, Swagger UI). */
const DOCS_CSP = docsPolicy("'self' data:");

/**
 * The widget gallery (/docs/widgets): the docs' policy, and blob: images, since its widgets show
 * the pictures they read (rewards, meals) from blob: URLs as they do in the portal.
 */
const GALLERY_CSP = docsPolicy("'self' data: blob:");

/** The server's own small pages ("not built yet", 404): no script at all. */
const PLAIN_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The dev outbox page: its loader script (same origin) reads the list with the administrator's token. */
const DEV_PAGE_CSP =
  "default-src 'none'; script-src 'self'; connect-src 'self'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The sandbox partner's sign-on page (/sandbox): no script; only this origin's portal may frame it. */
const SANDBOX_PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'";

/** JSON and files from the API: nothing in them may run, load or be framed. */
const API_CSP = "default-src 'none'; frame-ancestors 'none'";

// Only features Chromium knows: an unknown one (bluetooth) is a console warning on every page.
const OTHER_FEATURES = 'microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=(), interest-cohort=()';
/** The camera only where the vitals scan will run: the member portal's own pages. */
export const PORTAL_PERMISSIONS = `camera=(self), ${OTHER_FEATURES}`;
export const NO_CAMERA_PERMISSIONS = `camera=(), ${OTHER_FEATURES}`;

export const HSTS = 'max-age=31536000; includeSubDomains';

export type ResponseKind = 'api' | 'docs' | 'gallery' | 'embed' | 'partner-example' | 'sandbox' | 'dev' | 'admin-page' | 'portal';

export function responseKind(url: string): ResponseKind {
  const pathname = url.split('?')[0] ?? '/';
  const under = (prefix: string) => pathname === prefix || pathname.startsWith(`${prefix}/`);
  if (under('/docs/widgets')) return 'gallery';
  if (under('/api/docs') || under('/docs')) return 'docs';
  if (under('/api')) return 'api';
  if (under('/embed')) return 'embed';
  if (under('/examples')) return 'partner-example';
  if (under('/sandbox')) return 'sandbox';
  if (under('/dev')) return 'dev';
  if (under('/admin')) return 'admin-page';
  return 'portal';
}

/**
 * HTTPS: the request came over TLS, or through a trusted proxy saying so (x-forwarded-proto, see
 * TRUST_PROXY), or the deployment says it is served over https (PUBLIC_URL). Over plain http a
 * Strict-Transport-Security header is meaningless (browsers ignore it) and would only mislead.
 */
export function isHttps(request: FastifyRequest, publicUrl: string): boolean {
  return request.protocol === 'https' || publicUrl.startsWith('https:');
}

/**
 * Security headers on every response (helmet for the fixed ones), then per response kind:
 * - portal and admin pages (and the portal's assets, so its module worker gets the same policy):
 *   PORTAL_CSP; Permissions-Policy with camera=(self) on portal pages, camera=() under /admin;
 * - /api/docs: DOCS_CSP; /docs/widgets (the widget gallery): GALLERY_CSP; the rest of /api: API_CSP;
 * - /embed/*: no CSP (a script a partner page loads; a CSP header does not apply to it) and
 *   Cross-Origin-Resource-Policy cross-origin, so partner pages keep loading it;
 * - /examples/partner-site: partnerExampleCsp, set where the page is served (static-files.ts), with
 *   the hash of its inline module script (a partner's page is written that way);
 * - /sandbox (the sandbox partner's sign-on page, framed by the portal): SANDBOX_PAGE_CSP, SAMEORIGIN;
 * - /dev/outbox: DEV_PAGE_CSP (its one same-origin script); the server's notice pages: PLAIN_PAGE_CSP.
 * Everywhere: X-Content-Type-Options nosniff, Referrer-Policy same-origin, X-Frame-Options DENY
 * (SAMEORIGIN for the partner example and the sandbox page), HSTS only over HTTPS (isHttps).
 */
export async function installSecurityHeaders(app: FastifyInstance, publicUrl: string, humanCheck: HumanCheckProvider = 'sandbox'): Promise<void> {
  // The portal's pages load the configured human-check widget (the sign-up page).
  const portalPolicy = humanCheck === 'sandbox' ? PORTAL_CSP : portalCsp(HUMAN_CHECK_SOURCES[humanCheck]);
  // helmet itself, its middleware made once: @fastify/helmet made it anew on every request (two
  // async hooks and helmet's option parsing each time: 6 % of the server's allocations under the
  // dashboard mix, docs/decisions/0030-security-headers-csp-cors.md), and nothing here uses its per-route options.
  const fixedHeaders = helmet({
    contentSecurityPolicy: false, // per kind, below
    strictTransportSecurity: false, // only over HTTPS, below
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (request, reply, done) => fixedHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));

  // A callback hook, not an async one: it runs on every response, and an async hook costs a promise each time.
  app.addHook('onSend', (request, reply, payload, done) => {
    const kind = responseKind(request.url);
    const type = String(reply.getHeader('content-type') ?? '');
    const html = type.startsWith('text/html');
    if (isHttps(request, publicUrl)) reply.header('strict-transport-security', HSTS);
    reply.header('permissions-policy', kind === 'portal' ? PORTAL_PERMISSIONS : NO_CAMERA_PERMISSIONS);
    switch (kind) {
      case 'portal':
        reply.header('content-security-policy', html && reply.statusCode === 503 ? PLAIN_PAGE_CSP : portalPolicy);
        break;
      case 'admin-page':
        reply.header('content-security-policy', html && reply.statusCode === 503 ? PLAIN_PAGE_CSP : PORTAL_CSP);
        break;
      case 'docs':
        reply.header('content-security-policy', DOCS_CSP);
        break;
      case 'gallery':
        reply.header('content-security-policy', GALLERY_CSP);
        break;
      case 'api':
        reply.header('content-security-policy', html ? PLAIN_PAGE_CSP : API_CSP);
        break;
      case 'dev':
        reply.header('content-security-policy', DEV_PAGE_CSP);
        break;
      case 'embed':
        reply.header('cross-origin-resource-policy', 'cross-origin');
        if (html) reply.header('content-security-policy', PLAIN_PAGE_CSP); // "not built" / 404 notices
        break;
      case 'sandbox':
        reply.header('x-frame-options', 'SAMEORIGIN');
        reply.header('content-security-policy', SANDBOX_PAGE_CSP);
        break;
      case 'partner-example':
        reply.header('x-frame-options', 'SAMEORIGIN');
        // The page has its own (static-files.ts); its 404 and "not there" notices are plain pages.
        if (html && !reply.hasHeader('content-security-policy')) reply.header('content-security-policy', PLAIN_PAGE_CSP);
        break;
    }
    done(null, payload);
  });
}
