import { useState } from 'react';
import { batchRowErrors, type BatchRowError } from '@healthdeck/sdk';
import { useHealthDeck, useMessages } from '@healthdeck/widgets';
import { UploadButton, UploadRefused } from '../server-table/upload-button.js';
import type { BatchKind } from './kinds.js';
import { batchMessages } from './messages.js';
import { RowErrors } from './row-errors.js';

/**
 * One batch upload (spec 000 §7.6, §8) wherever it is offered — the batch uploads screen and the
 * orders and customers server tables (spec 001 §2): the upload button (csv or json only, else
 * 'Please select a valid file.') with the kind's template, then the rows imported, or the server's
 * message with every bad row's error (nothing imported). `what` is the kind's words in the
 * current language ('orders': the upload button's 'Upload orders (CSV or JSON)').
 */
export function BatchUploadTool({ kind, what, organizationCode = '', onImported }: { kind: BatchKind<string>; what: string; organizationCode?: string; onImported?: () => void }) {
  const sdk = useHealthDeck();
  const M = useMessages(batchMessages);
  const [rowErrors, setRowErrors] = useState<BatchRowError[]>([]);

  async function upload(file: File): Promise<string> {
    setRowErrors([]);
    const result = await kind.upload(sdk, file, organizationCode.trim());
    if (result.ok) {
      onImported?.();
      return M.imported(result.upload.rows_imported, result.upload.file_name);
    }
    setRowErrors(batchRowErrors(result.error));
    // The server's message as sent ('2 of 5 rows have errors; nothing was imported').
    throw new UploadRefused(result.error.message);
  }

  return (
    <div className="hd-batch-upload">
      <UploadButton what={what} template={kind.template} onUpload={upload} />
      {rowErrors.length > 0 ? <RowErrors errors={rowErrors} /> : null}
    </div>
  );
}
