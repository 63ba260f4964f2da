// spec 000 §7.5 "GET download (kitId) as a binary file saved as a PDF; GET PDF by filename";
// spec 001 §9 file name Auria_Results_{kitId}.pdf. The PDF comes from the vendor at each request
// and is passed to the member without being stored: the server keeps no plaintext results. The 3D
// body scan service delivers a measurement, not a file: its PDF is that measurement, written at each
// request from the vendor's report.
import { KIT_MESSAGES, RESULT_FILE_NAMES, type ProviderCode } from '@healthdeck/contract';
import { ApiHttpError } from '../../http/api-error.js';
import { renderBodyScanReport } from '../../pdf/body-scan-report-pdf.js';
import type { VendorKitReport } from '../../vendors/vendor-adapters.js';
import { kitVendors, myKitByKitId, type KitContext } from './kits.js';

export function resultFileName(providerCode: ProviderCode, kitId: string): string {
  if (providerCode === 'namida') return RESULT_FILE_NAMES.auria(kitId);
  if (providerCode === 'spot') return RESULT_FILE_NAMES.spot(kitId);
  return RESULT_FILE_NAMES.bodyScan(kitId);
}

const noFile = () => new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.noResultsFile);

/** The vendor's results PDF of the member's kit, with its file name. */
export async function kitResultsFile(ctx: KitContext, userId: string, kitId: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const row = await myKitByKitId(ctx, userId, kitId);
  const vendor = kitVendors(ctx)[row.provider_code];
  const bytes = row.provider_code === '3d-look' ? await bodyScanPdf(row.kit_id, await vendor.report(row.kit_id)) : await vendor.resultsPdf(row.kit_id);
  if (!bytes) throw noFile();
  return { bytes, fileName: resultFileName(row.provider_code, row.kit_id) };
}

async function bodyScanPdf(kitId: string, report: VendorKitReport | null): Promise<Uint8Array | null> {
  if (!report?.resultsReady || report.data.provider_code !== '3d-look' || !report.data.measurement) return null;
  return renderBodyScanReport({ kitId, measurement: report.data.measurement });
}

const FILE_NAME = /^(?:Auria|Spot|Body_Scan)_Results_([A-Z0-9-]+)\.pdf$/;

/** The results PDF a file name names; it must be the name of that kit's provider. */
export async function kitResultsFileNamed(ctx: KitContext, userId: string, fileName: string): Promise<{ bytes: Uint8Array; fileName: string }> {
  const match = FILE_NAME.exec(fileName);
  if (!match) throw noFile();
  const row = await myKitByKitId(ctx, userId, match[1]);
  if (resultFileName(row.provider_code, row.kit_id) !== fileName) throw noFile();
  return kitResultsFile(ctx, userId, row.kit_id);
}
