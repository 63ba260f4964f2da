import type { PartnerKey } from '@healthdeck/contract/light';
import { ConfirmAction } from '../classes/confirm-delete.js';

/** Revoking asks first: it cannot be undone, and the partner's pages stop signing members in. */
export function ConfirmRevoke({ partnerKey, onConfirm, onClose }: { partnerKey: PartnerKey; onConfirm: () => Promise<void>; onClose: () => void }) {
  return (
    <ConfirmAction title="Revoke partner API key" action="Revoke" onConfirm={onConfirm} onClose={onClose}>
      <p>
        Revoke “{partnerKey.label}” ({partnerKey.prefix}…)? The partner's server can no longer get member sessions with it, and sessions it gave stop within minutes. This cannot be undone.
      </p>
    </ConfirmAction>
  );
}
