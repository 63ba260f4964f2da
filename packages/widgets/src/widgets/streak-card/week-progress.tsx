import type { WeekDay } from '@healthdeck/contract/light';
import type { StreakMessages } from './messages';

// spec 001 §4 Streak card (week streak day status: completed, upcoming, missed, incomplete) and
// §9 Week streak: 7 days, Monday to Sunday as the server lays them out. An 'upcoming' day before
// today is a day before the account was made (the server's answer for it, docs/decisions/0040-nothing-invented.md): it is
// shown and named as not counted rather than as still to come.
export function WeekProgress({ days, t }: { days: readonly WeekDay[]; t: StreakMessages }) {
  const todayIndex = days.findIndex((day) => day.isCurrentDay);
  return (
    <ol className="hd-streak__week" part="week" aria-label={t.week}>
      {days.map((day, index) => {
        const name = t.days[index] ?? day.day;
        const notCounted = day.status === 'upcoming' && todayIndex >= 0 && index < todayIndex;
        return (
          <li
            key={day.date}
            className={`hd-streak__day hd-streak__day--${day.status}${notCounted ? ' hd-streak__day--not-counted' : ''}${day.isCurrentDay ? ' hd-streak__day--today' : ''}`}
            part={`day day-${day.status}${notCounted ? ' day-not-counted' : ''}${day.isCurrentDay ? ' day-today' : ''}`}
            data-status={day.status}
            aria-label={t.dayStatus(name, notCounted ? t.notCounted : t.status[day.status])}
            aria-current={day.isCurrentDay ? 'date' : undefined}
          >
            <span className="hd-streak__day-mark" aria-hidden="true">
              {day.status === 'completed' ? '✓' : day.status === 'missed' ? '·' : ''}
            </span>
            <span className="hd-streak__day-name" aria-hidden="true">
              {name}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
