import { describe, expect, it } from 'vitest';
import type { Appointment } from '@healthdeck/contract/light';
import { BadRequest, RequestFailed } from '../../src/transport/errors.js';
import { SCHEDULER_WEEK_STARTS_ON, appointmentTimeFor, canReviewAndConfirm, distinctTimes, slotsByDay } from '../../src/rules/scheduler.js';
import { schedulerFailure } from '../../src/rules/scheduler-failure.js';
import { splitAppointments } from '../../src/rules/appointment-lists.js';

const slot = (idstr: string, idStrISO = `${idstr.replace(' ', 'T')}:00.000Z`) => ({ id: idstr, idstr, idStrISO, physician_id: null });

describe("spec 001 §5: 'Review And Confirm' disabled without a date and slot; an agreement may be required", () => {
  const monday = slot('2026-05-04 09:00');
  it.each([
    [{ day: null, slot: null, agreementRequired: false, agreed: false }, false],
    [{ day: '2026-05-04', slot: null, agreementRequired: false, agreed: false }, false],
    [{ day: null, slot: monday, agreementRequired: false, agreed: false }, false],
    [{ day: '2026-05-05', slot: monday, agreementRequired: false, agreed: false }, false],
    [{ day: '2026-05-04', slot: monday, agreementRequired: false, agreed: false }, true],
    [{ day: '2026-05-04', slot: monday, agreementRequired: true, agreed: false }, false],
    [{ day: '2026-05-04', slot: monday, agreementRequired: true, agreed: true }, true],
  ])('%j -> %s', (state, enabled) => {
    expect(canReviewAndConfirm(state)).toBe(enabled);
  });
});

describe('spec 001 §5: the calendar enables only the days with slots', () => {
  it('groups slots by the day of their idstr, each day in time order', () => {
    const days = slotsByDay([slot('2026-05-05 10:00'), slot('2026-05-04 13:30'), slot('2026-05-04 09:00')]);
    expect([...days.keys()]).toEqual(['2026-05-04', '2026-05-05']);
    expect(days.get('2026-05-04')?.map((s) => s.idstr)).toEqual(['2026-05-04 09:00', '2026-05-04 13:30']);
    expect(days.has('2026-05-06')).toBe(false);
  });
  it('keeps one slot per time when several physicians are free', () => {
    const a = { ...slot('2026-05-04 09:00'), physician_id: '1' };
    const b = { ...slot('2026-05-04 09:00'), physician_id: '2' };
    expect(distinctTimes([a, b])).toEqual([a]);
  });
  it('spec 001 §9: the week starts on Sunday, as the Hebrew calendar week does', () => {
    expect(SCHEDULER_WEEK_STARTS_ON).toBe(0);
  });
});

describe('spec 000 §3.3: appointmentTime per provider', () => {
  const s = slot('2026-05-04 11:00', '2026-05-04T16:00:00.000Z');
  it.each([
    ['mediorbis', '2026-05-04T16:00:00.000Z'],
    ['smartlink', '2026-05-04 11:00'],
  ] as const)('%s -> %s', (provider, time) => {
    expect(appointmentTimeFor(provider, s)).toBe(time);
  });
});

describe("spec 001 §8: 'Something went wrong. Please try again later.' unless the server refused with its message", () => {
  it.each([
    [new BadRequest('That time slot is no longer available. Please choose another.'), 'That time slot is no longer available. Please choose another.', true],
    [new RequestFailed('create appointment', 500), 'Something went wrong. Please try again later.', false],
    [new TypeError('network'), 'Something went wrong. Please try again later.', false],
  ])('%s', (error, message, pickAnother) => {
    expect(schedulerFailure(error)).toEqual({ message, pickAnother });
  });
});

describe('spec 000 §3.4: upcoming (created) and past (attended, cancelled, or gone) appointments', () => {
  const at = (date: string, status: Appointment['status']) => ({ status, appointment_date: { date, timezone: 'UTC' } });
  it('sorts upcoming soonest first and past latest first', () => {
    const now = new Date('2026-05-01T12:00:00Z');
    const soon = at('2026-05-02T10:00:00Z', 'created');
    const later = at('2026-05-09T10:00:00Z', 'created');
    const cancelled = at('2026-05-03T10:00:00Z', 'cancelled');
    const attended = at('2026-04-20T10:00:00Z', 'attended');
    const gone = at('2026-04-30T10:00:00Z', 'created');
    const { upcoming, past } = splitAppointments([later, cancelled, attended, soon, gone], now);
    expect(upcoming).toEqual([soon, later]);
    expect(past).toEqual([cancelled, gone, attended]);
  });
});
