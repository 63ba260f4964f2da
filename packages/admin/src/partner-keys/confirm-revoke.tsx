import type { PartnerKey } from '@healthdeck/contract/light';
import { useMessages } from '@healthdeck/widgets';
import { ConfirmAction } from '../classes/confirm-delete.js';
import { partnerKeysMessages } from './messages.js';

/** Revoking asks first: it cannot be undone, and the partner's pages stop signing members in. */
export function ConfirmRevoke({ partnerKey, onConfirm, onClose }: { partnerKey: PartnerKey; onConfirm: () => Promise<void>; onClose: () => void }) {
  const t = useMessages(partnerKeysMessages);
  return (
    <ConfirmAction title={t.confirmTitle} action={t.revoke} onConfirm={onConfirm} onClose={onClose}>
      <p>{t.confirmText(partnerKey.label, partnerKey.prefix)}</p>
    </ConfirmAction>
  );
}
