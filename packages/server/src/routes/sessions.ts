import { audit } from '../audit.js';
import { activeSessions, describeUserAgent, revokeOtherSessions, revokeSessions } from '../auth/sessions.js';
import { notFound } from '../http/api-error.js';
import type { SomeHandlers } from './types.js';

/** The caller's signed-in sessions, and signing out one of them or all the others (auth/sessions.ts). */
export const sessionsHandlers: SomeHandlers<'sessions' | 'sessionEnd' | 'sessionsEndOthers'> = {
  async sessions({ user, ctx }) {
    const rows = await activeSessions(ctx.db, user.id, ctx.config.now());
    return {
      sessions: rows.map((row) => ({
        id: row.id,
        ...describeUserAgent(row.user_agent),
        created_at: row.created_at.toISOString(),
        last_used_at: row.last_used_at.toISOString(),
        current: row.id === user.session,
      })),
    };
  },

  async sessionEnd({ params, user, ctx, request }) {
    if ((await revokeSessions(ctx.db, user.id, ctx.config.now(), [params.id])) === 0) throw notFound('Session not found');
    await audit(ctx.db, 'session.signed_out', { userId: user.id, ip: request.ip, detail: { family_id: params.id, by_session: user.session ?? null } });
    return null;
  },

  async sessionsEndOthers({ user, ctx, request }) {
    if (!user.session) return { ended: 0 };
    const ended = await revokeOtherSessions(ctx.db, user.id, user.session, ctx.config.now());
    await audit(ctx.db, 'session.others_signed_out', { userId: user.id, ip: request.ip, detail: { kept: user.session, ended } });
    return { ended };
  },
};
