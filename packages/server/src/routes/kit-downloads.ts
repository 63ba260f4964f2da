// spec 000 §7.5 "GET download (kitId) as a binary file saved as a PDF; GET PDF by filename";
// spec 001 §9 file name Auria_Results_{kitId}.pdf. The PDF comes from the vendor at each request
// and is passed to the member without being stored: the server keeps no plaintext results.
import { KIT_MESSAGES, RESULT_FILE_NAMES, type ProviderCode } from '@healthdeck/contract';
import type { AppContext } from '../context.js';
import { ApiHttpError } from '../http/api-error.js';
import { kitVendors, myKitByKitId } from './kits-client.js';
import type { SomeHandlers } from './types.js';

/** A PDF answer; the file name travels in content-disposition. */
export function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new Response(new Uint8Array(bytes), {
    status: 200,
    headers: {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="${fileName}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

export function resultFileName(providerCode: ProviderCode, kitId: string): string | null {
  if (providerCode === 'namida') return RESULT_FILE_NAMES.auria(kitId);
  if (providerCode === 'spot') return RESULT_FILE_NAMES.spot(kitId);
  return null;
}

const noFile = () => new ApiHttpError(404, 'NOT_FOUND', KIT_MESSAGES.noResultsFile);

async function kitPdf(ctx: AppContext, userId: string, kitId: string): Promise<Response> {
  const row = await myKitByKitId(ctx, userId, kitId);
  const fileName = resultFileName(row.provider_code, row.kit_id);
  const bytes = fileName ? await kitVendors(ctx)[row.provider_code].resultsPdf(row.kit_id) : null;
  if (!fileName || !bytes) throw noFile();
  return pdfResponse(bytes, fileName);
}

const FILE_NAME = /^(Auria|Spot)_Results_([A-Z0-9-]+)\.pdf$/;

export const kitDownloadHandlers: SomeHandlers<'kitDownload' | 'kitPdf'> = {
  kitDownload: ({ query, user, ctx }) => kitPdf(ctx, user.id, query.kitId),

  /** The file name names the kit; it must be the name of that kit's provider. */
  async kitPdf({ query, user, ctx }) {
    const match = FILE_NAME.exec(query.filename);
    if (!match) throw noFile();
    const row = await myKitByKitId(ctx, user.id, match[2]);
    if (resultFileName(row.provider_code, row.kit_id) !== query.filename) throw noFile();
    return kitPdf(ctx, user.id, row.kit_id);
  },
};
