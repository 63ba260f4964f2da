// The member's record export (docs/decisions/0103-fhir-export.md): read and opened here
// (fetchMemberRecord), turned into a FHIR Bundle or the PDF summary in a worker
// (record-export.worker.ts), and handed to the browser as a file. The file is never sent anywhere.
import { fetchMemberRecord, type DownloadedFile, type HealthDeck, type MemberRecord, type RecordExportPart, type SummaryLabels } from '@healthdeck/sdk';

export type RecordExportKind = 'fhir' | 'pdf';
export type RecordExportRequest = { kind: RecordExportKind; record: MemberRecord; labels: SummaryLabels; exportedAt: string };
export type RecordExportResponse = { type: 'progress'; done: number; total: number } | { type: 'done'; bytes: ArrayBuffer } | { type: 'error'; message: string };

/** Where the export is: reading a part of the record, or building the file (fractions of 1). */
export type RecordExportProgress = { stage: 'read'; part: RecordExportPart; fraction: number } | { stage: 'build'; fraction: number };

export interface RecordExportResult {
  file: DownloadedFile;
  /** Sealed records the keys could not open (left out of the file). */
  unopened: number;
}

/** Reading is most of the time (the network and the decryption); building the file the rest. */
const READ_SHARE = 0.8;

export async function exportMemberRecord(
  hd: HealthDeck,
  kind: RecordExportKind,
  summary: { labels: SummaryLabels; exportedAt: (iso: string) => string },
  onProgress: (progress: RecordExportProgress) => void,
): Promise<RecordExportResult> {
  const record = await fetchMemberRecord(hd, ({ part, done, total }) => onProgress({ stage: 'read', part, fraction: (done / total) * READ_SHARE }));
  const bytes = await build({ kind, record, labels: summary.labels, exportedAt: summary.exportedAt(record.exported_at) }, (fraction) =>
    onProgress({ stage: 'build', fraction: READ_SHARE + fraction * (1 - READ_SHARE) }),
  );
  const day = record.exported_at.slice(0, 10);
  const file: DownloadedFile =
    kind === 'fhir'
      ? { blob: new Blob([bytes], { type: 'application/fhir+json' }), fileName: `health-record-${day}.fhir.json` }
      : { blob: new Blob([bytes], { type: 'application/pdf' }), fileName: `health-summary-${day}.pdf` };
  return { file, unopened: record.unopened };
}

function build(request: RecordExportRequest, onFraction: (fraction: number) => void): Promise<ArrayBuffer> {
  // Written out literally so Vite recognises and bundles the worker.
  const worker = new Worker(new URL('./record-export.worker.ts', import.meta.url), { type: 'module' });
  return new Promise<ArrayBuffer>((resolve, reject) => {
    worker.onmessage = (event: MessageEvent<RecordExportResponse>) => {
      const message = event.data;
      if (message.type === 'progress') {
        onFraction(message.done / message.total);
        return;
      }
      worker.terminate();
      if (message.type === 'done') resolve(message.bytes);
      else reject(new Error(message.message));
    };
    worker.onerror = (event: ErrorEvent) => {
      worker.terminate();
      reject(new Error(event.message || 'The export could not start'));
    };
    worker.postMessage(request);
  });
}
