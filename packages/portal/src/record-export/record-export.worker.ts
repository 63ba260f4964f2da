/// <reference lib="webworker" />
import { memberRecordBundle } from '@healthdeck/sdk';
import { memberRecordPdf } from '@healthdeck/sdk/summary-pdf';
import type { RecordExportRequest, RecordExportResponse } from './record-export-file';

// The export's mapping and the PDF off the page's main thread: the opened record comes in, the file's
// bytes go back (transferred). Nothing here talks to the network.
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<RecordExportRequest>) => {
  const request = event.data;
  const post = (message: RecordExportResponse, transfer: Transferable[] = []) => scope.postMessage(message, transfer);
  try {
    const bundle = memberRecordBundle(request.record, { onProgress: ({ done, total }) => post({ type: 'progress', done, total }) });
    const bytes = request.kind === 'fhir' ? new TextEncoder().encode(JSON.stringify(bundle, null, 2)) : await memberRecordPdf(bundle, request.labels, request.exportedAt);
    const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    post({ type: 'done', bytes: buffer }, [buffer]);
  } catch (error) {
    post({ type: 'error', message: error instanceof Error ? error.message : String(error) });
  }
};
