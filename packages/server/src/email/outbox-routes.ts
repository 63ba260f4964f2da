import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { BackgroundWork } from '../background-work.js';

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
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#1f2937}
article{border:1px solid #d1d5db;border-radius:8px;padding:1rem;margin:1rem 0}h2{margin:0 0 .25rem;font-size:1.1rem}
.meta{color:#6b7280;margin:0 0 .5rem}pre{white-space:pre-wrap;font:inherit;margin:0}a{color:#2563eb;word-break:break-all}</style></head>
<body><h1>Dev outbox</h1><p>Emails the server would have sent (no SMTP_URL is set), newest first.</p>
${items || '<p>No emails yet.</p>'}
</body></html>`;
}

/**
 * GET /dev/outbox (page) and GET /api/dev/outbox?to= (JSON); registered only when SMTP_URL is unset.
 * Each reads once the emails already on their way are in (a reset email goes out after its answer).
 */
export function registerOutboxRoutes(app: FastifyInstance, db: Kysely<Database>, background: BackgroundWork): void {
  app.get('/dev/outbox', async (_request, reply) => {
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    await background.idle();
    return renderPage(await readOutbox(db, null));
  });
  app.get('/api/dev/outbox', async (request, reply) => {
    const raw = (request.query as Record<string, unknown>).to;
    const to = typeof raw === 'string' && raw.length > 0 ? raw : null;
    reply.header('cache-control', 'no-store');
    await background.idle();
    return { messages: await readOutbox(db, to) };
  });
}
