// spec 000 §7.5 "PATCH sync kit on {base}/{id} (admin sync-kit)"; spec 000 §6 admins manage kits;
// spec 001 §7 server table sorting of kits: user email, test name, provider name, details status.
// spec 001 §4 Spot kit statuses: `exception` ends a sandbox Spot kit in rejected, delivery_exception,
// collection_exception or canceled (vendors/spot-exceptions.ts).
import { sql } from 'kysely';
import { KIT_MESSAGES, PROVIDER_NAMES, type AdminKit, type AdminKitsResponse, type RouteBody } from '@healthdeck/contract';
import { ApiHttpError, badRequest } from '../../http/api-error.js';
import { kitVendors, selectKits, syncKit, toKit, type KitContext, type KitRow } from './kits.js';
import { sandboxStep, type KitVendors } from '../../vendors/vendor-adapters.js';
import { containsPattern } from '../../db/like-pattern.js';

function adminSelect(ctx: KitContext) {
  return selectKits(ctx).leftJoin('users', 'users.id', 'kits.user_id').select('users.email as user_email');
}

type AdminRow = KitRow & { user_email: string | null };

async function vendorStep(ctx: KitContext, kitId: string): Promise<number | null> {
  const kit = await ctx.db
    .selectFrom('vendor_sandbox_kits')
    .select(['kit_id', 'test_code', 'registered_to', 'started_at', 'mode', 'manual_steps', 'exception_step'])
    .where('kit_id', '=', kitId)
    .executeTakeFirst();
  if (!kit) return null;
  // A kit in an exception status stays at the step it had reached.
  return kit.exception_step ?? sandboxStep(kit, ctx.config.now(), Number.MAX_SAFE_INTEGER);
}

function toAdminKit(row: AdminRow, vendors: KitVendors, step: number | null): AdminKit {
  const { encrypted_data: _sealed, ...kit } = toKit(row, vendors);
  return { ...kit, user_email: row.user_email, provider_name: PROVIDER_NAMES[row.provider_code], details_status: row.details_status, vendor_step: step };
}

// provider codes sort like their names ('3d-look' < 'namida' < 'spot'; '3D Look' < 'Namida' < 'Spot').
const SORT_COLUMNS = { user_email: 'users.email', test_name: 'kits.test_name', provider_name: 'kits.provider_code', details_status: 'kits.details_status' } as const;

/** One page of every member's kits, searched by kit id, email or test name, sorted by a column. */
export async function adminKitsPage(
  ctx: KitContext,
  query: { search?: string; sort?: keyof typeof SORT_COLUMNS; direction: 'asc' | 'desc'; page: number; take: number },
): Promise<AdminKitsResponse> {
  const vendors = kitVendors(ctx);
  let base = adminSelect(ctx);
  if (query.search) {
    const like = containsPattern(query.search);
    base = base.where((eb) => eb.or([eb('kits.kit_id', 'ilike', like), eb('users.email', 'ilike', like), eb('kits.test_name', 'ilike', like)]));
  }
  const total = await base.clearSelect().select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow();
  let ordered = base;
  if (query.sort) ordered = ordered.orderBy(sql.ref(SORT_COLUMNS[query.sort]), sql.raw(`${query.direction} nulls last`));
  const rows = await ordered
    .orderBy('kits.created_at', 'desc')
    .orderBy('kits.kit_id')
    .limit(query.take)
    .offset((query.page - 1) * query.take)
    .execute();
  const kits: AdminKit[] = [];
  for (const row of rows) kits.push(toAdminKit(row, vendors, await vendorStep(ctx, row.kit_id)));
  return { kits, total_count: total.n };
}

/** Reads the vendor now; `advance` first moves a sandbox vendor one status forward, `exception` ends a sandbox Spot kit in that status. */
export async function syncAdminKit(ctx: KitContext, id: string, action: RouteBody<'adminKitSync'>): Promise<AdminKit> {
  const vendors = kitVendors(ctx);
  const row = await adminSelect(ctx).where('kits.id', '=', id).executeTakeFirst();
  if (!row) throw new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.kitNotFound);
  const vendor = vendors[row.provider_code];
  if (action?.advance && vendor.advance) await vendor.advance(row.kit_id);
  if (action?.exception) {
    if (!vendor.raiseException) throw badRequest(KIT_MESSAGES.exceptionSpotOnly, { exception: KIT_MESSAGES.exceptionSpotOnly });
    const outcome = await vendor.raiseException(row.kit_id, action.exception);
    if (outcome === 'not_started') throw new ApiHttpError(409, 'CONFLICT', KIT_MESSAGES.exceptionNotStarted);
    if (outcome === 'final') throw new ApiHttpError(409, 'CONFLICT', KIT_MESSAGES.exceptionFinal);
  }
  await syncKit(ctx, vendors, row);
  const fresh = await adminSelect(ctx).where('kits.id', '=', id).executeTakeFirstOrThrow();
  return toAdminKit(fresh, vendors, await vendorStep(ctx, row.kit_id));
}
