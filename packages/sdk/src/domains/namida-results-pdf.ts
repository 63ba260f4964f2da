// The Auria (Namida) results PDF made in the browser, apart from the kits domain: it runs when the
// member downloads, so the kit widgets load it on that click.
import { NAMIDA_NO_RESULTS_FILE, namidaResultsFileName } from '../rules/namida-status.js';
import type { DownloadedFile } from './downloaded-file.js';

/**
 * spec 001 §5, §7, §8: the Namida results PDF is made locally from rawResults (the PDF as base64,
 * optionally behind a data: prefix); without rawResults it throws 'No results file available.'.
 */
export function namidaResultsPdf(kitId: string, data: { rawResults?: string | null }): DownloadedFile {
  const raw = data.rawResults?.trim();
  if (!raw) throw new Error(NAMIDA_NO_RESULTS_FILE);
  const base64 = raw.slice(raw.indexOf(',') + 1);
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return { blob: new Blob([bytes], { type: 'application/pdf' }), fileName: namidaResultsFileName(kitId) };
}
