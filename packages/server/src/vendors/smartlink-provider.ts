// Smartlink scheduling (care advocate calls, spec 001 §4 Reminder 'Care Advocate -
// Welcome Call'; spec 001 §9 providers) sits behind this adapter; smartlink-sandbox.ts is the default.
import type { SmartlinkCallDetails } from '@healthdeck/contract';

export interface CareAdvocate {
  id: string;
  name: string;
  phone: string;
}

export interface SmartlinkProvider {
  readonly provider: 'smartlink';
  /** This adapter is the Smartlink sandbox: the calls it books are made up (the appointment's `sandbox`, contract SandboxSource). */
  readonly sandbox: boolean;
  readonly callMinutes: number;
  /** The advocates who may take a call, in the order Smartlink assigns them. */
  advocates(): readonly CareAdvocate[];
  /** Call slot starts on `days` days from `fromDate` (the provider's zone), booked or not. */
  slotStarts(fromDate: string, days: number, now: Date): Date[];
  isSlotStart(start: Date, now: Date): boolean;
  book(input: { advocate: CareAdvocate; start: Date }): Promise<{ appointmentId: string }>;
  reschedule(appointmentId: string, input: { advocate: CareAdvocate; start: Date }): Promise<void>;
  cancel(appointmentId: string): Promise<void>;
  /** What Smartlink tells the member about a booked call (stored encrypted to their key). */
  details(input: { appointmentId: string; advocate: CareAdvocate; appointmentTime: string; timezone: string }): SmartlinkCallDetails;
}
