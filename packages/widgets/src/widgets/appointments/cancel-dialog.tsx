// Cancelling an appointment, loaded when the member first reaches for a Cancel button
// (appointments.tsx): the confirmation dialog with the modal's rules, adopted as it opens.
import { useState } from 'react';
import type { Appointment } from '@healthdeck/contract/light';
import { cancelSmartlinkCall, cancelTelehealth, displayTimeZone, formatReminderDate, schedulerFailure, type HealthDeck } from '@healthdeck/sdk';
import { useDateLocale } from '../../i18n/date-locale';
import { useMessages } from '../../i18n/language';
import { Button } from '../../primitives/button/button';
import modal from '../../primitives/modal/modal.css?inline';
import { Modal } from '../../primitives/modal/modal';
import { toast } from '../../primitives/toast/toast-store';
import { adoptPartStyles } from '../../styles/part-styles';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { schedulerMessages } from '../scheduler/messages';
import type { AppointmentsMessages } from './messages';

const adoptSheet = adoptPartStyles(modal);

export function CancelDialog({ appointment, title, client, t, onClose }: { appointment: Appointment; title: string; client: HealthDeck; t: AppointmentsMessages; onClose: () => void }) {
  const failed = useMessages(schedulerMessages).failed;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dates = useDateLocale();
  const when = formatReminderDate(appointment.appointment_date.date, displayTimeZone(), dates);
  async function cancel() {
    setBusy(true);
    setFailure(null);
    try {
      if (appointment.provider === 'smartlink') await cancelSmartlinkCall(client, appointment.id);
      else await cancelTelehealth(client, appointment.id);
      toast({ kind: 'success', message: t.cancelled });
      onClose();
    } catch (error) {
      console.error('[healthdeck] appointments cancel failed', error);
      const refused = schedulerFailure(error);
      setFailure(refused.pickAnother ? refused.message : failed);
      setBusy(false);
    }
  }
  return (
    <Modal
      open
      size="sm"
      onClose={() => !busy && onClose()}
      title={t.cancelTitle}
      footer={
        <>
          <Button variant="outlined" color="gray" disabled={busy} onClick={onClose}>
            {t.keep}
          </Button>
          <Button color="red" loading={busy} onClick={() => void cancel()}>
            {t.confirmCancel}
          </Button>
        </>
      }
    >
      <p ref={adoptSheet}>{t.cancelText.replace('{title}', title).replace('{date}', when)}</p>
      <DemoDataBadge source={appointment.sandbox} />
      {failure ? (
        <p role="alert" className="hd-appointments__error">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}
