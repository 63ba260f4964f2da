import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Appointment, AppointmentProvider, TimeSlot, UserFlowEvent } from '@healthdeck/contract/light';
import {
  SCHEDULER_DAYS,
  canReviewAndConfirm,
  createSmartlinkApi,
  createTelehealthApi,
  displayTimeZone,
  distinctTimes,
  formatReminderDate,
  formatSlotDay,
  schedulerFailure,
  slotsByDay,
  smartlinkQueries,
  telehealthQueries,
  type HealthDeck,
} from '@healthdeck/sdk';
import { useDateLocale } from '../../i18n/date-locale';
import { useMessages } from '../../i18n/language';
import { Button } from '../../primitives/button/button';
import { useHostNavigate } from '../../provider/host-navigate';
import { APPOINTMENTS_PATH } from '../shared/appointments-path';
import { hostNavigation } from '../shared/host-navigation';
import { recordUserFlow, useUserFlowStart } from '../shared/user-flow';
import { WidgetShell } from '../shared/widget-shell';
import { schedulerMessages, type SchedulerMessages } from './messages';
import { SlotCalendar, SlotTimes } from './slot-calendar';
import { TelehealthForm, type TelehealthChoice } from './telehealth-form';

export type ConsultType = '1' | '2' | '3' | '4';

export interface SchedulerProps {
  /** spec 000 §3.4, 001 §9: 'smartlink' (care advocate call, default) or 'mediorbis' (telehealth visit). */
  provider?: AppointmentProvider;
  /** The telehealth consult type, sent as text (default '3', the Virtual Visit). */
  consultType?: ConsultType;
  /** Reschedules this appointment (its provider's) instead of booking a new one. */
  appointmentId?: string;
  /** The physician of a telehealth appointment being rescheduled (rescheduling keeps the physician). */
  physicianId?: string;
  /** Whether the agreement checkbox is required (default: for a telehealth visit). */
  agreementRequired?: boolean;
  /** After booking or rescheduling; detail { appointmentId }. */
  onBooked?: (detail: { appointmentId: string }) => void;
  /** When the member is done (the embedding screen closes the scheduler); without it a link to /client/appointments shows. */
  onDone?: () => void;
  /** A failed confirm, with the message shown. */
  onError?: (detail: { message: string }) => void;
}

type Step = 'pick' | 'review' | 'done';
/** spec 000 §3.4: a Smartlink booking is the care advocate (welcome call) appointment; a telehealth one the appointment booking. */
const BOOKING_FLOW = {
  smartlink: { started: 'care_advocate_appointment_started', finished: 'care_advocate_appointment_finished' },
  mediorbis: { started: 'appointment_booking_started', finished: 'appointment_booking_finished' },
} as const satisfies Record<AppointmentProvider, { started: UserFlowEvent; finished: UserFlowEvent }>;

/** The free times: the Smartlink advocates' or the chosen physician's (none until one is chosen). */
function useSlots(client: HealthDeck, provider: AppointmentProvider, physicianId: string) {
  const queries = useMemo(() => ({ telehealth: telehealthQueries(createTelehealthApi(client)), smartlink: smartlinkQueries(createSmartlinkApi(client)) }), [client]);
  const smartlink = useQuery({ ...queries.smartlink.timeslots({ days: SCHEDULER_DAYS }), enabled: provider === 'smartlink', retry: false });
  const physician = useQuery({
    ...queries.telehealth.physicianSchedule(physicianId, { days: SCHEDULER_DAYS }),
    enabled: provider === 'mediorbis' && physicianId !== '',
    retry: false,
  });
  const slots = provider === 'smartlink' ? smartlink : physician;
  return { slots, telehealthQueries: queries.telehealth };
}

/** The physician whose schedule was read (a telehealth visit), else none. */
function physicianOf(data: { timeslots: TimeSlot[] } | { physician: { name: string }; timeslots: TimeSlot[] } | undefined): { physician: { name: string } | null } {
  return { physician: data && 'physician' in data ? data.physician : null };
}

function SchedulerBody({
  client,
  provider,
  consultType,
  appointmentId,
  physicianId: fixedPhysician,
  agreementRequired,
  onBooked,
  onDone,
  onError,
  t,
}: Required<Pick<SchedulerProps, 'provider' | 'consultType' | 'agreementRequired'>> &
  Omit<SchedulerProps, 'provider' | 'consultType' | 'agreementRequired'> & { client: HealthDeck; t: SchedulerMessages }) {
  const timeZone = useMemo(() => displayTimeZone(), []);
  const dates = useDateLocale();
  const dataKey = useStore(client.$dataKey);
  const hostNavigate = useHostNavigate();
  const [choice, setChoice] = useState<TelehealthChoice>({ physicianId: fixedPhysician ?? '', pharmacyId: '', reason: '' });
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [step, setStep] = useState<Step>('pick');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const ids = { agreement: useId(), status: useId() };
  const stepRef = useRef<HTMLDivElement>(null);
  const telehealthVisit = provider === 'mediorbis';
  const showForm = telehealthVisit && !appointmentId;
  const { slots, telehealthQueries: thQueries } = useSlots(client, provider, choice.physicianId);
  const days = useMemo(() => slotsByDay(distinctTimes<TimeSlot>(slots.data?.timeslots ?? [])), [slots.data]);
  const api = useMemo(() => ({ telehealth: createTelehealthApi(client), smartlink: createSmartlinkApi(client) }), [client]);

  // A new booking (not a reschedule) starts when the scheduler opens.
  useUserFlowStart(client, BOOKING_FLOW[provider].started, !appointmentId);

  // A new step takes the focus, so keyboard and screen reader users land on what changed.
  useEffect(() => {
    if (step !== 'pick') stepRef.current?.focus();
  }, [step]);

  const { physician } = physicianOf(slots.data);
  const physicianName = physician?.name ?? null;

  async function confirm() {
    if (!slot || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      let result: { appointment: Appointment };
      if (provider === 'smartlink') {
        result = appointmentId ? await api.smartlink.reschedule(appointmentId, slot.idstr) : await api.smartlink.create(slot.idstr);
      } else if (appointmentId) {
        result = await api.telehealth.reschedule(appointmentId, slot.idStrISO);
      } else {
        const reason = choice.reason.trim();
        result = await api.telehealth.book({
          appointmentTime: slot.idStrISO,
          consultType,
          physicianId: choice.physicianId,
          ...(choice.pharmacyId ? { pharmacyId: choice.pharmacyId } : {}),
          ...(reason && dataKey ? { details: { reason } } : {}),
        });
      }
      if (!appointmentId) recordUserFlow(client, BOOKING_FLOW[provider].finished);
      setBooked(result.appointment);
      setStep('done');
      onBooked?.({ appointmentId: result.appointment.id });
    } catch (error) {
      // spec 001 §8 'Something went wrong. Please try again later.'; a refused slot shows the server's message.
      console.error('[healthdeck] scheduler confirm failed', error);
      const refused = schedulerFailure(error);
      const message = refused.pickAnother ? refused.message : t.failed;
      setFailure(message);
      onError?.({ message });
      if (refused.pickAnother) {
        setSlot(null);
        setStep('pick');
        void slots.refetch();
      }
    } finally {
      setBusy(false);
    }
  }

  if (step === 'done' && booked) {
    const when = formatReminderDate(booked.appointment_date.date, timeZone, dates);
    return (
      <div className="hd-scheduler__body" part="body" ref={stepRef} tabIndex={-1}>
        <p className="hd-scheduler__done" role="status" part="done">
          {(appointmentId ? t.rescheduled : t.booked).replace('{date}', when)}
        </p>
        {onDone ? (
          <Button onClick={onDone}>{t.done}</Button>
        ) : (
          <a
            className="hd-button hd-button--outlined hd-button--blue hd-scheduler__link"
            href={APPOINTMENTS_PATH}
            onClick={hostNavigation(hostNavigate && (() => hostNavigate(APPOINTMENTS_PATH)))}
          >
            <span className="hd-button__label">{t.viewAppointments}</span>
          </a>
        )}
      </div>
    );
  }

  if (step === 'review' && slot) {
    const who = provider === 'smartlink' ? t.careAdvocate : physicianName;
    return (
      <section className="hd-scheduler__body" part="body review" ref={stepRef} tabIndex={-1} aria-labelledby={ids.status}>
        <h3 id={ids.status} className="hd-scheduler__subtitle">
          {t.reviewTitle}
        </h3>
        <dl className="hd-scheduler__summary">
          <dt>{t.when}</dt>
          <dd>{formatReminderDate(slot.idStrISO, timeZone, dates)}</dd>
          {who ? (
            <>
              <dt>{t.with}</dt>
              <dd>{who}</dd>
            </>
          ) : null}
        </dl>
        {failure ? (
          <p role="alert" className="hd-scheduler__error" part="error">
            {failure}
          </p>
        ) : null}
        <div className="hd-scheduler__actions">
          <Button variant="outlined" color="gray" disabled={busy} onClick={() => setStep('pick')}>
            {t.back}
          </Button>
          <Button loading={busy} onClick={() => void confirm()}>
            {t.confirm}
          </Button>
        </div>
      </section>
    );
  }

  const daySlots = day ? (days.get(day) ?? []) : [];
  const ready = canReviewAndConfirm({ day, slot, agreementRequired, agreed });
  const waitingForPhysician = telehealthVisit && choice.physicianId === '';
  return (
    <div className="hd-scheduler__body" part="body">
      {showForm ? (
        <TelehealthForm
          queries={thQueries}
          consultType={consultType}
          value={choice}
          canSealReason={dataKey !== null}
          t={t}
          onChange={(next) => {
            if (next.physicianId !== choice.physicianId) {
              setDay(null);
              setSlot(null);
            }
            setChoice(next);
          }}
        />
      ) : null}
      {failure ? (
        <p role="alert" className="hd-scheduler__error" part="error">
          {failure}
        </p>
      ) : null}
      {waitingForPhysician ? (
        <p className="hd-scheduler__hint">{t.physicianHint}</p>
      ) : slots.isError ? (
        <div>
          <p role="alert" className="hd-scheduler__error" part="error">
            {t.slotsFailed}
          </p>
          <Button variant="outlined" loading={slots.isFetching} onClick={() => void slots.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : slots.isPending ? (
        <div className="hd-scheduler__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={t.loadingSlots} />
      ) : days.size === 0 ? (
        <p className="hd-scheduler__empty" part="empty">
          {t.noSlots}
        </p>
      ) : (
        <>
          <p className="hd-scheduler__hint">{t.timeZone.replace('{zone}', timeZone)}</p>
          <div className="hd-scheduler__picker">
            <div className="hd-scheduler__calendar" part="calendar">
              <p className="hd-scheduler__label">{t.date}</p>
              <SlotCalendar
                days={days}
                day={day}
                timeZone={timeZone}
                label={t.date}
                onDay={(next) => {
                  setDay(next);
                  if (slot && !slot.idstr.startsWith(next)) setSlot(null);
                }}
              />
            </div>
            {day ? (
              <SlotTimes
                slots={daySlots}
                slot={slot}
                onSlot={setSlot}
                timeZone={timeZone}
                legend={t.times.replace('{date}', formatSlotDay(daySlots[0]?.idStrISO ?? Date.now(), timeZone, dates))}
              />
            ) : (
              <p className="hd-scheduler__hint">{t.pickDay}</p>
            )}
          </div>
        </>
      )}
      {agreementRequired ? (
        <label className="hd-scheduler__agreement" htmlFor={ids.agreement} part="agreement">
          <input id={ids.agreement} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>{t.agreement}</span>
        </label>
      ) : null}
      <div className="hd-scheduler__actions">
        {onDone ? (
          <Button variant="outlined" color="gray" onClick={onDone}>
            {t.back}
          </Button>
        ) : null}
        {/* spec 001 §5: disabled without a date and slot (and the agreement when required). */}
        <Button disabled={!ready} onClick={() => setStep('review')}>
          {t.review}
        </Button>
      </div>
    </div>
  );
}

/**
 * spec 001 §2, §5, §9: the scheduler. The member's free times (the telehealth physician's or the
 * Smartlink care advocates') on a react-day-picker calendar whose days without slots are disabled,
 * week starting on Sunday, in the browser's time zone (America/Chicago as fallback); the day's
 * times; the agreement checkbox when required; 'Review And Confirm' (disabled until a date and slot
 * are chosen), the review, and the booking or rescheduling. A refused slot shows the server's
 * message and the member picks another; any other failure 'Something went wrong. Please try again later.'.
 */
export function Scheduler({ provider = 'smartlink', consultType = '3', appointmentId, physicianId, agreementRequired, onBooked, onDone, onError }: SchedulerProps) {
  const t = useMessages(schedulerMessages);
  const title = appointmentId ? t.reschedule : provider === 'mediorbis' ? t.bookVisit : t.bookCall;
  return (
    <WidgetShell block="hd-scheduler" title={title} signedOut={t.signedOut}>
      {(client) => (
        <SchedulerBody
          // A new appointment or provider starts over.
          key={`${provider}:${appointmentId ?? ''}`}
          client={client}
          provider={provider}
          consultType={consultType}
          appointmentId={appointmentId}
          physicianId={physicianId}
          agreementRequired={agreementRequired ?? provider === 'mediorbis'}
          onBooked={onBooked}
          onDone={onDone}
          onError={onError}
          t={t}
        />
      )}
    </WidgetShell>
  );
}
