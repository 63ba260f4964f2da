// spec 001 §2 (server table upload: csv or json only) and §5 (file upload validation).

/** spec 001 §5: the alert when the file is not csv or json. */
export const INVALID_UPLOAD_FILE = 'Please select a valid file.';

/** spec 001 §5: the accepted extensions (also usable as an input's accept attribute). */
export const UPLOAD_ACCEPT = '.csv,.json';

/**
 * spec 001 §5: only csv or json. Judged by the file name's extension, case-insensitive, because
 * browsers report csv with several MIME types (text/csv, application/vnd.ms-excel, or none).
 */
export function isValidUploadFile(file: { name: string } | null | undefined): boolean {
  return !!file && /\.(csv|json)$/i.test(file.name.trim());
}

/** spec 001 §5: null when the file is accepted, else 'Please select a valid file.'. */
export function uploadFileError(file: { name: string } | null | undefined): string | null {
  return isValidUploadFile(file) ? null : INVALID_UPLOAD_FILE;
}
