// spec 000 §3.3 (measurements: encrypted_data, status), §4 (Last measurement). The client seals
// every value; the server keeps ciphertext and the status only.
import type { Selectable } from 'kysely';
import type { LastMeasurement, Measurement } from '@healthdeck/contract';
import type { MeasurementsTable } from '../../db/schema.js';
import { recordSandbox } from '../clinical/record-sandbox.js';

export const MEASUREMENT_NOT_FOUND = 'Measurement not found';
export const MEASUREMENT_ALREADY_COMPLETED = 'This measurement is already completed';
/** A scan sends a handful of samples; more than this is not a scan. */
export const MEASUREMENT_SAMPLES_MAX = 50;
export const MEASUREMENT_TOO_MANY_SAMPLES = `A measurement takes at most ${MEASUREMENT_SAMPLES_MAX} samples`;

type Row = Selectable<MeasurementsTable> & { sample_count: number };

/** The sandbox that made the measurement up: the 3D Look sandbox's scans, simulated and seeded ones (docs/decisions/0090-sandboxes-say-so.md). */
const sandboxOf = (row: Pick<Selectable<MeasurementsTable>, 'source'>) => recordSandbox(row.source);

export function toMeasurement(row: Row): Measurement {
  return {
    id: row.id,
    status: row.status,
    encrypted_data: row.encrypted_data,
    sample_count: Number(row.sample_count),
    sandbox: sandboxOf(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

/** spec 000 §4: pending and in_progress are reported as pending, with no data. */
export function toLastMeasurement(row: Selectable<MeasurementsTable>): LastMeasurement {
  const done = row.status === 'completed';
  return {
    id: row.id,
    status: done ? 'completed' : 'pending',
    encrypted_data: done ? row.encrypted_data : null,
    sandbox: sandboxOf(row),
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
