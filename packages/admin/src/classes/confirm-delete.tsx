import { useState } from 'react';
import { Button, Modal } from '@healthdeck/widgets';
import { errorMessage } from './errors.js';

export interface ConfirmDeleteProps {
  /** What is deleted, as people call it ('program “Healthy Start”'). */
  what: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Delete asks first; a refusal (in use, not allowed) stays in the dialog. */
export function ConfirmDelete({ what, onConfirm, onClose }: ConfirmDeleteProps) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function confirm() {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
    } catch (e) {
      setError(errorMessage(e));
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      size="sm"
      title="Delete record"
      onClose={onClose}
      footer={
        <>
          <Button type="button" variant="outlined" color="gray" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" color="red" loading={busy} onClick={() => void confirm()}>
            Delete
          </Button>
        </>
      }
    >
      <p>Delete {what}? This cannot be undone.</p>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
