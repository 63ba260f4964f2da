// Which sandbox made a vitals record or a measurement, from its stored `source` (migration 0017:
// 'member' unless the server wrote it). The admin's simulate call and the demo seed write random
// values, the 3D Look sandbox completes scans it made up: each is shown as demo data
// (docs/decisions/0090-sandboxes-say-so.md).
import { DEMO_RECORD_SOURCES, type SandboxSource } from '@healthdeck/contract';
import { BODY_SCAN_SOURCE } from '../../vendors/body-scan-measurements.js';

/** The stored source of a record the admin's simulate medical record call wrote. */
export const SIMULATED_SOURCE = 'simulated' satisfies (typeof DEMO_RECORD_SOURCES)[number];
/** The stored source of a record the demo seed wrote. */
export const SEED_SOURCE = 'seed' satisfies (typeof DEMO_RECORD_SOURCES)[number];

/** The record's `sandbox` (contract SandboxSource): null for the member's own and a real vendor's. */
export function recordSandbox(source: string): SandboxSource {
  if (source === BODY_SCAN_SOURCE) return '3d-look';
  return (DEMO_RECORD_SOURCES as readonly string[]).includes(source) ? (source as (typeof DEMO_RECORD_SOURCES)[number]) : null;
}
