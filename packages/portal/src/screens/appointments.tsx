import { WidgetScreen } from '../pages/widget-screen.js';

/**
 * spec 001 §2: /client/appointments, opened by the reminder card: the member's appointments
 * (hd-appointments, with the scheduler for booking and rescheduling), loaded on first use.
 */
export function AppointmentsScreen() {
  return (
    <div className="hd-page hd-appointments-page">
      <h1>Appointments</h1>
      <WidgetScreen tag="hd-appointments" loadingLabel="Loading your appointments" />
    </div>
  );
}
