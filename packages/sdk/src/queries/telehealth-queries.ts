// Query options for telehealth and appointments (spec 000 §7.6; spec 001 §4 Reminder): the parts'
// (telehealth-slots-queries.ts, appointments-queries.ts) with the form's and staff's. Booking,
// rescheduling and cancelling invalidate ['appointments'] and ['telehealth', 'slots'].
import { TELEHEALTH_FORM_KEY, adminTelehealthFormKey, type TelehealthApi } from '../domains/telehealth.js';
import { appointmentsQueries } from './appointments-queries.js';
import { telehealthSlotsQueries } from './telehealth-slots-queries.js';

type Signal = { signal?: AbortSignal };

export function telehealthQueries(api: TelehealthApi) {
  return {
    form: () => ({ queryKey: TELEHEALTH_FORM_KEY, queryFn: ({ signal }: Signal) => api.form(signal) }),
    ...telehealthSlotsQueries(api),
    ...appointmentsQueries(api),
    admin: {
      form: (userId: string) => ({ queryKey: adminTelehealthFormKey(userId), queryFn: ({ signal }: Signal) => api.admin.form(userId, signal) }),
    },
  };
}
export type TelehealthQueries = ReturnType<typeof telehealthQueries>;
