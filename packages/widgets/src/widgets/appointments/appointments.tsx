import { useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Appointment } from '@healthdeck/contract/light';
import {
  createSmartlinkApi,
  createTelehealthApi,
  displayTimeZone,
  formatReminderDate,
  schedulerFailure,
  smartlinkQueries,
  splitAppointments,
  telehealthQueries,
  type HealthDeck,
  type SmartlinkQueries,
} from '@healthdeck/sdk';
import { useDateLocale } from '../../i18n/date-locale';
import { useMessages } from '../../i18n/language';
import { Button } from '../../primitives/button/button';
import { Modal } from '../../primitives/modal/modal';
import { toast } from '../../primitives/toast/toast-store';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { PrivateKeyUnlock } from '../shared/private-key-unlock';
import { WidgetShell } from '../shared/widget-shell';
import { Scheduler, type ConsultType } from '../scheduler/scheduler';
import { schedulerMessages } from '../scheduler/messages';
import { CallDetails } from './call-details';
import { appointmentsMessages, type AppointmentsMessages } from './messages';

export interface AppointmentsProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

type Mode = { kind: 'list' } | { kind: 'book'; provider: Appointment['provider'] } | { kind: 'reschedule'; appointment: Appointment };

function useTitle(t: AppointmentsMessages) {
  const consultTypes = useMessages(schedulerMessages).consultTypes;
  return (a: Appointment) => (a.provider === 'smartlink' ? t.callTitle : t.visitTitle.replace('{type}', consultTypes[a.type as ConsultType] ?? a.type));
}

/** The member's private key as the list reads it (call details open with it). */
interface CallKeys {
  privateKey: ReturnType<HealthDeck['$privateKey']['get']>;
  queries: SmartlinkQueries;
}

function AppointmentItem({
  appointment,
  title,
  t,
  keys,
  onReschedule,
  onCancel,
}: {
  appointment: Appointment;
  title: string;
  t: AppointmentsMessages;
  keys: CallKeys;
  onReschedule?: () => void;
  onCancel?: () => void;
}) {
  const dates = useDateLocale();
  const when = formatReminderDate(appointment.appointment_date.date, displayTimeZone(), dates);
  const label = (text: string) => text.replace('{title}', title).replace('{date}', when);
  return (
    <li className={`hd-appointments__item hd-appointments__item--${appointment.status}`} part="item" data-provider={appointment.provider}>
      <div className="hd-appointments__info">
        <h4 className="hd-appointments__name">{title}</h4>
        <p className="hd-appointments__date">
          <time dateTime={appointment.appointment_date.date}>{when}</time>
        </p>
        {appointment.physician ? <p className="hd-appointments__with">{t.with.replace('{name}', appointment.physician.name)}</p> : null}
        {appointment.provider === 'smartlink' ? <CallDetails appointment={appointment} upcoming={Boolean(onReschedule)} privateKey={keys.privateKey} queries={keys.queries} t={t} /> : null}
      </div>
      <span className={`hd-appointments__status hd-appointments__status--${appointment.status}`} part="status">
        {t.status[appointment.status]}
      </span>
      {onReschedule && onCancel ? (
        <div className="hd-appointments__actions">
          <Button variant="outlined" aria-label={label(t.rescheduleLabel)} onClick={onReschedule}>
            {t.reschedule}
          </Button>
          <Button variant="outlined" color="red" aria-label={label(t.cancelLabel)} onClick={onCancel}>
            {t.cancel}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function CancelDialog({ appointment, title, client, t, onClose }: { appointment: Appointment; title: string; client: HealthDeck; t: AppointmentsMessages; onClose: () => void }) {
  const failed = useMessages(schedulerMessages).failed;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const dates = useDateLocale();
  const when = formatReminderDate(appointment.appointment_date.date, displayTimeZone(), dates);
  async function cancel() {
    setBusy(true);
    setFailure(null);
    try {
      if (appointment.provider === 'smartlink') await createSmartlinkApi(client).cancel(appointment.id);
      else await createTelehealthApi(client).cancel(appointment.id);
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
      <p>{t.cancelText.replace('{title}', title).replace('{date}', when)}</p>
      {failure ? (
        <p role="alert" className="hd-appointments__error">
          {failure}
        </p>
      ) : null}
    </Modal>
  );
}

function AppointmentsBody({ client, onError, t }: AppointmentsProps & { client: HealthDeck; t: AppointmentsMessages }) {
  const queries = useMemo(() => telehealthQueries(createTelehealthApi(client)), [client]);
  const callQueries = useMemo(() => smartlinkQueries(createSmartlinkApi(client)), [client]);
  const privateKey = useStore(client.$privateKey);
  const keys: CallKeys = { privateKey, queries: callQueries };
  const list = useQuery(queries.appointments());
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const titleOf = useTitle(t);
  const ids = { upcoming: useId(), past: useId() };
  useReportLoadFailure('appointments', list, t.failed, onError);

  const back = () => setMode({ kind: 'list' });
  if (mode.kind === 'book') return <Scheduler provider={mode.provider} onDone={back} />;
  if (mode.kind === 'reschedule') {
    const { appointment } = mode;
    return (
      <Scheduler
        provider={appointment.provider}
        appointmentId={appointment.id}
        physicianId={appointment.provider === 'mediorbis' ? appointment.physician?.id : undefined}
        agreementRequired={false}
        onDone={back}
      />
    );
  }

  if (list.isError) return <LoadFailure block="hd-appointments" query={list} message={t.failed} retryLabel={t.retry} />;
  const { upcoming, past } = splitAppointments(list.data?.appointments ?? []);
  // Smartlink call details are written to the member's public key: without the private key in this browser, the password opens them.
  const locked = !privateKey && [...upcoming, ...past].some((a) => a.provider === 'smartlink' && a.encrypted_data);
  return (
    <div className="hd-appointments__body" part="body">
      <div className="hd-appointments__book">
        <Button onClick={() => setMode({ kind: 'book', provider: 'smartlink' })}>{t.bookCall}</Button>
        <Button variant="outlined" onClick={() => setMode({ kind: 'book', provider: 'mediorbis' })}>
          {t.bookVisit}
        </Button>
      </div>
      {list.isPending ? (
        <div className="hd-appointments__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading} />
      ) : (
        <>
          {locked ? <PrivateKeyUnlock t={t.locked} /> : null}
          <section aria-labelledby={ids.upcoming} className="hd-appointments__group">
            <h3 id={ids.upcoming} className="hd-appointments__heading">
              {t.upcoming}
            </h3>
            {upcoming.length ? (
              <ul className="hd-appointments__list" part="list">
                {upcoming.map((a) => (
                  <AppointmentItem
                    key={a.id}
                    appointment={a}
                    title={titleOf(a)}
                    t={t}
                    keys={keys}
                    onReschedule={() => setMode({ kind: 'reschedule', appointment: a })}
                    onCancel={() => setCancelling(a)}
                  />
                ))}
              </ul>
            ) : (
              <p className="hd-appointments__empty" part="empty">
                {t.noUpcoming}
              </p>
            )}
          </section>
          <section aria-labelledby={ids.past} className="hd-appointments__group">
            <h3 id={ids.past} className="hd-appointments__heading">
              {t.past}
            </h3>
            {past.length ? (
              <ul className="hd-appointments__list" part="list">
                {past.map((a) => (
                  <AppointmentItem key={a.id} appointment={a} title={titleOf(a)} t={t} keys={keys} />
                ))}
              </ul>
            ) : (
              <p className="hd-appointments__empty" part="empty">
                {t.noPast}
              </p>
            )}
          </section>
        </>
      )}
      {cancelling ? <CancelDialog appointment={cancelling} title={titleOf(cancelling)} client={client} t={t} onClose={() => setCancelling(null)} /> : null}
    </div>
  );
}

/**
 * spec 001 §2 /client/appointments (opened by the reminder card), spec 000 §3.4: the member's
 * upcoming and past appointments with both providers, each with its status (created, attended,
 * cancelled); an upcoming one can be rescheduled (the scheduler) or cancelled; a call or a virtual
 * visit can be booked.
 */
export function Appointments({ onError }: AppointmentsProps) {
  const t = useMessages(appointmentsMessages);
  return (
    <WidgetShell block="hd-appointments" title={t.title} signedOut={t.signedOut}>
      {(client) => <AppointmentsBody client={client} onError={onError} t={t} />}
    </WidgetShell>
  );
}
