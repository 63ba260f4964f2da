import type { SandboxSource } from '@healthdeck/contract/light';
import type { DecryptedVitals } from '@healthdeck/sdk';

/** Scans per page of the history. */
export const VITALS_HISTORY_PAGE_SIZE = 10;

/**
 * One page of the history: the member's scan count and the page's scans, opened (values null when a
 * record could not be), each with the sandbox that made it up (simulated, seeded) or null.
 */
export interface HistoryPage {
  total: number;
  scans: { id: string; created_at: string; sandbox: SandboxSource; values: DecryptedVitals | null }[];
}
