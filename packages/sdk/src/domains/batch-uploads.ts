// spec 000 §7.6 Batch uploads (multipart with file): users (plus organization_code), medications,
// allergies, health issues; customers and orders (the server tables' upload). spec 000 §8: the 400 body is returned (every row's errors in `fields`,
// keyed 'rows.<n>.<field>'); a 500 raises RequestFailed with the server message.
import type { ApiError, BatchUploadResponse } from '@healthdeck/contract/light';
import { batchUploadsRoutes } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import type { HealthDeck } from '../health-deck.js';

export type BatchUploadResult = { ok: true; upload: BatchUploadResponse['upload'] } | { ok: false; error: ApiError };

/** One row's problem, read from a refused upload's fields. */
export interface BatchRowError {
  row: number;
  field: string | null;
  message: string;
}

/** Splits a refused upload's fields ('rows.3.email') into row errors, by row (file-level fields have row 0). */
export function batchRowErrors(error: ApiError): BatchRowError[] {
  return Object.entries(error.fields ?? {})
    .map(([key, message]) => {
      const match = /^rows\.(\d+)(?:\.(.+))?$/.exec(key);
      return match ? { row: Number(match[1]), field: match[2] ?? null, message } : { row: 0, field: key, message };
    })
    .sort((a, b) => a.row - b.row);
}

function isApiError(body: unknown): body is ApiError {
  return body !== null && typeof body === 'object' && 'statusCode' in body && 'message' in body;
}

/** The multipart body: the text fields, then the `file` part. */
function uploadForm(file: Blob, fileName: string, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('file', file, fileName);
  return form;
}

async function settle(answer: Promise<BatchUploadResponse | ApiError>): Promise<BatchUploadResult> {
  const result = await answer;
  return isApiError(result) ? { ok: false, error: result } : { ok: true, upload: result.upload };
}

const nameOf = (file: Blob, fallback: string) => (typeof File !== 'undefined' && file instanceof File ? file.name : fallback);

const call = (hd: HealthDeck) => routed(hd.call, batchUploadsRoutes);

/** Imports users (CSV or JSON with an `email` column) into the organisation with that code. */
export function uploadUsersBatch(hd: HealthDeck, file: Blob, organizationCode: string, fileName = nameOf(file, 'users.csv')): Promise<BatchUploadResult> {
  return settle(call(hd)('batchUploadUsers', { form: uploadForm(file, fileName, { organization_code: organizationCode }) }));
}
/** Columns name, drug_type (spec 000 §3.4 labels), generic_name, strength. */
export function uploadMedicationsBatch(hd: HealthDeck, file: Blob, fileName = nameOf(file, 'medications.csv')): Promise<BatchUploadResult> {
  return settle(call(hd)('batchUploadMedications', { form: uploadForm(file, fileName) }));
}
/** Columns name, category (food, drug, environmental, insect, other). */
export function uploadAllergiesBatch(hd: HealthDeck, file: Blob, fileName = nameOf(file, 'allergies.csv')): Promise<BatchUploadResult> {
  return settle(call(hd)('batchUploadAllergies', { form: uploadForm(file, fileName) }));
}
/** Columns name, icd10_code, description. */
export function uploadHealthIssuesBatch(hd: HealthDeck, file: Blob, fileName = nameOf(file, 'health-issues.csv')): Promise<BatchUploadResult> {
  return settle(call(hd)('batchUploadHealthIssues', { form: uploadForm(file, fileName) }));
}
/** Columns billing_first_name, billing_last_name, billing_email (the customers table's upload). */
export function uploadCustomersBatch(hd: HealthDeck, file: Blob, fileName = nameOf(file, 'customers.csv')): Promise<BatchUploadResult> {
  return settle(call(hd)('batchUploadCustomers', { form: uploadForm(file, fileName) }));
}
/** Columns order_number, billing_email (a stored customer's), product, tracking_status, tracking_number, order_date (the orders table's upload). */
export function uploadOrdersBatch(hd: HealthDeck, file: Blob, fileName = nameOf(file, 'orders.csv')): Promise<BatchUploadResult> {
  return settle(call(hd)('batchUploadOrders', { form: uploadForm(file, fileName) }));
}
