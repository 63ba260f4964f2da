// How a member's answer learns its language (docs/decisions/0107-content-translations.md): the
// routes that answer administered content call this with the records they show.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { acceptedLanguage } from '../domain/translations/content-language.js';
import { contentTranslator, type ContentWants, type Translator } from '../domain/translations/translations.js';

/**
 * The translator of a member's answer (one statement, domain/translations): the answer says its
 * language, and that it depends on the Accept-Language header (the member's preference is theirs
 * alone: the answers are private and never stored, register-routes.ts).
 */
export async function memberTranslator(db: Kysely<Database>, request: FastifyRequest, reply: FastifyReply, userId: string, wants: ContentWants): Promise<Translator> {
  const header = request.headers['accept-language'];
  const translator = await contentTranslator(db, { userId, accepted: acceptedLanguage(typeof header === 'string' ? header : undefined) }, wants);
  const vary = reply.getHeader('vary');
  reply.header('content-language', translator.language).header('vary', vary ? `${String(vary)}, accept-language` : 'accept-language');
  return translator;
}
