// Ours: the member's one timeline (docs/decisions/0105-one-timeline.md). One statement per page: each
// kind asked for is a branch that reads at most a page of the member's rows before the cursor through
// its (user_id, time) index, and the union is cut to the page. Sealed records are passed on as the
// server holds them; the browser opens them. A day-long entry (a habit) sits at the start (00:00 UTC)
// of its day: the instant its `<time datetime="YYYY-MM-DD">` names, so the order drawn and the times
// shown agree, and today's entry never sorts as if it lay in the future.
import { TIMELINE_KINDS, type TimelineEntry, type TimelineKind, type TimelineResponse } from '@healthdeck/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Where the previous page ended: the exact time (microseconds, UTC), the kind and the id of its last entry. */
export interface TimelineCursor {
  at: string;
  kind: TimelineKind;
  id: string;
}

const EXACT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

export function encodeTimelineCursor(cursor: TimelineCursor): string {
  return Buffer.from(JSON.stringify([cursor.at, cursor.kind, cursor.id])).toString('base64url');
}

/** The cursor `before` names, or null when it is not one this module made. */
export function decodeTimelineCursor(before: string): TimelineCursor | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(before, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 3) return null;
    const [at, kind, id] = value as unknown[];
    if (typeof at !== 'string' || !EXACT.test(at) || typeof id !== 'string' || id.length > 64) return null;
    if (!(TIMELINE_KINDS as readonly unknown[]).includes(kind)) return null;
    return { at, kind: kind as TimelineKind, id };
  } catch {
    return null;
  }
}

interface Branch {
  /** The row's time (timestamptz), in the table's alias `r`. */
  time: RawBuilder<unknown>;
  /** The index-friendly bound on the table's ordered column for a cursor at `at`. */
  bound: (at: string) => RawBuilder<unknown>;
  /** from … where r.user_id = … (without the cursor). */
  from: (userId: string) => RawBuilder<unknown>;
  payload: RawBuilder<unknown>;
}

const dayTime = sql`(r.day::timestamp at time zone 'UTC')`;
const dayBound = (at: string) => sql`r.day <= (${at}::timestamptz at time zone 'UTC')::date`;
const timeBound = (column: string) => (at: string) => sql`${sql.ref(`r.${column}`)} <= ${at}::timestamptz`;

const BRANCHES: Record<TimelineKind, Branch> = {
  lab: {
    time: sql`coalesce(r.registered_at, r.created_at)`,
    bound: (at) => sql`coalesce(r.registered_at, r.created_at) <= ${at}::timestamptz`,
    from: (userId) => sql`from kits r where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('kit_id', r.kit_id, 'provider_code', r.provider_code, 'test_name', r.test_name, 'status', r.details_status,
      'results_ready', r.results_ready, 'encrypted_data', r.encrypted_data, 'updated_at', r.updated_at)`,
  },
  vital: {
    time: sql`r.created_at`,
    bound: timeBound('created_at'),
    from: (userId) => sql`from vitals r where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('encrypted_data', r.encrypted_data)`,
  },
  body_scan: {
    time: sql`r.created_at`,
    bound: timeBound('created_at'),
    from: (userId) => sql`from measurements r where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('status', r.status, 'encrypted_data', r.encrypted_data, 'updated_at', r.updated_at)`,
  },
  hydration: {
    time: dayTime,
    bound: dayBound,
    from: (userId) => sql`from user_hydration r where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('day', r.day::text, 'ounces', r.total_ounces)`,
  },
  sleep: {
    time: dayTime,
    bound: dayBound,
    from: (userId) => sql`from user_sleep r where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('day', r.day::text, 'hours', r.total_levels)`,
  },
  mood: {
    time: dayTime,
    bound: dayBound,
    from: (userId) => sql`from user_moods r where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('day', r.day::text, 'mood', r.mood)`,
  },
  symptom: {
    time: dayTime,
    bound: dayBound,
    from: (userId) => sql`from user_symptom_logs r join symptoms s on s.id = r.symptom_id where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('day', r.day::text, 'symptom', s.name)`,
  },
  appointment: {
    time: sql`r.starts_at`,
    bound: timeBound('starts_at'),
    from: (userId) => sql`from appointments r where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('provider', r.provider, 'status', r.status, 'type', r.type, 'host_name', r.host_name, 'timezone', r.timezone, 'encrypted_data', r.encrypted_data)`,
  },
  medication: {
    time: sql`r.created_at`,
    bound: timeBound('created_at'),
    from: (userId) => sql`from user_medications r where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('start_date', r.start_date::text, 'end_date', r.end_date::text, 'encrypted_data', r.encrypted_data)`,
  },
  programme_action: {
    time: sql`coalesce(r.completed_at, r.started_at, r.created_at)`,
    bound: (at) => sql`coalesce(r.completed_at, r.started_at, r.created_at) <= ${at}::timestamptz`,
    from: (userId) =>
      sql`from user_health_actions r
        left join class_records a on a.id::text = r.health_action_id::text and a.classkey = 'health_actions'
        left join class_records p on p.id::text = r.program_id::text and p.classkey = 'programs'
        where r.user_id = ${userId}`,
    payload: sql`jsonb_build_object('status', r.status, 'title', a.data->>'title', 'programme', coalesce(p.data->>'name', p.data->>'title'))`,
  },
};

/** One kind's newest rows before the cursor: at most `limit`, in the page's order. */
function branchQuery(kind: TimelineKind, userId: string, cursor: TimelineCursor | null, limit: number) {
  const b = BRANCHES[kind];
  const after = cursor ? sql`and ${b.bound(cursor.at)} and (${b.time}, ${kind}::text, r.id::text) < (${cursor.at}::timestamptz, ${cursor.kind}::text, ${cursor.id}::text)` : sql``;
  return sql`(select ${kind}::text as kind, r.id::text as id, ${b.time} as time,
      to_char(${b.time} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as exact, ${b.payload} as payload
    ${b.from(userId)} ${after}
    order by ${b.time} desc, r.id::text desc limit ${limit})`;
}

interface Row {
  kind: TimelineKind;
  id: string;
  time: Date;
  exact: string;
  payload: Record<string, unknown>;
}

const iso = (value: unknown) => (typeof value === 'string' ? new Date(value).toISOString() : value);

function toEntry(row: Row): TimelineEntry {
  const payload = { ...row.payload };
  if ('updated_at' in payload) payload.updated_at = iso(payload.updated_at);
  return { kind: row.kind, id: row.id, at: row.time.toISOString(), ...payload } as TimelineEntry;
}

/**
 * A page of the member's timeline, newest first (ties by kind, then id, both descending), of the
 * kinds asked (none: every kind), before `cursor` (null: the newest). `next_before` names the next
 * page, or is null on the last.
 */
export async function timelinePage(
  db: Kysely<Database>,
  userId: string,
  options: { kinds: readonly TimelineKind[]; cursor: TimelineCursor | null; take: number },
): Promise<TimelineResponse> {
  const kinds = options.kinds.length > 0 ? [...new Set(options.kinds)] : [...TIMELINE_KINDS];
  // One more than the page: whether another page follows.
  const limit = options.take + 1;
  const union = sql.join(
    kinds.map((kind) => branchQuery(kind, userId, options.cursor, limit)),
    sql` union all `,
  );
  const { rows } = await sql<Row>`select kind, id, time, exact, payload from (${union}) t order by time desc, kind desc, id desc limit ${limit}`.execute(db);
  const page = rows.slice(0, options.take);
  const last = page.at(-1);
  return {
    entries: page.map(toEntry),
    next_before: rows.length > options.take && last ? encodeTimelineCursor({ at: last.exact, kind: last.kind, id: last.id }) : null,
  };
}
