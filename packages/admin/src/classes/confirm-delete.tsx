import { type ReactNode, useState } from 'react';
import { Button, Modal } from '@healthdeck/widgets';
import { errorMessage } from './errors.js';

export interface ConfirmActionProps {
  title: string;
  /** The confirming button's label ('Delete', 'Revoke'). */
  action: string;
  /** What the action does, in words. */
  children: ReactNode;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** An action that cannot be undone asks first; a refusal (in use, not allowed) stays in the dialog. */
export function ConfirmAction({ title, action, children, onConfirm, onClose }: ConfirmActionProps) {
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
      title={title}
      onClose={onClose}
      footer={
        <>
          <Button type="button" variant="outlined" color="gray" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" color="red" loading={busy} onClick={() => void confirm()}>
            {action}
          </Button>
        </>
      }
    >
      {children}
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}

export interface ConfirmDeleteProps {
  /** What is deleted, as people call it ('program “Healthy Start”'). */
  what: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** Delete asks first. */
export function ConfirmDelete({ what, onConfirm, onClose }: ConfirmDeleteProps) {
  return (
    <ConfirmAction title="Delete record" action="Delete" onConfirm={onConfirm} onClose={onClose}>
      <p>Delete {what}? This cannot be undone.</p>
    </ConfirmAction>
  );
}
