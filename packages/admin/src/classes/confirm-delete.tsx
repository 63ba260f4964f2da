import { type ReactNode, useState } from 'react';
import { Button, Modal, useMessages } from '@healthdeck/widgets';
import { adminMessages } from '../shared/messages.js';
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
  const t = useMessages(adminMessages);
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
            {t.cancel}
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
  const t = useMessages(adminMessages);
  return (
    <ConfirmAction title={t.deleteRecord} action={t.delete} onConfirm={onConfirm} onClose={onClose}>
      <p>{t.confirmDelete(what)}</p>
    </ConfirmAction>
  );
}
