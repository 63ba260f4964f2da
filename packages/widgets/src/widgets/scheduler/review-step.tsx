// The scheduler's later steps, loaded when the member first reaches for 'Review And Confirm'
// (scheduler.tsx starts the import on pointer or focus): the review with the booking or rescheduling
// call, and the confirmation.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { Appointment, AppointmentProvider, TimeSlot, UserFlowEvent } from '@healthdeck/contract/light';
import { bookSmartlinkCall, bookTelehealth, formatReminderDate, rescheduleSmartlinkCall, rescheduleTelehealth, schedulerFailure, type HealthDeck } from '@healthdeck/sdk';
import { useDateLocale } from '../../i18n/date-locale';
import { Button } from '../../primitives/button/button';
import { useHostNavigate } from '../../provider/host-navigate';
import { APPOINTMENTS_PATH } from '../shared/appointments-path';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { hostNavigation } from '../shared/host-navigation';
import { recordUserFlow } from '../shared/user-flow';
import { adoptPartStyles } from '../../styles/part-styles';
import type { SchedulerMessages } from './messages';
import stepRules from './review-step.css?inline';
import demoData from '../shared/demo-data-badge.css?inline';
import type { ConsultType } from './scheduler';
import type { TelehealthChoice } from './telehealth-form';

// The confirmation's demo-data mark comes with the step that shows it, not with the calendar.
const adoptSheet = adoptPartStyles([stepRules, demoData].join('\n'));

/**
 * A step's node: its rules adopted as React attaches it (before it paints), and the focus when it
 * shows, so keyboard and screen reader users land on what changed.
 */
function useStepNode<T extends HTMLElement>() {
  const ref = useRef<T | null>(null);
  useEffect(() => ref.current?.focus(), []);
  return useCallback((node: T | null) => {
    adoptSheet(node);
    ref.current = node;
  }, []);
}

export interface ReviewStepProps {
  client: HealthDeck;
  provider: AppointmentProvider;
  consultType: ConsultType;
  /** Reschedules this appointment instead of booking a new one. */
  appointmentId: string | undefined;
  choice: TelehealthChoice;
  /** The reason is sealed only while the member's data key is open. */
  sealReason: boolean;
  slot: TimeSlot;
  /** The care advocate, or the physician whose times were read. */
  who: string | null;
  timeZone: string;
  /** The user-flow event of a finished booking (none for a reschedule). */
  finished: UserFlowEvent | undefined;
  failure: string | null;
  t: SchedulerMessages;
  onBack: () => void;
  onBooked: (appointment: Appointment) => void;
  /** Confirming failed (null: a new attempt starts); pickAnother when the slot was refused. */
  onFailure: (message: string | null, pickAnother?: boolean) => void;
}

/** spec 001 §5: the review of the chosen time, Back, and Confirm (the booking or rescheduling call). */
export function ReviewStep({ client, provider, consultType, appointmentId, choice, sealReason, slot, who, timeZone, finished, failure, t, onBack, onBooked, onFailure }: ReviewStepProps) {
  const dates = useDateLocale();
  const titleId = useId();
  const ref = useStepNode<HTMLElement>();
  const [busy, setBusy] = useState(false);

  async function confirm() {
    if (busy) return;
    setBusy(true);
    onFailure(null);
    try {
      let result: { appointment: Appointment };
      if (provider === 'smartlink') {
        result = appointmentId ? await rescheduleSmartlinkCall(client, appointmentId, slot.idstr) : await bookSmartlinkCall(client, slot.idstr);
      } else if (appointmentId) {
        result = await rescheduleTelehealth(client, appointmentId, slot.idStrISO);
      } else {
        const reason = choice.reason.trim();
        result = await bookTelehealth(client, {
          appointmentTime: slot.idStrISO,
          consultType,
          physicianId: choice.physicianId,
          ...(choice.pharmacyId ? { pharmacyId: choice.pharmacyId } : {}),
          ...(reason && sealReason ? { details: { reason } } : {}),
        });
      }
      if (finished) recordUserFlow(client, finished);
      setBusy(false);
      onBooked(result.appointment);
    } catch (error) {
      // spec 001 §8 'Something went wrong. Please try again later.'; a refused slot shows the server's message.
      console.error('[healthdeck] scheduler confirm failed', error);
      const refused = schedulerFailure(error);
      setBusy(false);
      onFailure(refused.pickAnother ? refused.message : t.failed, refused.pickAnother);
    }
  }

  return (
    <section className="hd-scheduler__body" part="body review" ref={ref} tabIndex={-1} aria-labelledby={titleId}>
      <h3 id={titleId} className="hd-scheduler__subtitle">
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
        <Button variant="outlined" color="gray" disabled={busy} onClick={onBack}>
          {t.back}
        </Button>
        <Button loading={busy} onClick={() => void confirm()}>
          {t.confirm}
        </Button>
      </div>
    </section>
  );
}

/** The booked (or moved) message, then Done, or a link to /client/appointments without an onDone. */
export function DoneStep({
  appointment,
  rescheduled,
  timeZone,
  t,
  onDone,
}: {
  appointment: Appointment;
  rescheduled: boolean;
  timeZone: string;
  t: SchedulerMessages;
  onDone?: (() => void) | undefined;
}) {
  const dates = useDateLocale();
  const hostNavigate = useHostNavigate();
  const ref = useStepNode<HTMLDivElement>();
  const when = formatReminderDate(appointment.appointment_date.date, timeZone, dates);
  return (
    <div className="hd-scheduler__body" part="body" ref={ref} tabIndex={-1}>
      <p className="hd-scheduler__done" role="status" part="done">
        {(rescheduled ? t.rescheduled : t.booked).replace('{date}', when)}
      </p>
      <DemoDataBadge source={appointment.sandbox} />
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
