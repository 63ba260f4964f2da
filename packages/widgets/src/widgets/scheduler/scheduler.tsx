import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import type { Appointment, AppointmentProvider, TimeSlot, UserFlowEvent } from '@healthdeck/contract/light';
import { SCHEDULER_DAYS, canReviewAndConfirm, displayTimeZone, distinctTimes, physicianScheduleQuery, slotsByDay, smartlinkTimeslotsQuery, type HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { Button } from '../../primitives/button/button';
import { useUserFlowStart } from '../shared/user-flow';
import { WidgetShell } from '../shared/widget-shell';
import { schedulerMessages, type SchedulerMessages } from './messages';
import type { TelehealthChoice } from './telehealth-form';

// The calendar loads with the free times (it shows with them), the review and confirmation when the
// member reaches for 'Review And Confirm': a page showing the scheduler carries neither until then.
const loadPicker = () => import('./slot-calendar');
const SlotPicker = lazy(() => loadPicker().then((module) => ({ default: module.SlotPicker })));
const loadReview = () => import('./review-step');
const ReviewStep = lazy(() => loadReview().then((module) => ({ default: module.ReviewStep })));
const DoneStep = lazy(() => loadReview().then((module) => ({ default: module.DoneStep })));
const preloadReview = () => {
  loadReview().catch(() => undefined);
};
// The telehealth form (physician, pharmacy, reason) shows only when booking a telehealth visit: its
// code loads then, as the scheduler opens (alongside the physicians); a call or a reschedule never carries it.
const loadForm = () => import('./telehealth-form');
const TelehealthForm = lazy(() => loadForm().then((module) => ({ default: module.TelehealthForm })));

/** While a step's code loads: the body's place, announced as busy. */
function StepLoading({ label }: { label: string }) {
  return <div className="hd-scheduler__body hd-scheduler__skeleton hd-shimmer" part="body skeleton" role="status" aria-busy="true" aria-label={label} />;
}

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
  const smartlink = useQuery({ ...smartlinkTimeslotsQuery(client, { days: SCHEDULER_DAYS }), enabled: provider === 'smartlink', retry: false });
  const physician = useQuery({
    ...physicianScheduleQuery(client, physicianId, { days: SCHEDULER_DAYS }),
    enabled: provider === 'mediorbis' && physicianId !== '',
    retry: false,
  });
  const slots = provider === 'smartlink' ? smartlink : physician;
  return slots;
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
  const dataKey = useStore(client.$dataKey);
  const [choice, setChoice] = useState<TelehealthChoice>({ physicianId: fixedPhysician ?? '', pharmacyId: '', reason: '' });
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<TimeSlot | null>(null);
  const [agreed, setAgreed] = useState(false);
  const [step, setStep] = useState<Step>('pick');
  const [failure, setFailure] = useState<string | null>(null);
  const [booked, setBooked] = useState<Appointment | null>(null);
  const agreementId = useId();
  const telehealthVisit = provider === 'mediorbis';
  const showForm = telehealthVisit && !appointmentId;
  const slots = useSlots(client, provider, choice.physicianId);
  const days = useMemo(() => slotsByDay(distinctTimes<TimeSlot>(slots.data?.timeslots ?? [])), [slots.data]);

  // A new booking (not a reschedule) starts when the scheduler opens.
  useUserFlowStart(client, BOOKING_FLOW[provider].started, !appointmentId);
  // The calendar loads alongside the free times (it shows with them), the form as the scheduler opens.
  useEffect(() => {
    loadPicker().catch(() => undefined);
    if (showForm) loadForm().catch(() => undefined);
  }, [showForm]);

  const { physician } = physicianOf(slots.data);

  if (step === 'done' && booked) {
    return (
      <Suspense fallback={<StepLoading label={t.done} />}>
        <DoneStep appointment={booked} rescheduled={Boolean(appointmentId)} timeZone={timeZone} t={t} onDone={onDone} />
      </Suspense>
    );
  }

  if (step === 'review' && slot) {
    return (
      <Suspense fallback={<StepLoading label={t.reviewTitle} />}>
        <ReviewStep
          client={client}
          provider={provider}
          consultType={consultType}
          appointmentId={appointmentId}
          choice={choice}
          sealReason={dataKey !== null}
          slot={slot}
          who={provider === 'smartlink' ? t.careAdvocate : (physician?.name ?? null)}
          timeZone={timeZone}
          finished={appointmentId ? undefined : BOOKING_FLOW[provider].finished}
          failure={failure}
          t={t}
          onBack={() => setStep('pick')}
          onBooked={(appointment) => {
            setBooked(appointment);
            setStep('done');
            onBooked?.({ appointmentId: appointment.id });
          }}
          onFailure={(message, pickAnother) => {
            setFailure(message);
            if (message === null) return;
            onError?.({ message });
            if (pickAnother) {
              setSlot(null);
              setStep('pick');
              void slots.refetch();
            }
          }}
        />
      </Suspense>
    );
  }

  const ready = canReviewAndConfirm({ day, slot, agreementRequired, agreed });
  const waitingForPhysician = telehealthVisit && choice.physicianId === '';
  const skeleton = <div className="hd-scheduler__skeleton hd-shimmer" part="skeleton" role="status" aria-busy="true" aria-label={t.loadingSlots} />;
  return (
    <div className="hd-scheduler__body" part="body">
      {showForm ? (
        // While its code loads: the form's place (with or without the reason), announced as busy.
        <Suspense
          fallback={
            <div
              className={`hd-scheduler__skeleton hd-scheduler__skeleton--form hd-shimmer${dataKey !== null ? ' hd-scheduler__skeleton--reason' : ''}`}
              part="skeleton"
              role="status"
              aria-busy="true"
              aria-label={t.loadingPhysicians}
            />
          }
        >
          <TelehealthForm
            client={client}
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
        </Suspense>
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
        skeleton
      ) : days.size === 0 ? (
        <p className="hd-scheduler__empty" part="empty">
          {t.noSlots}
        </p>
      ) : (
        <>
          <p className="hd-scheduler__hint">{t.timeZone.replace('{zone}', timeZone)}</p>
          <Suspense fallback={skeleton}>
            <SlotPicker
              days={days}
              day={day}
              slot={slot}
              timeZone={timeZone}
              t={t}
              onDay={(next) => {
                setDay(next);
                if (slot && !slot.idstr.startsWith(next)) setSlot(null);
              }}
              onSlot={(next) => {
                setSlot(next);
                preloadReview();
              }}
            />
          </Suspense>
        </>
      )}
      {agreementRequired ? (
        <label className="hd-scheduler__agreement" htmlFor={agreementId} part="agreement">
          <input id={agreementId} type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
          <span>{t.agreement}</span>
        </label>
      ) : null}
      <div className="hd-scheduler__actions">
        {onDone ? (
          <Button variant="outlined" color="gray" onClick={onDone}>
            {t.back}
          </Button>
        ) : null}
        {/* spec 001 §5: disabled without a date and slot (and the agreement when required); the review's code loads as the member reaches for it. */}
        <Button disabled={!ready} onPointerEnter={preloadReview} onFocus={preloadReview} onClick={() => setStep('review')}>
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
    <WidgetShell block="hd-scheduler" frame="info" title={title} signedOut={t.signedOut}>
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
