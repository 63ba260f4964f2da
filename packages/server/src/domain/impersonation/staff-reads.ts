// Every staff read of a member's data from the admin area is written to that member's access log
// (audit_log under the member), so the log is complete by construction: every admin GET route is
// named below, as a read of members' data (with how to find whose), as a read logged where it is
// made (the clinical reads), or as no member's data; test/staff-reads.test.ts fails on a route
// that is none of these.
import type { RouteName, StaffReadRecord } from '@healthdeck/contract';
import type { AppContext } from '../../context.js';

export const STAFF_READ = 'staff.read';

interface ReadInput {
  params: Record<string, unknown>;
  query: Record<string, unknown>;
}
/** The members whose data an answer shows (several for a list), and what was read. */
interface MemberRead {
  record: StaffReadRecord;
  members(ctx: AppContext, input: ReadInput, answer: unknown): Promise<string[]> | string[];
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);
const ids = (rows: unknown, key = 'id'): string[] => (Array.isArray(rows) ? rows.map((row) => text((row as Record<string, unknown>)?.[key])).filter((id): id is string => id !== null) : []);
const field = (answer: unknown, key: string) => (answer as Record<string, unknown> | null)?.[key];

async function ownersOf(ctx: AppContext, table: 'customers' | 'orders' | 'kits', rowIds: string[]): Promise<string[]> {
  if (rowIds.length === 0) return [];
  const rows = await ctx.db.selectFrom(table).select('user_id').where('id', 'in', rowIds).where('user_id', 'is not', null).execute();
  return rows.map((row) => row.user_id as string);
}

/** Admin reads of members' data, and whose. */
export const MEMBER_READS: Partial<Record<RouteName, MemberRead>> = {
  adminUserDailyLogs: { record: 'daily-logs', members: (_ctx, { params }) => [String(params.id)] },
  adminUserActivationUrl: { record: 'activation-url', members: (_ctx, { params }) => [String(params.id)] },
  // The class records of users: the staff member page reads the user's record here.
  adminGet: { record: 'user-record', members: (_ctx, { query }) => (query.classkey === 'user' && typeof query.id === 'string' ? [query.id] : []) },
  adminSearch: { record: 'user-list', members: (_ctx, { query }, answer) => (query.classkey === 'user' ? ids(field(answer, 'items')) : []) },
  adminUsers: { record: 'user-list', members: (_ctx, _input, answer) => ids(field(answer, 'users')) },
  // Pending recovery requests show who asked (their name and email).
  adminKeyRecoveryRequests: { record: 'user-list', members: (_ctx, _input, answer) => ids(field(answer, 'requests'), 'user_id') },
  adminKits: { record: 'kits', members: (ctx, _input, answer) => ownersOf(ctx, 'kits', ids(field(answer, 'kits'))) },
  adminOrders: { record: 'orders', members: (ctx, _input, answer) => ownersOf(ctx, 'orders', ids(field(answer, 'orders'))) },
  adminCustomers: { record: 'orders', members: (ctx, _input, answer) => ownersOf(ctx, 'customers', ids(field(answer, 'customers'))) },
  // A process run names its member (email) and what was done for them.
  adminProcessRuns: { record: 'user-list', members: (_ctx, _input, answer) => ids(field(answer, 'runs'), 'user_id') },
  // Pending account deletions show who asked (their name, until the deletion).
  adminAccountDeletions: { record: 'user-list', members: (_ctx, _input, answer) => ids(field(answer, 'deletions'), 'user_id') },
  adminCustomer: { record: 'customer', members: (ctx, { params }) => ownersOf(ctx, 'customers', [String(params.id)]) },
};

/** Admin reads of a member's data that write their own, more precise entry where they read (clinical.read). */
export const LOGGED_WHERE_READ: readonly RouteName[] = ['adminUserRiskScores', 'adminUserEpdsForm', 'adminUserTelehealthForm', 'adminUserRecoveryKey', 'adminSmartlinkVitals'];

/** Admin reads that show no member's data, and why. */
export const NOT_MEMBER_DATA: Partial<Record<RouteName, string>> = {
  adminRewards: 'the rewards catalogue',
  adminReward: 'one reward of the catalogue',
  adminRewardSecrets: "a reward's codes, not yet given to anyone",
  mediaList: 'uploaded media of the content library',
  mediaGet: 'one medium of the content library',
  adminRoles: 'roles',
  adminRecoveryKey: "an organisation's recovery key: its public half and its private half locked to the holders' keys",
  adminSamlConfig: "an organisation's SAML identity provider settings (public values: entity id, sign-on URL, certificate, email domains)",
  adminTranslations: 'a content record (page, widget, programme, symptom, …) in each language',
  adminTranslationReport: 'which content records lack a translation in each language',
  adminResultRules: "an organisation's result rules: biomarker ranges and outcomes administrators set; no member's answer",
  adminRecoveryRewraps:
    "members' data keys as ciphertext wrapped to the old recovery key, handed to a rotation that re-wraps them in the staff browser; no record is read, and opening one is logged where it happens (adminUserRecoveryKey)",
  adminRole: 'one role',
  adminPermissions: 'permissions',
  adminPermission: 'one permission',
  adminPrograms: 'programmes',
  adminProgram: 'one programme',
  adminActionGroups: 'action groups',
  adminActionGroup: 'one action group',
  adminLinks: 'which records are linked (ids of both ends)',
  adminPartnerKeys: "an organisation's partner keys",
  adminPageLayout: "a page's published layout and its draft (widget ids by area, who edited and published)",
  adminPageLayoutVersions: "a page's published layouts, with who published each",
};

/** Writes one access-log entry per member the answer showed. */
export async function recordStaffReads(
  ctx: AppContext,
  read: MemberRead,
  entry: { staffId: string; ip: string; route: RouteName; path: string; input: ReadInput; answer: unknown },
): Promise<void> {
  const members = [...new Set(await read.members(ctx, entry.input, entry.answer))].filter((id) => id !== entry.staffId);
  if (members.length === 0) return;
  const detail = JSON.stringify({ record: read.record, route: entry.route, method: 'GET', path: entry.path });
  const now = ctx.config.now();
  await ctx.db
    .insertInto('audit_log')
    .values(members.map((userId) => ({ event: STAFF_READ, user_id: userId, actor_id: entry.staffId, ip: entry.ip, detail, created_at: now })))
    .execute();
}
