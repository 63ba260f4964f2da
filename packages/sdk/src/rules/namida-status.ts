// spec 001 §3 (Namida kit status), §4 (Namida status), §5, §9: results-ready and the results download
// of an Auria kit. The label (namidaStatusLabel) is the contract's rule (rules/kit-status.ts), shared
// with the server; it is re-exported here under the sdk's names.
import type { NamidaKitStatusLike } from '@healthdeck/contract/light';

export { NAMIDA_COMPLETED_LABEL, namidaStatusLabel } from '@healthdeck/contract/light';

/** spec 001 §3: the part of a Namida kit status these rules read. */
export type NamidaKitStatus = NamidaKitStatusLike;

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
