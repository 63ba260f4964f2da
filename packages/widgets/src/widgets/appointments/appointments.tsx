import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Appointment } from '@healthdeck/contract/light';
import { appointmentsQuery, clinicalRecordLocked, displayTimeZone, formatReminderDate, splitAppointments, type HealthDeck } from '@healthdeck/sdk';
import { useDateLocale } from '../../i18n/date-locale';
import { useMessages } from '../../i18n/language';
import { Button } from '../../primitives/button/button';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { LockedState, preloadLockedState } from '../shared/locked-state';
import { WidgetShell } from '../shared/widget-shell';
import type { ConsultType } from '../scheduler/scheduler';
import type { MemberKeys } from './call-details';
import { appointmentsMessages, type AppointmentsMessages } from './messages';

// Booking (the scheduler) and the cancel dialog load when the member first reaches for their buttons
// (pointer or focus): the list, what the page shows first, carries neither.
const loadBooking = () => import('./booking');
const Booking = lazy(() => loadBooking().then((module) => ({ default: module.Booking })));
const loadCancel = () => import('./cancel-dialog');
const CancelDialog = lazy(() => loadCancel().then((module) => ({ default: module.CancelDialog })));
const preload = (load: () => Promise<unknown>) => ({
  onPointerEnter: () => void load().catch(() => undefined),
  onFocus: () => void load().catch(() => undefined),
});
const preloadBooking = preload(loadBooking);
// A call's details load when the list shows one (with the key open); the password form when the key is not open.
const CallDetails = lazy(() => import('./call-details').then((module) => ({ default: module.CallDetails })));
const preloadCancel = preload(loadCancel);

export interface AppointmentsProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

type Mode = { kind: 'list' } | { kind: 'book'; provider: Appointment['provider'] } | { kind: 'reschedule'; appointment: Appointment };

const titleOf = (t: AppointmentsMessages) => (a: Appointment) => (a.provider === 'smartlink' ? t.callTitle : t.visitTitle.replace('{type}', t.consultTypes[a.type as ConsultType] ?? a.type));

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
  keys: MemberKeys;
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
        <DemoDataBadge source={appointment.sandbox} />
        {appointment.provider !== 'smartlink' || !appointment.encrypted_data ? null : !clinicalRecordLocked(appointment.encrypted_data, keys) ? (
          <Suspense
            fallback={
              <p className="hd-appointments__locked" role="status">
                {t.detailsLoading}
              </p>
            }
          >
            <CallDetails appointment={appointment} upcoming={Boolean(onReschedule)} keys={keys} t={t} />
          </Suspense>
        ) : (
          <p className="hd-appointments__locked">{t.detailsLocked}</p>
        )}
      </div>
      <span className={`hd-appointments__status hd-appointments__status--${appointment.status}`} part="status">
        {t.status[appointment.status]}
      </span>
      {onReschedule && onCancel ? (
        <div className="hd-appointments__actions">
          <Button variant="outlined" aria-label={label(t.rescheduleLabel)} onClick={onReschedule} {...preloadBooking}>
            {t.reschedule}
          </Button>
          <Button variant="outlined" color="red" aria-label={label(t.cancelLabel)} onClick={onCancel} {...preloadCancel}>
            {t.cancel}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function AppointmentsBody({ client, onError, t }: AppointmentsProps & { client: HealthDeck; t: AppointmentsMessages }) {
  const privateKey = useStore(client.$privateKey);
  const dataKey = useStore(client.$dataKey);
  const keys = useMemo(() => ({ privateKey, dataKey }), [privateKey, dataKey]);
  const list = useQuery(appointmentsQuery(client));
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const title = titleOf(t);
  // Without the private key the list may need the password form: its code loads with the list.
  useEffect(() => {
    if (!privateKey) preloadLockedState();
  }, [privateKey]);
  const ids = { upcoming: useId(), past: useId() };
  useReportLoadFailure('appointments', list, t.failed, onError);

  const back = () => setMode({ kind: 'list' });
  if (mode.kind !== 'list') {
    const { appointment } = mode.kind === 'reschedule' ? mode : { appointment: null };
    return (
      <Suspense
        fallback={
          <div
            className="hd-appointments__skeleton"
            part="skeleton"
            role="status"
            aria-busy="true"
            aria-label={appointment ? t.reschedule : mode.kind === 'book' && mode.provider === 'mediorbis' ? t.bookVisit : t.bookCall}
          />
        }
      >
        {appointment ? (
          <Booking
            provider={appointment.provider}
            appointmentId={appointment.id}
            physicianId={appointment.provider === 'mediorbis' ? appointment.physician?.id : undefined}
            agreementRequired={false}
            onDone={back}
          />
        ) : (
          <Booking provider={mode.kind === 'book' ? mode.provider : 'smartlink'} onDone={back} />
        )}
      </Suspense>
    );
  }

  if (list.isError) return <LoadFailure block="hd-appointments" query={list} message={t.failed} retryLabel={t.retry} />;
  const { upcoming, past } = splitAppointments(list.data?.appointments ?? []);
  // Smartlink call details are written to the member's public key: without the private key in this
  // browser, the password opens them (once opened they are re-sealed under the data key, which opens them after that).
  const locked = [...upcoming, ...past].some((a) => a.provider === 'smartlink' && clinicalRecordLocked(a.encrypted_data, keys));
  return (
    <div className="hd-appointments__body" part="body">
      <div className="hd-appointments__book">
        <Button onClick={() => setMode({ kind: 'book', provider: 'smartlink' })} {...preloadBooking}>
          {t.bookCall}
        </Button>
        <Button variant="outlined" onClick={() => setMode({ kind: 'book', provider: 'mediorbis' })} {...preloadBooking}>
          {t.bookVisit}
        </Button>
      </div>
      {list.isPending ? (
        <div className="hd-appointments__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loading} />
      ) : (
        <>
          {locked ? <LockedState t={t.locked} /> : null}
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
                    title={title(a)}
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
                  <AppointmentItem key={a.id} appointment={a} title={title(a)} t={t} keys={keys} />
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
      {cancelling ? (
        <Suspense fallback={null}>
          <CancelDialog appointment={cancelling} title={title(cancelling)} client={client} t={t} onClose={() => setCancelling(null)} />
        </Suspense>
      ) : null}
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
