// The calendar and the day's times, loaded on demand (scheduler.tsx starts the import while the
// free times load): react-day-picker with its sheet, adopted into the root the calendar renders in.
import { useId } from 'react';
import { DateLib, DayPicker, type DateLibOptions } from 'react-day-picker';
import dayPicker from 'react-day-picker/style.css?inline';
import { TZDate } from '@date-fns/tz';
import type { TimeSlot } from '@healthdeck/contract/light';
import { SCHEDULER_WEEK_STARTS_ON, formatInZone, formatSlotDay, formatSlotTime } from '@healthdeck/sdk';
import { useDateLocale } from '../../i18n/date-locale';
import { adoptPartStyles } from '../../styles/part-styles';
import calendar from './calendar.css?inline';
import type { SchedulerMessages } from './messages';

/** The calendar's sheet: react-day-picker's, then the scheduler's rules for it. */
const CALENDAR_STYLES = [dayPicker, calendar].join('\n');
const adoptSheet = adoptPartStyles(CALENDAR_STYLES);

const DAY_KEY = 'yyyy-MM-dd';
/**
 * A day button's name holds its visible number as a word, so its accessible name contains its
 * visible text (axe label-content-name-mismatch fails on English 'PPPP', 'May 6th'): 'Monday, May 6,
 * 2030' in English, the locale's full date ('lunes, 6 de mayo de 2030') otherwise. The selected day
 * is announced by its cell's aria-selected.
 */
function dayLabels(pattern: string) {
  return {
    labelDayButton: (date: Date, _modifiers: unknown, options?: DateLibOptions, dateLib?: DateLib) => (dateLib ?? new DateLib(options)).format(date, pattern),
  };
}
const ENGLISH_LABELS = dayLabels('EEEE, MMMM d, yyyy');
const LOCALE_LABELS = dayLabels('PPPP');

/** The midnight of a 'yyyy-MM-dd' day in the zone, as the calendar counts days. */
function dayDate(day: string, timeZone: string): Date {
  const [y, m, d] = day.split('-').map(Number);
  return new TZDate(y ?? 1970, (m ?? 1) - 1, d ?? 1, timeZone);
}

/**
 * spec 001 §5: the calendar (react-day-picker on date-fns) with the days without slots disabled,
 * the week starting on Sunday (§9), in the member's zone; its months span the days with slots.
 */
function SlotCalendar({ days, day, onDay, timeZone, label }: { days: ReadonlyMap<string, unknown>; day: string | null; onDay: (day: string) => void; timeZone: string; label: string }) {
  const { locale } = useDateLocale();
  const keys = [...days.keys()];
  const first = keys[0];
  const last = keys.at(-1);
  if (!first || !last) return null;
  const keyOf = (date: Date) => formatInZone(date, DAY_KEY, timeZone);
  return (
    <DayPicker
      mode="single"
      required
      aria-label={label}
      timeZone={timeZone}
      locale={locale}
      labels={locale ? LOCALE_LABELS : ENGLISH_LABELS}
      weekStartsOn={SCHEDULER_WEEK_STARTS_ON}
      selected={day ? dayDate(day, timeZone) : undefined}
      onSelect={(date: Date | undefined) => date && onDay(keyOf(date))}
      disabled={(date: Date) => !days.has(keyOf(date))}
      defaultMonth={dayDate(day ?? first, timeZone)}
      startMonth={dayDate(first, timeZone)}
      endMonth={dayDate(last, timeZone)}
    />
  );
}

/** The chosen day's times as a radio group (arrow keys move between them). */
function SlotTimes({ slots, slot, onSlot, timeZone, legend }: { slots: readonly TimeSlot[]; slot: TimeSlot | null; onSlot: (slot: TimeSlot) => void; timeZone: string; legend: string }) {
  const name = useId();
  const dates = useDateLocale();
  return (
    <fieldset className="hd-scheduler__times" part="times">
      <legend className="hd-scheduler__label">{legend}</legend>
      <div className="hd-scheduler__slots">
        {slots.map((s) => (
          <label key={s.id} className="hd-scheduler__slot" part="slot">
            <input type="radio" name={name} value={s.id} checked={slot?.id === s.id} onChange={() => onSlot(s)} />
            <span>{formatSlotTime(s.idStrISO, timeZone, dates)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** spec 001 §5: the calendar and, once a day is chosen, its times (else the hint to choose one). */
export function SlotPicker({
  days,
  day,
  slot,
  onDay,
  onSlot,
  timeZone,
  t,
}: {
  days: ReadonlyMap<string, readonly TimeSlot[]>;
  day: string | null;
  slot: TimeSlot | null;
  onDay: (day: string) => void;
  onSlot: (slot: TimeSlot) => void;
  timeZone: string;
  t: SchedulerMessages;
}) {
  const dates = useDateLocale();
  const daySlots = day ? (days.get(day) ?? []) : [];
  return (
    <div className="hd-scheduler__picker" ref={adoptSheet}>
      <div className="hd-scheduler__calendar" part="calendar">
        <p className="hd-scheduler__label">{t.date}</p>
        <SlotCalendar days={days} day={day} timeZone={timeZone} label={t.date} onDay={onDay} />
      </div>
      {day ? (
        <SlotTimes slots={daySlots} slot={slot} onSlot={onSlot} timeZone={timeZone} legend={t.times.replace('{date}', formatSlotDay(daySlots[0]?.idStrISO ?? Date.now(), timeZone, dates))} />
      ) : (
        <p className="hd-scheduler__hint">{t.pickDay}</p>
      )}
    </div>
  );
}
