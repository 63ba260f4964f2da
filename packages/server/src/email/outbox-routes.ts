import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_STORAGE_KEY } from '@healthdeck/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { AppContext } from '../context.js';
import { authenticate, bearerToken, SECOND_FACTOR_NEEDED } from '../auth/guard.js';
import { ApiHttpError, forbidden } from '../http/api-error.js';

export interface OutboxMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  links: string[];
  created_at: string;
}

/** Every http(s) link in a message body, in order, without duplicates. */
export function extractLinks(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"']+/g) ?? [])];
}

async function readOutbox(db: Kysely<Database>, to: string | null, limit = 100): Promise<OutboxMessage[]> {
  let query = db.selectFrom('email_outbox').selectAll().orderBy('id', 'desc').limit(limit);
  if (to) query = query.where('to_address', '=', to.trim().toLowerCase());
  const rows = await query.execute();
  return rows.map((r) => ({
    to: r.to_address,
    subject: r.subject,
    text: r.text_body,
    html: r.html_body,
    links: extractLinks(r.text_body),
    created_at: r.created_at.toISOString(),
  }));
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

const PAGE_STYLE = `<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#6b7280;margin:0 0 .5rem}pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#2563eb;word-break:break-all}</style>`;

function renderPage(messages: OutboxMessage[]): string {
  const items = messages
    .map((m) => {
      const body = escapeHtml(m.text).replace(/https?:\/\/[^\s<>"']+/g, (url) => `<a href="${url}">${url}</a>`);
      return `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(m.created_at)}</p><pre>${body}</pre></article>`;
    })
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>HealthDeck dev outbox</title>
${PAGE_STYLE}</head>
<body><main><h1>Dev outbox</h1><p>Emails the server would have sent (no SMTP_URL is set), newest first.</p>
${items || '<p>No emails yet.</p>'}
</main></body></html>`;
}

/** Whether the user holds the administrator role (not merely one of its permissions). */
async function isAdministrator(db: Kysely<Database>, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_roles as ur')
    .innerJoin('roles as r', 'r.id', 'ur.role_id')
    .select('r.id')
    .where('ur.user_id', '=', userId)
    .where('r.name', '=', 'admin')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The outbox holds password-reset links: only a signed-in administrator reads it (401, then 403),
 * and, as every staff tool, only from a session signed in with a second factor.
 */
async function requireAdministrator(request: FastifyRequest, ctx: AppContext): Promise<void> {
  const user = await authenticate(request, ctx);
  if (!(await isAdministrator(ctx.db, user.id))) throw forbidden();
  if (!user.secondFactor) throw new ApiHttpError(403, 'FORBIDDEN', SECOND_FACTOR_NEEDED);
}

/**
 * Asks for the list with the access token the portal keeps (its session in localStorage), since a
 * page opened by its address carries no bearer token, and shows the server-rendered list in place.
 */
const PAGE_LOADER = `const main = document.querySelector('main');
let token = null;
try {
  token = JSON.parse(localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)}) ?? 'null')?.access?.token ?? null;
} catch {}
const answer = token ? await fetch('/dev/outbox', { headers: { authorization: 'Bearer ' + token } }) : null;
if (answer && answer.ok) {
  const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
  main.replaceWith(page.querySelector('main'));
} else {
  main.querySelector('p').textContent = 'Sign in as an administrator at /admin in this browser, then reload this page.';
}
`;

function loaderPage(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>HealthDeck dev outbox</title>${PAGE_STYLE}<script type="module" src="/dev/outbox.js"></script></head>
<body><main><h1>Dev outbox</h1><p>Loading…</p></main></body></html>`;
}

/**
 * GET /dev/outbox (page) and GET /api/dev/outbox?to= (JSON), for a signed-in administrator only;
 * registered only when no SMTP_URL is set and never in production (app.ts). The page opened in a
 * browser (no bearer token) is a loader that asks again with the administrator's token.
 * Each reads once the emails already on their way are in (a reset email is a job queued after its answer: jobs/queue.ts idle()).
 */
export function registerOutboxRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/dev/outbox', async (request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    if (bearerToken(request) === null) return loaderPage();
    await requireAdministrator(request, ctx);
    await ctx.background.idle();
    await ctx.jobs.idle();
    return renderPage(await readOutbox(ctx.db, null));
  });
  app.get('/dev/outbox.js', async (_request, reply) => {
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store');
    return PAGE_LOADER;
  });
  app.get('/api/dev/outbox', async (request, reply) => {
    await requireAdministrator(request, ctx);
    const raw = (request.query as Record<string, unknown>).to;
    const to = typeof raw === 'string' && raw.length > 0 ? raw : null;
    reply.header('cache-control', 'no-store');
    await ctx.background.idle();
    await ctx.jobs.idle();
    return { messages: await readOutbox(ctx.db, to) };
  });
}
