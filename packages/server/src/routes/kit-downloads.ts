// spec 000 §7.5 "GET download (kitId) as a binary file saved as a PDF; GET PDF by filename"
// (domain/kits/result-files.ts).
import { pdfResponse } from '../http/pdf-response.js';
import { kitResultsFile, kitResultsFileNamed } from '../domain/kits/result-files.js';
import type { SomeHandlers } from './types.js';

export const kitDownloadHandlers: SomeHandlers<'kitDownload' | 'kitPdf'> = {
  async kitDownload({ query, user, ctx }) {
    const { bytes, fileName } = await kitResultsFile(ctx, user.id, query.kitId);
    return pdfResponse(bytes, fileName);
  },
  async kitPdf({ query, user, ctx }) {
    const { bytes, fileName } = await kitResultsFileNamed(ctx, user.id, query.filename);
    return pdfResponse(bytes, fileName);
  },
};
