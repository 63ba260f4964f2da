// spec 001 §3 (Namida kit status) and §4 (Namida status): label and results-ready of an Auria kit.
import { KIT_PROCESSING_LABEL } from './spot-kit-status.js';

/** spec 001 §3: the part of a Namida kit status these rules read. */
export interface NamidaKitStatus {
  status?: string | null;
  rawResults?: string | null;
}

/** spec 001 §4: label for the Namida 'Results' status. */
export const NAMIDA_COMPLETED_LABEL = 'Completed';

/**
 * spec 001 §4: '' → 'Processing', 'Results' → 'Completed', 'OrderPlaced' → 'Order Placed'. Other
 * provider statuses are shown with their PascalCase words split the same way (our decision).
 */
export function namidaStatusLabel(status: string | null | undefined): string {
  const value = (status ?? '').trim();
  if (value === '') return KIT_PROCESSING_LABEL;
  if (value === 'Results') return NAMIDA_COMPLETED_LABEL;
  return value.replace(/([a-z0-9])([A-Z])/g, '$1 $2');
}

/** spec 001 §4: Namida results are ready when the status is Results. */
export function namidaResultsReady(kit: NamidaKitStatus): boolean {
  return kit.status === 'Results';
}

/** spec 001 §5, §8: the Namida PDF can be downloaded only with rawResults; otherwise 'No results file available.'. */
export const NAMIDA_NO_RESULTS_FILE = 'No results file available.';

/** spec 001 §5: whether the Namida results download can run (needs rawResults). */
export function namidaCanDownload(kit: NamidaKitStatus): boolean {
  return typeof kit.rawResults === 'string' && kit.rawResults.trim() !== '';
}

/** spec 001 §9: downloaded file name Auria_Results_{kitId}.pdf. */
export function namidaResultsFileName(kitId: string): string {
  return `Auria_Results_${kitId}.pdf`;
}
