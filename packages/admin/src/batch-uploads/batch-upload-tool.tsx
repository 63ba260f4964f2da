import { useMemo, useState } from 'react';
import { batchRowErrors, createBatchUploadsApi, type BatchRowError } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';
import { UploadButton, UploadRefused } from '../server-table/upload-button.js';
import type { BatchKind } from './kinds.js';
import { BATCH_MESSAGES as M } from './messages.js';
import { RowErrors } from './row-errors.js';

/**
 * One batch upload (spec 000 §7.6, §8) wherever it is offered — the batch uploads screen and the
 * orders and customers server tables (spec 001 §2): the upload button (csv or json only, else
 * 'Please select a valid file.') with the kind's template, then the rows imported, or the server's
 * message with every bad row's error (nothing imported).
 */
export function BatchUploadTool({ kind, organizationCode = '', onImported }: { kind: BatchKind; organizationCode?: string; onImported?: () => void }) {
  const sdk = useHealthDeck();
  const api = useMemo(() => createBatchUploadsApi(sdk), [sdk]);
  const [rowErrors, setRowErrors] = useState<BatchRowError[]>([]);

  async function upload(file: File): Promise<string> {
    setRowErrors([]);
    const result = await kind.upload(api, file, organizationCode.trim());
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
      <UploadButton what={kind.what} template={kind.template} onUpload={upload} />
      {rowErrors.length > 0 ? <RowErrors errors={rowErrors} /> : null}
    </div>
  );
}
