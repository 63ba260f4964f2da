// The kit vendors (Spot lab panels, Namida/Auria, 3D Look body scans) sit behind one
// adapter interface. Each ships a sandbox simulator (the default) that behaves like the vendor:
// kits it issued advance through the vendor's statuses over time or on an admin "advance".
import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { KitProduct, KitStatusData, ProviderCode, SpotExceptionStatus } from '@healthdeck/contract';
import type { KitExceptionOutcome } from './spot-exceptions.js';
import type { Database } from '../db/schema.js';
import { preparedQuery } from '../db/prepared-query.js';

/** What a vendor reports about one kit, in plaintext: the caller encrypts `data` to the member at once. */
export interface VendorKitReport {
  /** Grows with every change of the report (the server re-encrypts only when it grows). */
  version: number;
  /** The status code the testing center shows (spec 001 §4 rules applied to `data`). */
  status: string;
  data: KitStatusData;
  resultsReady: boolean;
  /** No further change will come (results, or a final exception). */
  final: boolean;
  /** The member may still give the kit back (its sample is not collected yet). */
  unregisterable: boolean;
}

export interface KitVendor {
  readonly providerCode: ProviderCode;
  /** This adapter is the vendor's sandbox: what it reports is made up (the kit's `sandbox`, contract SandboxSource). */
  readonly sandbox: boolean;
  products(): KitProduct[];
  /** Ships a new kit of a product (an order); answers the kit id printed on it. */
  issueKit(testCode: string): Promise<string>;
  /** The product of a kit id the vendor issued; null for an id it does not know. */
  lookup(kitId: string): Promise<{ testCode: string } | null>;
  /** The member confirmed the registration: the vendor starts processing the kit. */
  register(kitId: string, person: { id: string; email: string }): Promise<void>;
  /** The registration is withdrawn: the vendor forgets the person. */
  unregister(kitId: string): Promise<void>;
  /**
   * The member's account is being deleted (docs/decisions/0104-account-deletion.md): the vendor
   * erases what it holds of them and of their kits. Optional: a vendor with no such call is not told.
   */
  forgetMember?(person: { id: string; email: string }, kitIds: readonly string[]): Promise<void>;
  report(kitId: string): Promise<VendorKitReport | null>;
  /** The results PDF as the vendor serves it; null before results. */
  resultsPdf(kitId: string): Promise<Uint8Array | null>;
  /** Sandbox vendors only: move the kit one status forward now (admin action). */
  advance?(kitId: string): Promise<void>;
  /** Sandbox Spot lab only: end the kit in an exception status of spec 001 §4 (admin action, spot-exceptions.ts). */
  raiseException?(kitId: string, status: SpotExceptionStatus): Promise<KitExceptionOutcome>;
}

export type KitVendors = Readonly<Record<ProviderCode, KitVendor>>;

// ---- the sandbox vendors' shared book of issued kits ----

/** Time between two statuses of a kit in 'timed' mode (a sandbox lab is quick, so a demo moves). */
export const SANDBOX_STEP_MS = 5 * 60 * 1000;
/** Spacing of the event times of 'manual' kits (seeded demo kits: one status a day). */
export const SANDBOX_MANUAL_SPACING_MS = 24 * 60 * 60 * 1000;

export interface SandboxBook {
  db: Kysely<Database>;
  now: () => Date;
}

export interface SandboxKit {
  kit_id: string;
  test_code: string;
  registered_to: Record<string, string> | null;
  started_at: Date | null;
  mode: 'timed' | 'manual';
  manual_steps: number;
}

/** A stable number in [0, 1) from a text: sandbox results depend on the kit id only. */
export function unitHash(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;
}

/** A kit id the sandbox prints: prefix + 8 characters from a random-looking alphabet. */
export function newKitId(prefix: string): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = createHash('sha256').update(`${prefix}${Date.now()}${Math.random()}`).digest();
  let id = '';
  for (let i = 0; i < 8; i += 1) id += alphabet[bytes[i] % alphabet.length];
  return `${prefix}-${id}`;
}

export async function sandboxIssue(book: SandboxBook, providerCode: ProviderCode, testCode: string, prefix: string): Promise<string> {
  for (;;) {
    const kitId = newKitId(prefix);
    const row = await book.db
      .insertInto('vendor_sandbox_kits')
      .values({ kit_id: kitId, provider_code: providerCode, test_code: testCode, created_at: book.now() })
      .onConflict((oc) => oc.column('kit_id').doNothing())
      .returning('kit_id')
      .executeTakeFirst();
    if (row) return row.kit_id;
  }
}

/** A sandbox kit of a vendor by its id (every kit read that syncs from a sandbox vendor, kits/last among them). */
const sandboxKitById = preparedQuery((db, p: { kitId: string; providerCode: ProviderCode }) =>
  db
    .selectFrom('vendor_sandbox_kits')
    .select(['kit_id', 'test_code', 'registered_to', 'started_at', 'mode', 'manual_steps'])
    .where('kit_id', '=', p.kitId)
    .where('provider_code', '=', p.providerCode),
);

export async function sandboxKit(book: SandboxBook, providerCode: ProviderCode, kitId: string): Promise<SandboxKit | null> {
  const row = await sandboxKitById.first(book.db, { kitId, providerCode });
  return row ?? null;
}

export async function sandboxRegister(book: SandboxBook, kitId: string, person: { id: string; email: string }): Promise<void> {
  await book.db
    .updateTable('vendor_sandbox_kits')
    .set({ registered_to: JSON.stringify({ patient_id: person.id, email: person.email }), started_at: book.now(), manual_steps: 0 })
    .where('kit_id', '=', kitId)
    .execute();
}

export async function sandboxUnregister(book: SandboxBook, kitId: string): Promise<void> {
  await book.db.updateTable('vendor_sandbox_kits').set({ registered_to: null, started_at: null, manual_steps: 0 }).where('kit_id', '=', kitId).execute();
}

/** A sandbox vendor forgets a member: its record of their kits and of whom they were registered to is deleted. */
export async function sandboxForgetMember(book: SandboxBook, providerCode: ProviderCode, person: { id: string }, kitIds: readonly string[]): Promise<void> {
  await book.db
    .deleteFrom('vendor_sandbox_kits')
    .where('provider_code', '=', providerCode)
    .where((eb) => eb.or([...(kitIds.length > 0 ? [eb('kit_id', 'in', [...kitIds])] : []), eb(sql`registered_to->>'patient_id'`, '=', person.id)]))
    .execute();
}

export async function sandboxAdvance(book: SandboxBook, kitId: string): Promise<void> {
  await book.db
    .updateTable('vendor_sandbox_kits')
    .set((eb) => ({ manual_steps: eb('manual_steps', '+', 1) }))
    .where('kit_id', '=', kitId)
    .where('started_at', 'is not', null)
    .execute();
}

/** How many statuses a started kit has passed (-1 before registration), capped at `last`. */
export function sandboxStep(kit: SandboxKit, now: Date, last: number): number {
  if (!kit.started_at) return -1;
  const timed = kit.mode === 'timed' ? Math.floor((now.getTime() - kit.started_at.getTime()) / SANDBOX_STEP_MS) : 0;
  return Math.min(last, Math.max(0, timed) + kit.manual_steps);
}

/** When the kit reached step `k` (ISO), never later than now. */
export function sandboxStepTime(kit: SandboxKit, k: number, now: Date): string {
  const start = kit.started_at ?? now;
  const spacing = kit.mode === 'timed' ? SANDBOX_STEP_MS : SANDBOX_MANUAL_SPACING_MS;
  return new Date(Math.min(now.getTime(), start.getTime() + k * spacing)).toISOString();
}
