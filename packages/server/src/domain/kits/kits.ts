// spec 000 §7.5 kits (register, is-available, unregister, confirm, client kits, one by id, last,
// kit info, vendor kits, providers kit, kits-new, spot-results samples info); spec 001 §3 Kit, §4
// statuses. A kit's vendor status reaches the server in plaintext once, when the vendor reports a
// change, and is stored only as an OpenPGP message to the member's public key (docs/ENCRYPTION.md).
import { encryptForMember } from '@healthdeck/crypto';
import {
  KIT_MESSAGES,
  KITS_CURSOR_MESSAGE,
  KIT_PROCESSING_LABEL,
  kitDisplayStatus,
  PROVIDER_CODES,
  SPOT_PANELS,
  type Kit,
  type KitAvailabilityResponse,
  type KitInfoResponse,
  type KitsPageResponse,
  type KitProduct,
  type ProviderCode,
  type SpotSamplesInfoResponse,
  type SpotPanelCode,
} from '@healthdeck/contract';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { AppContext } from '../../context.js';
import type { Database, KitsTable } from '../../db/schema.js';
import { preparedQuery } from '../../db/prepared-query.js';
import { ApiHttpError, badRequest } from '../../http/api-error.js';
import { notify } from '../../notifications/notify.js';
import { createBodyScanSandbox } from '../../vendors/body-scan-sandbox.js';
import { createNamidaSandbox } from '../../vendors/namida-sandbox.js';
import { createSpotSandbox, spotSamplesOf } from '../../vendors/spot-sandbox.js';
import type { KitVendor, KitVendors } from '../../vendors/vendor-adapters.js';
import { replaceServerSealed } from '../resealed-records/resealed-record.js';

/** What the kit functions need of the app context (the demo seeder passes just these). */
export interface KitContext {
  db: AppContext['db'];
  config: Pick<AppContext['config'], 'now'>;
}

/** The kit vendors: the sandbox simulators (the default, so everything works offline). */
export function kitVendors(ctx: KitContext): KitVendors {
  const book = { db: ctx.db, now: ctx.config.now };
  return { spot: createSpotSandbox(book), namida: createNamidaSandbox(book), '3d-look': createBodyScanSandbox(book) };
}

export function productOf(vendors: KitVendors, providerCode: ProviderCode, testCode: string): KitProduct {
  const products = vendors[providerCode].products();
  return products.find((p) => p.test_code === testCode) ?? products[0];
}

export type KitRow = Selectable<KitsTable> & { order_number: string | null; order_date: Date | null };

function kitsWithOrders(db: Kysely<Database>) {
  return db.selectFrom('kits').leftJoin('orders', 'orders.id', 'kits.order_id').selectAll('kits').select(['orders.order_number', 'orders.created_at as order_date']);
}

export function selectKits(ctx: KitContext) {
  return kitsWithOrders(ctx.db);
}

function memberKitsNewestFirstQuery(db: Kysely<Database>, userId: string) {
  return kitsWithOrders(db).where('kits.user_id', '=', userId).orderBy('kits.created_at', 'desc').orderBy('kits.kit_id');
}

/** The member's kits, newest first (the kit lists), their newest alone (kits/last), and the newest of one provider. */
const memberKitsNewestFirst = preparedQuery((db, p: { userId: string }) => memberKitsNewestFirstQuery(db, p.userId));
/** One row, not all: each kit carries its encrypted report, which PostgreSQL fetches from TOAST storage and pg parses. */
const memberNewestKit = preparedQuery((db, p: { userId: string }) => memberKitsNewestFirstQuery(db, p.userId).limit(1));
const memberNewestProviderKit = preparedQuery((db, p: { userId: string; providerCode: ProviderCode }) =>
  memberKitsNewestFirstQuery(db, p.userId).where('kits.provider_code', '=', p.providerCode).limit(1),
);

export function toKit(row: KitRow, vendors: KitVendors): Kit {
  return {
    id: row.id,
    kit_id: row.kit_id,
    provider_code: row.provider_code,
    status: row.status,
    encrypted_data: row.encrypted_data,
    updated_at: row.updated_at.toISOString(),
    test_code: row.test_code,
    name: row.test_name,
    biomarkers: productOf(vendors, row.provider_code, row.test_code).biomarkers.length,
    order_number: row.order_number,
    order_date: row.order_date ? row.order_date.toISOString() : null,
    confirmed: row.confirmed_at !== null,
    results_ready: row.results_ready,
    created_at: row.created_at.toISOString(),
    sandbox: vendors[row.provider_code].sandbox ? row.provider_code : null,
  };
}

/**
 * Reads the vendor's report of a registered kit and stores it when it changed: encrypted to the
 * member (only when the member has a public key; until then the status alone is kept and the
 * report is encrypted on a later read). Notifies the member once when results become ready.
 */
export async function syncKit(ctx: KitContext, vendors: KitVendors, row: KitRow): Promise<KitRow> {
  if (!row.user_id) return row;
  const report = await vendors[row.provider_code].report(row.kit_id);
  if (!report) return row;
  const needsData = row.encrypted_data === null;
  if (report.version <= row.vendor_version && !needsData) return row;
  const account = await ctx.db
    .selectFrom('accounts')
    .innerJoin('users', 'users.id', 'accounts.user_id')
    .select(['accounts.public_key'])
    .where('accounts.user_id', '=', row.user_id)
    .executeTakeFirst();
  const publicKey = account?.public_key ?? null;
  const encrypted = publicKey ? await encryptForMember(report.data, publicKey) : null;
  if (!encrypted && report.version <= row.vendor_version) return row;
  const updated = await ctx.db
    .updateTable('kits')
    .set({
      status: report.status,
      // spec 001 §4: the label the testing center shows (the contract's rule, shared with the sdk),
      // kept in plaintext for the admin kits table (a status is not a result).
      details_status: kitDisplayStatus(report.data),
      // Turning results_ready on is the guarded update below (one reader wins, one notification).
      ...(report.resultsReady ? {} : { results_ready: false }),
      // Without a key the version stays, so the next read encrypts the report.
      ...(encrypted ? { encrypted_data: encrypted, vendor_version: report.version } : {}),
      updated_at: ctx.config.now(),
    })
    .where('id', '=', row.id)
    .where('vendor_version', '<=', report.version)
    .returning(['id'])
    .executeTakeFirst();
  const resultsArrived =
    updated && report.resultsReady && encrypted
      ? await ctx.db.updateTable('kits').set({ results_ready: true }).where('id', '=', row.id).where('results_ready', '=', false).returning('id').executeTakeFirst()
      : undefined;
  if (resultsArrived) {
    await notify(ctx.db, row.user_id, {
      title: 'Your results are ready',
      body: `Your ${row.test_name} results are ready to view in the testing center.`,
      link: `/client/testing-center/${encodeURIComponent(row.kit_id)}`,
    });
  }
  return (await selectKits(ctx).where('kits.id', '=', row.id).executeTakeFirst()) ?? row;
}

/** Kits one scheduled poll reads from their vendors at the most (the least recently changed first). */
export const KIT_POLL_BATCH = 200;

/**
 * The scheduled kit-result poll (jobs/tasks.ts): registered kits without results are read from
 * their vendors, so results and their notification arrive without the member looking first.
 */
export async function pollKitResults(ctx: KitContext): Promise<number> {
  const vendors = kitVendors(ctx);
  const rows = await selectKits(ctx).where('kits.user_id', 'is not', null).where('kits.results_ready', '=', false).orderBy('kits.updated_at').limit(KIT_POLL_BATCH).execute();
  for (const row of rows) await syncKit(ctx, vendors, row);
  return rows.length;
}

/** The member's kits, each refreshed from its vendor unless its report is final. */
async function myKits(ctx: KitContext, userId: string): Promise<{ rows: KitRow[]; vendors: KitVendors }> {
  const vendors = kitVendors(ctx);
  const rows = await memberKitsNewestFirst.rows(ctx.db, { userId });
  const synced: KitRow[] = [];
  for (const row of rows) synced.push(await syncKit(ctx, vendors, row));
  return { rows: synced, vendors };
}

async function myKitById(ctx: KitContext, userId: string, id: string): Promise<KitRow> {
  const row = await selectKits(ctx).where('kits.id', '=', id).where('kits.user_id', '=', userId).executeTakeFirst();
  // Another member's kit answers exactly like a missing one.
  if (!row) throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.kitNotFound);
  return row;
}

export async function myKitByKitId(ctx: KitContext, userId: string, kitId: string): Promise<KitRow> {
  const row = await selectKits(ctx).where('kits.kit_id', '=', kitId).where('kits.user_id', '=', userId).executeTakeFirst();
  if (!row) throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.kitNotFound);
  return row;
}

/** Which vendor issued a kit id: our row, else every vendor's book (a kit from another channel). */
async function findKit(ctx: KitContext, vendors: KitVendors, kitId: string): Promise<{ row: KitRow | null; providerCode: ProviderCode; testCode: string } | null> {
  const row = await selectKits(ctx).where('kits.kit_id', '=', kitId).executeTakeFirst();
  if (row) return { row, providerCode: row.provider_code, testCode: row.test_code };
  for (const code of PROVIDER_CODES) {
    const vendor: KitVendor = vendors[code];
    const found = await vendor.lookup(kitId);
    if (found) return { row: null, providerCode: code, testCode: found.testCode };
  }
  return null;
}

const unknownKit = () => badRequest(KIT_MESSAGES.unknownKitId, { kit_id: KIT_MESSAGES.unknownKitId });
const takenKit = () => new ApiHttpError(400, 'CONFLICT', KIT_MESSAGES.registeredToSomeoneElse, { kit_id: KIT_MESSAGES.registeredToSomeoneElse });

/** Registers the kit to the member; it reads 'Partially Completed' until confirmed (spec 001 §4). */
export async function registerKit(ctx: KitContext, userId: string, kitId: string): Promise<Kit> {
  const vendors = kitVendors(ctx);
  const found = await findKit(ctx, vendors, kitId);
  if (!found) throw unknownKit();
  if (found.row?.user_id && found.row.user_id !== userId) throw takenKit();
  const now = ctx.config.now();
  if (!found.row) {
    const product = productOf(vendors, found.providerCode, found.testCode);
    await ctx.db
      .insertInto('kits')
      .values({ kit_id: kitId, provider_code: found.providerCode, test_code: found.testCode, test_name: product.name, created_at: now, updated_at: now })
      .onConflict((oc) => oc.column('kit_id').doNothing())
      .execute();
  }
  // Only a kit nobody holds is taken: two members registering at once cannot both win.
  const claimed = await ctx.db
    .updateTable('kits')
    .set({ user_id: userId, registered_at: now, updated_at: now })
    .where('kit_id', '=', kitId)
    .where((eb) => eb.or([eb('user_id', 'is', null), eb('user_id', '=', userId)]))
    .returning('id')
    .executeTakeFirst();
  if (!claimed) throw takenKit();
  const row = await syncKit(ctx, vendors, await myKitById(ctx, userId, claimed.id));
  return toKit(row, vendors);
}

/** Whether the member may register the kit id, with the message the client shows when not. */
export async function kitAvailability(ctx: KitContext, userId: string, kitId: string): Promise<KitAvailabilityResponse> {
  const found = await findKit(ctx, kitVendors(ctx), kitId);
  if (!found) return { kit_id: kitId, available: false, message: KIT_MESSAGES.unknownKitId };
  const holder = found.row?.user_id ?? null;
  if (holder && holder !== userId) return { kit_id: kitId, available: false, message: KIT_MESSAGES.registeredToSomeoneElse };
  if (holder === userId) return { kit_id: kitId, available: false, message: KIT_MESSAGES.alreadyConfirmed };
  return { kit_id: kitId, available: true, message: null };
}

/** Gives the kit back while its sample is not collected; the vendor forgets the member. */
export async function unregisterKit(ctx: KitContext, userId: string, id: string): Promise<void> {
  const vendors = kitVendors(ctx);
  const row = await myKitById(ctx, userId, id);
  const report = await vendors[row.provider_code].report(row.kit_id);
  if (report && !report.unregisterable) throw badRequest(KIT_MESSAGES.cannotUnregister);
  await vendors[row.provider_code].unregister(row.kit_id);
  await ctx.db
    .updateTable('kits')
    .set({
      user_id: null,
      registered_at: null,
      confirmed_at: null,
      encrypted_data: null,
      status: '',
      details_status: KIT_PROCESSING_LABEL,
      vendor_version: -2,
      results_ready: false,
      results_seen_at: null,
      updated_at: ctx.config.now(),
    })
    .where('id', '=', row.id)
    .where('user_id', '=', userId)
    .execute();
}

/** Completes the registration: the vendor gets the member and starts processing (idempotent). */
export async function confirmKit(ctx: KitContext, userId: string, kitId: string): Promise<Kit> {
  const vendors = kitVendors(ctx);
  const found = await selectKits(ctx).where('kits.kit_id', '=', kitId).executeTakeFirst();
  if (!found) throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.kitNotFound);
  if (found.user_id !== userId) {
    if (found.user_id) throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.kitNotFound);
    throw badRequest(KIT_MESSAGES.notRegistered, { kit_id: KIT_MESSAGES.notRegistered });
  }
  if (!found.confirmed_at) {
    const person = await ctx.db.selectFrom('users').select(['id', 'email']).where('id', '=', userId).executeTakeFirstOrThrow();
    await vendors[found.provider_code].register(found.kit_id, person);
    await ctx.db.updateTable('kits').set({ confirmed_at: ctx.config.now(), updated_at: ctx.config.now() }).where('id', '=', found.id).execute();
  }
  const row = await syncKit(ctx, vendors, await myKitById(ctx, userId, found.id));
  return toKit(row, vendors);
}

/** The member's kits, newest first, each synced with its vendor. */
/** Where the previous page of a member's kits ended: its last kit's exact creation time (microseconds, UTC) and kit ID. */
interface KitsCursor {
  at: string;
  kitId: string;
}

const encodeKitsCursor = (cursor: KitsCursor) => Buffer.from(JSON.stringify([cursor.at, cursor.kitId])).toString('base64url');

/** The cursor `after` names; a text this list did not make is refused (400). */
function decodeKitsCursor(after: string): KitsCursor {
  try {
    const [at, kitId] = JSON.parse(Buffer.from(after, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(at) && typeof kitId === 'string' && kitId.length <= 64) return { at, kitId };
  } catch {
    // not base64url JSON: refused below
  }
  throw badRequest(KITS_CURSOR_MESSAGE, { after: KITS_CURSOR_MESSAGE });
}

/**
 * One page of the member's kits in the list's order (newest first, then by kit ID), after `cursor`:
 * `take + 1` rows through the (user_id, created_at desc, kit_id) index, the extra one only saying
 * another page follows; `exact` keeps the microseconds a JavaScript Date drops, so a cursor falls
 * exactly between two kits made in the same millisecond.
 */
export function memberKitsAfterQuery(db: Kysely<Database>, p: { userId: string; at: string; kitId: string; limit: number }) {
  return memberKitsNewestFirstQuery(db, p.userId)
    .where((eb) =>
      eb.or([eb('kits.created_at', '<', sql<Date>`${p.at}::timestamptz`), eb.and([eb('kits.created_at', '=', sql<Date>`${p.at}::timestamptz`), eb('kits.kit_id', '>', p.kitId)])]),
    )
    .select(sql<string>`to_char(kits.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('exact'))
    .limit(p.limit);
}
const memberKitsAfter = preparedQuery(memberKitsAfterQuery);
const memberKitsFirst = preparedQuery((db, p: { userId: string; limit: number }) =>
  memberKitsNewestFirstQuery(db, p.userId).select(sql<string>`to_char(kits.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`.as('exact')).limit(p.limit),
);
const memberKitCount = preparedQuery((db, p: { userId: string }) =>
  db
    .selectFrom('kits')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', p.userId),
);

/**
 * A page of the member's kits (docs/decisions/0111-member-lists-paged.md), each synced with its
 * vendor first (only the page's: a member with hundreds of kits no longer waits on all of them),
 * with how many kits the member has; or, given a printed kit ID, that one kit of the member's.
 */
export async function memberKitsPage(ctx: KitContext, userId: string, query: { after?: string; take: number; kit_id?: string }): Promise<KitsPageResponse> {
  const vendors = kitVendors(ctx);
  if (query.kit_id !== undefined) {
    const row = await selectKits(ctx).where('kits.kit_id', '=', query.kit_id).where('kits.user_id', '=', userId).executeTakeFirst();
    const kits = row ? [toKit(await syncKit(ctx, vendors, row), vendors)] : [];
    return { kits, next_after: null, total_count: kits.length };
  }
  const cursor = query.after === undefined ? null : decodeKitsCursor(query.after);
  const limit = query.take + 1;
  const [rows, count] = await Promise.all([
    cursor ? memberKitsAfter.rows(ctx.db, { userId, at: cursor.at, kitId: cursor.kitId, limit }) : memberKitsFirst.rows(ctx.db, { userId, limit }),
    memberKitCount.first(ctx.db, { userId }),
  ]);
  const page = rows.slice(0, query.take);
  const kits: Kit[] = [];
  for (const row of page) kits.push(toKit(await syncKit(ctx, vendors, row), vendors));
  const last = page.at(-1);
  return {
    kits,
    next_after: rows.length > query.take && last ? encodeKitsCursor({ at: last.exact, kitId: last.kit_id }) : null,
    total_count: Number(count?.count ?? 0),
  };
}

/** The member's kits whose results are ready and not yet opened. */
export async function newKits(ctx: KitContext, userId: string): Promise<Kit[]> {
  const { rows, vendors } = await myKits(ctx, userId);
  return rows.filter((r) => r.results_ready && !r.results_seen_at).map((r) => toKit(r, vendors));
}

/** Opening a kit marks its new results as seen (kits-new no longer lists it). */
export async function openKit(ctx: KitContext, userId: string, id: string): Promise<Kit> {
  const vendors = kitVendors(ctx);
  let row = await syncKit(ctx, vendors, await myKitById(ctx, userId, id));
  if (row.results_ready && !row.results_seen_at) {
    await ctx.db.updateTable('kits').set({ results_seen_at: ctx.config.now() }).where('id', '=', row.id).execute();
    row = { ...row, results_seen_at: ctx.config.now() };
  }
  return toKit(row, vendors);
}

/**
 * The member's browser re-seals the report the server sealed to the member's public key under the
 * member's data key (hd1.); a newer report from the vendor is never overwritten (replaceServerSealed).
 */
export async function sealKitReport(ctx: KitContext, userId: string, id: string, resealed: { encrypted_data: string; updated_at: string }): Promise<Kit> {
  const row = await myKitById(ctx, userId, id);
  return toKit(await replaceServerSealed(ctx.db, 'kits', userId, row, resealed, KIT_MESSAGES.reportChanged), kitVendors(ctx));
}

/** The member's newest kit, synced with its vendor, or null. */
export async function lastKit(ctx: KitContext, userId: string): Promise<Kit | null> {
  const vendors = kitVendors(ctx);
  const last = await memberNewestKit.first(ctx.db, { userId });
  return last ? toKit(await syncKit(ctx, vendors, last), vendors) : null;
}

/** The newest kit of one provider, synced with its vendor (that one only: the others are not read). */
export async function newestProviderKit(ctx: KitContext, userId: string, providerCode: ProviderCode): Promise<Kit | null> {
  const vendors = kitVendors(ctx);
  const [newest] = await memberNewestProviderKit.rows(ctx.db, { userId, providerCode });
  return newest ? toKit(await syncKit(ctx, vendors, newest), vendors) : null;
}

/** What a kit id is (its product) and whether the member may register it. */
export async function kitInfo(ctx: KitContext, userId: string, kitId: string): Promise<KitInfoResponse> {
  const vendors = kitVendors(ctx);
  const found = await findKit(ctx, vendors, kitId);
  if (!found) throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.unknownKitId);
  const holder = found.row?.user_id ?? null;
  if (holder !== null && holder !== userId) return { kit_id: kitId, product: null, registration: 'taken' };
  return {
    kit_id: kitId,
    product: productOf(vendors, found.providerCode, found.testCode),
    registration: holder === null ? 'available' : 'yours',
  };
}

/** The products of one vendor, or of every vendor. */
export function vendorProducts(ctx: KitContext, providerCode?: ProviderCode): KitProduct[] {
  const vendors = kitVendors(ctx);
  const codes = providerCode ? [providerCode] : PROVIDER_CODES;
  return codes.flatMap((code) => vendors[code].products());
}

/** The samples a member's Spot kit asks for (its panel's). */
export async function spotSamplesInfo(ctx: KitContext, userId: string, kitId: string): Promise<SpotSamplesInfoResponse> {
  const row = await myKitByKitId(ctx, userId, kitId);
  if (row.provider_code !== 'spot') throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.kitNotFound);
  const panel: SpotPanelCode = row.test_code in SPOT_PANELS ? (row.test_code as SpotPanelCode) : 'general-health';
  return { kit_id: row.kit_id, type: panel, samples: spotSamplesOf(panel) };
}
