import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';
import type { ChannelSubscriber } from '../db/change-listener.js';
import { namesTable } from '../db/written-tables.js';

/** The channel migration 0056's trigger announces ended sessions on (payload: the session's id, '*' for all). */
export const SESSION_CHANGES_CHANNEL = 'sessions_ended';
/** How many live sessions a process remembers at most; past it, all are forgotten and asked again. */
export const MAX_REMEMBERED_SESSIONS = 10_000;
/**
 * After this process writes what ends sessions, every check asks PostgreSQL for this long: the
 * write may still be inside a transaction, and a session read alive before its commit must not be
 * remembered after it.
 */
export const SESSION_WRITE_BYPASS_MS = 1_000;
/** The columns whose change ends a session for the guard (the touch of last_used_at does not). */
const ENDING_COLUMNS = new Set(['revoked_at', 'user_id', 'parent_id']);

export interface RememberedSession {
  /** The session's user: a token naming another user is not answered from memory. */
  userId: string;
  /** The staff session behind an impersonation: ending that one forgets this one. */
  parentId: string | null;
  /** Until when (the server clock, ms) the session may be answered from memory: then PostgreSQL is asked again. */
  until: number;
}

export interface SessionCache {
  /** Whether the session is remembered alive for this user at `now` (ms). */
  isKnownAlive(id: string, userId: string, now: number): boolean;
  /** Taken before asking PostgreSQL: `remember` keeps the answer only if no session ended in between. */
  mark(): number;
  remember(mark: number, id: string, session: RememberedSession): void;
  /** Whether sessions are being remembered (the change listener is connected). */
  readonly active: boolean;
  /** Kysely plugin: a statement of this process that may end sessions forgets them all as it is compiled. */
  readonly plugin: KyselyPlugin;
  /** What the process's change listener (db/change-listener.ts) tells it. */
  readonly subscriber: ChannelSubscriber;
}

/**
 * Live sessions remembered per process, so the guard's check (auth/sessions.ts) asks PostgreSQL
 * once a minute per session rather than on every request
 * (docs/decisions/0113-live-sessions-remembered-until-ended.md). Kept exact the way the class
 * cache is: a trigger on `sessions` NOTIFYs every committed revocation or deletion (any process,
 * any path, an account's deletion by cascade), each process LISTENs and forgets the session and
 * the impersonations behind it; this process's own statements that may end sessions forget all of
 * them before they run, and the checks of the next second ask PostgreSQL. While the listener is
 * down nothing is remembered. A check started before an ending is not remembered after it.
 */
export function createSessionCache(options: { now?: () => number } = {}): SessionCache {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, RememberedSession>();
  let generation = 0;
  let active = false;
  let bypassUntil = 0;

  const forget = (id: string) => {
    generation++;
    if (id === '*') return sessions.clear();
    sessions.delete(id);
    for (const [child, session] of sessions) if (session.parentId === id) sessions.delete(child);
  };
  const setActive = (on: boolean) => {
    forget('*');
    active = on;
  };

  const plugin: KyselyPlugin = {
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (mayEndSessions(node)) {
        forget('*');
        bypassUntil = now() + SESSION_WRITE_BYPASS_MS;
      }
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };

  return {
    get active() {
      return active;
    },
    plugin,
    isKnownAlive(id, userId, at) {
      if (!active || now() < bypassUntil) return false;
      const session = sessions.get(id);
      return session !== undefined && session.userId === userId && at < session.until;
    },
    mark: () => generation,
    remember(mark, id, session) {
      if (mark !== generation || !active || now() < bypassUntil) return;
      if (sessions.size >= MAX_REMEMBERED_SESSIONS) sessions.clear();
      sessions.set(id, session);
    },
    subscriber: { channel: SESSION_CHANGES_CHANNEL, onChange: forget, onUp: () => setActive(true), onDown: () => setActive(false) },
  };
}

/**
 * Whether a statement may end sessions: a delete from `sessions` or `users` (its sessions go with
 * it), or an update of `sessions` that sets a column the guard reads (revoked_at, user_id,
 * parent_id), itself or in a CTE. Raw SQL is not read: what ends sessions is written with the
 * query builder (auth/sessions.ts, the account's erasure), and PostgreSQL's notification covers the rest.
 */
export function mayEndSessions(node: RootOperationNode): boolean {
  // A select ends nothing but through a CTE; only its CTEs are walked (selects are most statements).
  if (node.kind === 'SelectQueryNode') return node.with !== undefined && endsIn(node.with);
  return node.kind !== 'RawNode' && endsIn(node);
}

function endsIn(node: unknown): boolean {
  if (node === null || typeof node !== 'object') return false;
  if (Array.isArray(node)) return node.some(endsIn);
  const n = node as { kind?: string; from?: unknown; table?: unknown; updates?: readonly { column?: { column?: { name?: string } } }[] };
  if (n.kind === 'DeleteQueryNode' && (namesTable(n.from, 'sessions') || namesTable(n.from, 'users'))) return true;
  if (n.kind === 'UpdateQueryNode' && namesTable(n.table, 'sessions') && (n.updates ?? []).some((update) => ENDING_COLUMNS.has(update.column?.column?.name ?? ''))) return true;
  return Object.values(node).some(endsIn);
}
