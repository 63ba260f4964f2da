import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { apiErrorBody } from './http/api-error.js';

export interface StaticRoots {
  portal: string;
  embed: string;
  partnerSite: string;
  /** The widget gallery (packages/widgets/gallery, built by the widgets' build). */
  gallery: string;
}

export function staticRoots(repoRoot: string): StaticRoots {
  return {
    portal: path.join(repoRoot, 'packages/portal/dist'),
    embed: path.join(repoRoot, 'packages/widgets/dist/embed'),
    partnerSite: path.join(repoRoot, 'examples/partner-site'),
    gallery: path.join(repoRoot, 'packages/widgets/dist/gallery'),
  };
}

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:640px;margin:4rem auto;padding:0 1rem;color:#1f2937}code{background:#f3f4f6;padding:.1rem .3rem;border-radius:4px}</style>
</head><body><h1>${title}</h1>${body}</body></html>`;
}

/** A missing build answers 503 with what to run, instead of crashing the server. */
function notBuilt(reply: FastifyReply, what: string, dir: string): FastifyReply {
  return reply
    .code(503)
    .type('text/html; charset=utf-8')
    .send(
      page(
        `${what} is not built yet`,
        `<p>The folder <code>${dir}</code> does not exist.</p><p>Run <code>npm run build</code> at the repository root (or <code>npm start</code>, which builds what is missing), then reload this page.</p>`,
      ),
    );
}

/** A file under root for a URL path, or null; paths that leave root are refused. */
function fileUnder(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  try {
    const stat = statSync(full);
    if (stat.isFile()) return path.relative(root, full);
    if (stat.isDirectory() && existsSync(path.join(full, 'index.html'))) return path.relative(root, path.join(full, 'index.html'));
  } catch {
    return null;
  }
  return null;
}

/** The product's address in the partner example's HTML (examples/partner-site/index.html). */
export const HEALTHDECK_ORIGIN_PLACEHOLDER = '{{HEALTHDECK_ORIGIN}}';

/**
 * The origin the browser reached this server at (behind a trusted proxy, the forwarded protocol and
 * host), so a page served from here names the product wherever it runs; a Host header that is not a
 * plain host[:port] falls back to PUBLIC_URL.
 */
function requestOrigin(request: FastifyRequest, publicUrl: string): string {
  const host = request.host;
  return /^[A-Za-z0-9.-]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(host) ? `${request.protocol}://${host}` : publicUrl;
}

type HtmlTransform = (html: string, request: FastifyRequest) => string;

/** Where a URL path under a mount leads: a path in its folder (with its caching, else cacheControlFor's), or a 404 message. */
type Route = (rest: string, root: string) => { rest: string; cacheControl?: string } | { notFound: string };

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Caching by kind of file: a file whose name carries its content hash (Vite's `assets/` and the
 * embed's `chunks/` and `assets/`; `name-hash.js`, or the bare `hash.js` of the portal's chunks) never changes, so browsers and proxies keep it a year without
 * asking again; everything else (index.html, the unversioned embed entry, the partner example,
 * logos) is revalidated on every use, so a new build is seen at once. The embed's versioned URLs
 * have their own rule (embedRoute).
 */
export function cacheControlFor(urlPath: string): string {
  return /^\/(?:assets|embed\/assets|embed\/chunks)\/(?:[^/]+-)?[A-Za-z0-9_-]{8,}\.[a-z0-9.]+$/.test(urlPath) ? IMMUTABLE : 'no-cache';
}

/** Sends a file under root with its cache policy; the brotli or gzip copy when the browser accepts one. */
function sendStatic(reply: FastifyReply, file: string, root: string, cacheControl: string): FastifyReply {
  reply.header('cache-control', cacheControl);
  return reply.sendFile(file, root, { cacheControl: false });
}

const notFound = (reply: FastifyReply, html: string) => reply.code(404).type('text/html; charset=utf-8').send(page('Not found', html));

function mount(app: FastifyInstance, prefix: string, root: string, what: string, options: { transformHtml?: HtmlTransform; route?: Route } = {}): void {
  const handler = async (request: FastifyRequest<{ Params: { '*'?: string } }>, reply: FastifyReply) => {
    if (!existsSync(root)) return notBuilt(reply, what, root);
    if (request.url === prefix) return reply.redirect(`${prefix}/`);
    let rest = request.params['*'] ?? '';
    let cacheControl: string | undefined;
    if (options.route) {
      const routed = options.route(rest, root);
      if ('notFound' in routed) return notFound(reply, routed.notFound);
      ({ rest, cacheControl } = routed);
    }
    const file = fileUnder(root, rest);
    if (!file) return notFound(reply, `<p>No file at ${prefix}/${escapeHtml(request.params['*'] ?? '')}.</p>`);
    if (options.transformHtml && file.endsWith('.html')) {
      const html = await readFile(path.join(root, file), 'utf8');
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(options.transformHtml(html, request));
    }
    return sendStatic(reply, file, root, cacheControl ?? cacheControlFor(`${prefix}/${rest}`));
  };
  app.get(prefix, handler);
  app.get(`${prefix}/*`, handler);
}

/** How long a browser keeps the major-pinned loader before asking again: a release reaches pages within it. */
export const MAJOR_PINNED_MAX_AGE = 300;
const VERSIONED = /^v(\d+)(\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)?\/(.*)$/;

/** The built embed's version (dist/embed/version.json, written by the embed build), or null. */
function builtEmbedVersion(root: string): string | null {
  try {
    const { version } = JSON.parse(readFileSync(path.join(root, 'version.json'), 'utf8')) as { version?: unknown };
    return typeof version === 'string' ? version : null;
  } catch {
    return null;
  }
}

/**
 * The loader at a versioned URL, /embed/v<version>/healthdeck.js (cached for a year,
 * immutable), and at a major-pinned one, /embed/v<major>/healthdeck.js (cached MAJOR_PINNED_MAX_AGE
 * seconds, so a minor or patch release reaches partner pages); the chunks it imports relatively have
 * content hashes in their names, so they are immutable under either. This server serves the one
 * version it was built with; another version is a 404 that names it. /embed/healthdeck.js (no
 * version) stays, uncached, for pages written before.
 */
const embedRoute: Route = (rest, root) => {
  const match = VERSIONED.exec(rest);
  if (!match) return { rest };
  const [, major, exact, file = ''] = match;
  const built = builtEmbedVersion(root);
  const asked = `${major}${exact ?? ''}`;
  const matches = built !== null && (exact ? built === asked : built.split('.')[0] === major);
  if (!matches) {
    const serving = built
      ? `version ${escapeHtml(built)} (/embed/v${escapeHtml(built)}/healthdeck.js, /embed/v${escapeHtml(built.split('.')[0] ?? '')}/healthdeck.js)`
      : 'no versioned build';
    return { notFound: `<p>This server does not serve the embed version ${escapeHtml(asked)}; it serves ${serving}.</p>` };
  }
  const hashed = file.startsWith('chunks/') || file.startsWith('assets/');
  return { rest: file, cacheControl: exact || hashed ? IMMUTABLE : `public, max-age=${MAJOR_PINNED_MAX_AGE}` };
};

/** The gallery's hashed assets are immutable; its page is revalidated (a new build is seen at once). */
const galleryRoute: Route = (rest) => ({ rest, cacheControl: /^assets\/[^/]+-[A-Za-z0-9_-]{8,}\.[a-z0-9.]+$/.test(rest) ? IMMUTABLE : 'no-cache' });

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The server serves the built portal (as a SPA: unknown GETs outside /api and /embed
 * get index.html), the embed bundle at /embed/, the widget gallery at /docs/widgets/ and the partner
 * example at /examples/partner-site/ (its HTML with this server's origin filled in).
 * Folders are looked up per request, so a build made while the server runs is picked up. Text
 * files are sent precompressed (brotli or gzip, written by the builds) and cached by cacheControlFor.
 */
export async function registerStaticFiles(app: FastifyInstance, roots: StaticRoots, publicUrl: string): Promise<void> {
  await app.register(fastifyStatic, { serve: false, preCompressed: true });
  mount(app, '/embed', roots.embed, 'The embed bundle (packages/widgets)', { route: embedRoute });
  // The widget gallery, every hd-* element live on gallery fixtures (docs 'kind': DOCS_CSP).
  mount(app, '/docs/widgets', roots.gallery, 'The widget gallery (packages/widgets)', { route: galleryRoute });
  // The example's script tag names the product as {{HEALTHDECK_ORIGIN}}: served from here, that is
  // this server's own origin, so the page works on any port or host.
  mount(app, '/examples/partner-site', roots.partnerSite, 'The partner site example', {
    transformHtml: (html, request) => html.replaceAll(HEALTHDECK_ORIGIN_PLACEHOLDER, requestOrigin(request, publicUrl)),
  });

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send(apiErrorBody(404, 'NOT_FOUND', `No route for ${request.method} ${pathname}`));
    }
    if (!existsSync(path.join(roots.portal, 'index.html'))) return notBuilt(reply, 'The portal (packages/portal)', roots.portal);
    const file = pathname === '/' ? null : fileUnder(roots.portal, pathname);
    if (file) return sendStatic(reply, file, roots.portal, cacheControlFor(pathname));
    // SPA fallback: the portal's router takes the path (spec 000 §2 routes such as /client/home).
    return sendStatic(reply, 'index.html', roots.portal, 'no-cache');
  });
}
