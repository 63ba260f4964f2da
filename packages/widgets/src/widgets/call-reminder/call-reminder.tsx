import { useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { displayTimeZone, formatReminderDate, welcomeCallReminderQuery, type HealthDeck } from '@healthdeck/sdk';
import { useHostNavigate } from '../../provider/host-navigate';
import { useDateLocale } from '../../i18n/date-locale';
import { useMessages } from '../../i18n/language';
import { APPOINTMENTS_PATH } from '../shared/appointments-path';
import { hostNavigation } from '../shared/host-navigation';
import { DemoDataBadge } from '../shared/demo-data-badge';
import { InfoCard, InfoEmpty, InfoSkeleton } from '../shared/info-card';
import { LoadFailure } from '../shared/load-failure';
import { callReminderMessages } from './messages';

export { APPOINTMENTS_PATH };

export interface CallReminderProps {
  /** When loading failed, with the message shown (the element dispatches `hd-error`). */
  onError?: (detail: { message: string }) => void;
}

function ReminderBody({ client, onError }: CallReminderProps & { client: HealthDeck }) {
  const t = useMessages(callReminderMessages);
  const dates = useDateLocale();
  const hostNavigate = useHostNavigate();
  const last = useQuery(welcomeCallReminderQuery(client));
  const latest = useRef({ onError, failed: t.failed });
  latest.current = { onError, failed: t.failed };
  useEffect(() => {
    if (!last.isError) return;
    // spec 001 §8: 'Something went wrong' toast when loading the reminder fails (the toast's code
    // loads then: a card that loads never carries it).
    console.error('[healthdeck] call-reminder load failed', last.error);
    const message = latest.current.failed;
    import('./failure-toast').then(({ showFailureToast }) => showFailureToast(message)).catch((error: unknown) => console.error('[healthdeck] call-reminder toast failed', error));
    latest.current.onError?.({ message: latest.current.failed });
  }, [last.isError, last.error]);

  if (last.isError) return <LoadFailure block="hd-info-card" query={last} message={t.failed} retryLabel={t.retry} />;
  if (last.isPending) return <InfoSkeleton label={t.loading} />;
  const appointment = last.data;
  const link = (
    <a
      className="hd-info-card__cta hd-button hd-button--outlined hd-button--blue"
      part="cta"
      href={APPOINTMENTS_PATH}
      onClick={hostNavigation(hostNavigate && (() => hostNavigate(APPOINTMENTS_PATH)))}
    >
      <span className="hd-button__label">{appointment ? t.view : t.book}</span>
    </a>
  );
  if (!appointment) {
    return (
      <div className="hd-info-card__body" part="body">
        <InfoEmpty>{t.empty}</InfoEmpty>
        {link}
      </div>
    );
  }
  // spec 000 §9: 'EEEE, MMMM d at h:mmaa' with the zone, in the browser's time zone (the same in the member's language).
  const when = formatReminderDate(appointment.appointment_date.date, displayTimeZone(), dates);
  return (
    <div className="hd-info-card__body" part="body">
      <p className="hd-info-card__text" part="date">
        <time dateTime={appointment.appointment_date.date}>{when}</time>
      </p>
      {appointment.physician ? <p className="hd-info-card__text">{t.with.replace('{name}', appointment.physician.name)}</p> : null}
      <DemoDataBadge source={appointment.sandbox} />
      {link}
    </div>
  );
}

/**
 * spec 001 §2, §4 Reminder: 'Care Advocate - Welcome Call', the member's last appointment with
 * status=created that is that call (a virtual visit is not shown under its title), its date as 'EEEE, MMMM d at h:mmaa' with the zone, and a link to
 * /client/appointments. Without one it says so and links there to book; a failed load toasts
 * 'Something went wrong' (§8) and offers Try again.
 */
export function CallReminder({ onError }: CallReminderProps) {
  const t = useMessages(callReminderMessages);
  return (
    <InfoCard folder="call-reminder" title={t.title} signedOut={t.signedOut}>
      {(client) => <ReminderBody client={client} onError={onError} />}
    </InfoCard>
  );
}
