import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { Kit } from '@healthdeck/contract/light';
import { unregisterKitMutation } from '@healthdeck/sdk';
import { Button } from '../primitives/button/button';
import { Modal } from '../primitives/modal/modal';
import { serverMessage } from '../widgets/shared/server-message';
import { cardMessages } from './card-messages';
import { useKits } from './kits-client';
import { useKitMessages } from './messages';

/**
 * spec 000 §4 "Kits can be registered, unregistered": the member gives a kit back from its test
 * detail card, after a confirm dialog. The vendor decides whether it still may be (the sample not yet
 * collected); when not, the server's reason is shown in the dialog. A kit with results is never offered.
 */
export function UnregisterKit({ kit }: { kit: Kit }) {
  const t = useKitMessages(cardMessages);
  const { client } = useKits();
  const [open, setOpen] = useState(false);
  const unregister = useMutation(unregisterKitMutation(client));
  if (kit.results_ready) return null;
  const close = () => {
    if (unregister.isPending) return;
    setOpen(false);
    unregister.reset();
  };
  return (
    <div className="hd-kit-card__unregister">
      <Button variant="outlined" color="red" onClick={() => setOpen(true)}>
        {t.unregisterKit}
      </Button>
      <Modal
        open={open}
        onClose={close}
        size="sm"
        title={t.unregisterTitle}
        footer={
          <>
            <Button variant="outlined" color="gray" disabled={unregister.isPending} onClick={close}>
              {t.unregisterCancel}
            </Button>
            <Button color="red" loading={unregister.isPending} disabled={unregister.isPending} onClick={() => unregister.mutate(kit.id, { onSuccess: () => setOpen(false) })}>
              {t.unregisterConfirm}
            </Button>
          </>
        }
      >
        <p>{t.unregisterBody(kit.kit_id)}</p>
        {unregister.isError ? (
          <p role="alert" className="hd-kit-card__error">
            {serverMessage(unregister.error, t.unregisterFailed)}
          </p>
        ) : null}
      </Modal>
    </div>
  );
}
