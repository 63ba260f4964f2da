import { useState } from 'react';
import type { PartnerKey } from '@healthdeck/contract/light';
import { Button, Modal } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';

/** Revoking asks first: it cannot be undone, and the partner's pages stop signing members in. */
export function ConfirmRevoke({ partnerKey, onConfirm, onClose }: { partnerKey: PartnerKey; onConfirm: () => Promise<void>; onClose: () => void }) {
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
      title="Revoke partner API key"
      onClose={onClose}
      footer={
        <>
          <Button type="button" variant="outlined" color="gray" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="button" color="red" loading={busy} onClick={() => void confirm()}>
            Revoke
          </Button>
        </>
      }
    >
      <p>
        Revoke “{partnerKey.label}” ({partnerKey.prefix}…)? The partner's server can no longer get member sessions with it, and sessions it gave stop within minutes. This cannot be undone.
      </p>
      {error ? (
        <p role="alert" className="hd-form-error">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
