import { useMessages } from '@healthdeck/widgets';
import { WidgetScreen } from '../pages/widget-screen.js';
import { screenTitlesMessages } from './screen-titles-messages.js';

/**
 * spec 001 §2: /client/appointments, opened by the reminder card: the member's appointments
 * (hd-appointments, with the scheduler for booking and rescheduling), loaded on first use.
 */
export function AppointmentsScreen() {
  const t = useMessages(screenTitlesMessages);
  return (
    <div className="hd-page hd-appointments-page">
      <h1>{t.appointments}</h1>
      <WidgetScreen tag="hd-appointments" loadingLabel={t.loadingAppointments} />
    </div>
  );
}
