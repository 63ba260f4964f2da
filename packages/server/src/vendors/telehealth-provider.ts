// The telehealth provider (MediOrbis, spec 001 §9) sits behind this adapter; the
// sandbox (telehealth-sandbox.ts) is the default. spec 000 §7.6: physicians, physician schedule,
// timeslots, pharmacies, appointment, reschedule, cancel.
import type { Pharmacy, Physician, TelehealthConsultType } from '@healthdeck/contract';

export interface TelehealthPhysician extends Physician {
  /** The physician's working hours are in this zone. */
  timeZone: string;
}

export interface TelehealthProvider {
  readonly provider: 'mediorbis';
  /** This adapter is the MediOrbis sandbox: what it books is made up (the appointment's `sandbox`, contract SandboxSource). */
  readonly sandbox: boolean;
  /** How long a visit lasts; a visit still `created` this long after its start has been attended. */
  readonly visitMinutes: number;
  physicians(consultType?: TelehealthConsultType): Promise<TelehealthPhysician[]>;
  physician(id: string): Promise<TelehealthPhysician | undefined>;
  /** The physician's slot starts on `days` days from `fromDate` (their zone), booked or not. */
  scheduleStarts(physician: TelehealthPhysician, fromDate: string, days: number, now: Date): Date[];
  /** Whether `start` is one of the physician's slot starts (and not in the past). */
  isSlotStart(physician: TelehealthPhysician, start: Date, now: Date): boolean;
  pharmacies(search?: string): Promise<Pharmacy[]>;
  pharmacy(id: string): Promise<Pharmacy | undefined>;
  /** Books the visit at the provider; answers the provider's appointment id. */
  book(input: { physician: TelehealthPhysician; start: Date; consultType: TelehealthConsultType; pharmacyId?: string }): Promise<{ appointmentId: string }>;
  reschedule(appointmentId: string, start: Date): Promise<void>;
  cancel(appointmentId: string): Promise<void>;
}
