// spec 001 §4 Spot kit statuses: besides the way to results, a Spot kit can end in rejected,
// delivery_exception, collection_exception or canceled. The sandbox lab never gets there by itself;
// an admin puts a kit there (admin sync-kit `exception`), and the lab then reports the status as the
// newest event of the kit's samples, on top of the steps it had passed, and stops advancing.
import type { SpotExceptionStatus } from '@healthdeck/contract';
import { sandboxKit, sandboxStep, type SandboxBook, type SandboxKit } from './vendor-adapters.js';
import { preparedQuery } from '../db/prepared-query.js';

/** An exception the sandbox lab reports for a kit: which, at which step, and when it came. */
export interface SpotException {
  status: SpotExceptionStatus;
  step: number;
  at: Date;
}

/** What raising an exception did: done, or refused because the lab never started the kit or it already has its final status. */
export type KitExceptionOutcome = 'raised' | 'not_started' | 'final';

/** The exception the sandbox lab holds for a Spot kit (its columns, null when none). */
const spotKitException = preparedQuery((db, p: { kitId: string }) =>
  db.selectFrom('vendor_sandbox_kits').select(['exception', 'exception_step', 'exception_at']).where('kit_id', '=', p.kitId).where('provider_code', '=', 'spot'),
);

/** A Spot sandbox kit and its exception in one read (a kit's report needs both: kits/last asks on every dashboard load). */
const spotKitAndException = preparedQuery((db, p: { kitId: string }) =>
  db
    .selectFrom('vendor_sandbox_kits')
    .select(['kit_id', 'test_code', 'registered_to', 'started_at', 'mode', 'manual_steps', 'exception', 'exception_step', 'exception_at'])
    .where('kit_id', '=', p.kitId)
    .where('provider_code', '=', 'spot'),
);

function exceptionOf(row: { exception: SpotExceptionStatus | null; exception_step: number | null; exception_at: Date | null } | undefined): SpotException | null {
  if (!row?.exception || row.exception_step === null || !row.exception_at) return null;
  return { status: row.exception, step: row.exception_step, at: row.exception_at };
}

export async function spotExceptionOf(book: SandboxBook, kitId: string): Promise<SpotException | null> {
  return exceptionOf(await spotKitException.first(book.db, { kitId }));
}

/** The Spot sandbox kit (null when the lab has none by that id) and the exception it holds. */
export async function spotKitWithException(book: SandboxBook, kitId: string): Promise<{ kit: SandboxKit; exception: SpotException | null } | null> {
  const row = await spotKitAndException.first(book.db, { kitId });
  if (!row) return null;
  const { exception: _status, exception_step: _step, exception_at: _at, ...kit } = row;
  return { kit, exception: exceptionOf(row) };
}

/**
 * Puts a started kit into an exception status at the step it has reached now. A kit with results
 * (`lastStep`) or an exception already is final and is refused, as is a kit no one has confirmed.
 */
export async function raiseSpotException(book: SandboxBook, kitId: string, status: SpotExceptionStatus, lastStep: number): Promise<KitExceptionOutcome> {
  const kit = await sandboxKit(book, 'spot', kitId);
  if (!kit?.started_at || kit.registered_to === null) return 'not_started';
  const now = book.now();
  const step = sandboxStep(kit, now, lastStep);
  if (step >= lastStep) return 'final';
  const updated = await book.db
    .updateTable('vendor_sandbox_kits')
    .set({ exception: status, exception_step: step, exception_at: now })
    .where('kit_id', '=', kitId)
    .where('exception', 'is', null)
    .returning('kit_id')
    .executeTakeFirst();
  return updated ? 'raised' : 'final';
}
