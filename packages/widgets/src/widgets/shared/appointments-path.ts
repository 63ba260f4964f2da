/** spec 001 §2 routes: the member's appointments, opened by the reminder card. */
export const APPOINTMENTS_PATH = '/client/appointments';
