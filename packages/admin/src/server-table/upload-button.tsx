import { useId, useRef, useState } from 'react';
import { UPLOAD_ACCEPT, uploadFileError } from '@healthdeck/sdk';
import { Button, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { serverTableMessages } from './messages.js';

export interface UploadTemplate {
  fileName: string;
  /** The template's text (a CSV header row, with an example row). */
  content: string;
}

/** A file the upload cannot use, with what to tell the admin. */
export class UploadRefused extends Error {}

/** Saves text as a file through a temporary link (the template download). */
export function saveText(fileName: string, content: string, type = 'text/csv') {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * spec 001 §2 server table upload and template download; spec 001 §5: only csv or json, otherwise
 * the alert 'Please select a valid file.' (the sdk's rule). `onUpload` answers what to tell the admin.
 */
export function UploadButton({ what, template, onUpload }: { what: string; template: UploadTemplate; onUpload: (file: File) => Promise<string> }) {
  const inputId = useId();
  const M = useMessages(serverTableMessages);
  const input = useRef<HTMLInputElement>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function chosen(file: File | undefined) {
    setAlert(null);
    setNotice(null);
    if (input.current) input.current.value = '';
    const invalid = uploadFileError(file);
    if (invalid) {
      setAlert(invalid);
      return;
    }
    setBusy(true);
    try {
      setNotice(await onUpload(file as File));
    } catch (error) {
      setAlert(error instanceof UploadRefused ? error.message : errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="hd-upload">
      <input
        id={inputId}
        ref={input}
        className="hd-visually-hidden"
        type="file"
        accept={UPLOAD_ACCEPT}
        tabIndex={-1}
        onChange={(e) => void chosen(e.currentTarget.files?.[0])}
        aria-label={M.uploadLabel(what)}
      />
      <Button type="button" variant="outlined" loading={busy} disabled={busy} onClick={() => input.current?.click()} aria-label={M.uploadLabel(what)}>
        {busy ? M.uploading : M.upload}
      </Button>
      <Button type="button" variant="plain" onClick={() => saveText(template.fileName, template.content)}>
        {M.template}
      </Button>
      {alert ? (
        <p role="alert" className="hd-form-error hd-upload__message">
          {alert}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="hd-notice hd-upload__message">
          {notice}
        </p>
      ) : null}
    </div>
  );
}
