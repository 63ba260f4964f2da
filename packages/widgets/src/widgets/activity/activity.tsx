import { useId, useState } from 'react';
import { ACTIVITY, type DailyLog, type UserFlowActivity } from '@healthdeck/contract/light';
import { localDay } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { useLanguage, useMessages } from '../../i18n/language';
import { formatDay } from '../shared/format-date';
import { LoadFailure } from '../shared/load-failure';
import { WidgetShell } from '../shared/widget-shell';
import { errorMessage } from '../shared/error-message';
import { eventLabel } from './event-label';
import { activityMessages, type ActivityMessages } from './messages';
import { DAYS_STEP, useActivityHistory, useDailyLogs } from './use-activity';

export type ActivityProps = Record<string, never>;

const ROWS = [0, 1, 2];
const DAY_HEADING: Intl.DateTimeFormatOptions = { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' };

function Skeleton({ label }: { label: string }) {
  return (
    <div className="hd-activity__skeleton" part="skeleton" role="status" aria-busy="true" aria-label={label}>
      {ROWS.map((i) => (
        <span key={i} className="hd-activity__skeleton-row" />
      ))}
    </div>
  );
}

/**
 * spec 000 §7.6 activity history and daily logs: what the member logged day by day (hydration,
 * sleep, mood, symptoms, tasks and the stars they earned), then the screens' start and finish events
 * (§3.4), newest first.
 */
export function Activity(_props: ActivityProps) {
  const t = useMessages(activityMessages);
  return (
    <WidgetShell block="hd-activity" title={t.title} signedOut={t.signedOut} frame="card">
      {() => (
        <div className="hd-activity__body" part="body">
          <DailyLogs t={t} />
          <History t={t} />
        </div>
      )}
    </WidgetShell>
  );
}

function DailyLogs({ t }: { t: ActivityMessages }) {
  const language = useLanguage();
  const [days, setDays] = useState<number>(ACTIVITY.dailyLogsDefaultDays);
  const logs = useDailyLogs(days);
  const data = logs.data;
  const headingId = useId();
  return (
    <section className="hd-activity__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-activity__heading">
        {t.logsHeading}
      </h3>
      {logs.isError && !data ? (
        <LoadFailure block="hd-activity" query={logs} message={errorMessage(logs.error)} retryLabel={t.retry} />
      ) : !data ? (
        <Skeleton label={t.loadingLogs} />
      ) : (
        <>
          <p className="hd-activity__muted">{t.range(formatDay(data.from, language), formatDay(data.to, language))}</p>
          {data.logs.length === 0 ? (
            <p className="hd-activity__empty" part="empty">
              {t.logsEmpty}
            </p>
          ) : (
            <ol className="hd-activity__timeline" part="list" aria-label={t.logsHeading}>
              {data.logs.map((log) => (
                <DayLog key={log.date} log={log} t={t} heading={formatDay(log.date, language, DAY_HEADING)} />
              ))}
            </ol>
          )}
          {logs.isError ? (
            <p role="alert" className="hd-activity__error" part="error">
              {errorMessage(logs.error)}
            </p>
          ) : null}
          {days < ACTIVITY.dailyLogsMaxDays ? (
            <Button variant="outlined" loading={logs.isFetching} onClick={() => setDays((d) => Math.min(ACTIVITY.dailyLogsMaxDays, d + DAYS_STEP))}>
              {t.showEarlier}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}

function DayLog({ log, t, heading }: { log: DailyLog; t: ActivityMessages; heading: string }) {
  return (
    <li className="hd-activity__day" part="day">
      <h4 className="hd-activity__day-heading">
        <time dateTime={log.date}>{heading}</time>
      </h4>
      <ul className="hd-activity__entries">
        {log.hydration_ounces !== null ? <li>{t.hydration(log.hydration_ounces)}</li> : null}
        {log.sleep_levels !== null ? <li>{t.sleep(log.sleep_levels)}</li> : null}
        {log.mood !== null ? <li>{t.mood(t.moods[log.mood])}</li> : null}
        {log.symptoms.length > 0 ? <li>{t.symptoms(log.symptoms.join(', '))}</li> : null}
        {log.tasks.length > 0 ? (
          <li>
            {t.tasks}
            <ul className="hd-activity__tasks">
              {log.tasks.map((task, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a day's tasks have no id and may share a name
                <li key={i} className={task.completed_at ? 'hd-activity__task hd-activity__task--done' : 'hd-activity__task'}>
                  <span aria-hidden="true">{task.completed_at ? '✓ ' : '○ '}</span>
                  {task.completed_at ? t.taskDone(task.name) : t.taskOpen(task.name)}
                </li>
              ))}
            </ul>
          </li>
        ) : null}
        {log.stars_earned > 0 ? <li className="hd-activity__stars">{t.stars(log.stars_earned)}</li> : null}
      </ul>
    </li>
  );
}

function History({ t }: { t: ActivityMessages }) {
  const language = useLanguage();
  const history = useActivityHistory();
  const events = history.data?.pages.flatMap((p) => p.activities);
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' });
  const headingId = useId();
  const byDay = new Map<string, UserFlowActivity[]>();
  for (const e of events ?? []) {
    const day = localDay(new Date(e.created_at));
    byDay.set(day, [...(byDay.get(day) ?? []), e]);
  }
  return (
    <section className="hd-activity__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-activity__heading">
        {t.historyHeading}
      </h3>
      {history.isError && !events ? (
        <LoadFailure block="hd-activity" query={history} message={errorMessage(history.error)} retryLabel={t.retry} />
      ) : !events ? (
        <Skeleton label={t.loadingHistory} />
      ) : events.length === 0 ? (
        <p className="hd-activity__empty" part="empty">
          {t.historyEmpty}
        </p>
      ) : (
        <>
          <ol className="hd-activity__timeline" part="list" aria-label={t.historyHeading}>
            {[...byDay].map(([day, list]) => (
              <li key={day} className="hd-activity__day" part="day">
                <h4 className="hd-activity__day-heading">
                  <time dateTime={day}>{formatDay(day, language, DAY_HEADING)}</time>
                </h4>
                <ul className="hd-activity__entries">
                  {list.map((e) => (
                    <li key={e.id}>
                      <time dateTime={e.created_at} className="hd-activity__time">
                        {time.format(new Date(e.created_at))}
                      </time>{' '}
                      {eventLabel(e.event, t)}
                      {e.detail ? <span className="hd-activity__muted"> · {e.detail}</span> : null}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
          {history.isError ? (
            <p role="alert" className="hd-activity__error" part="error">
              {errorMessage(history.error)}
            </p>
          ) : null}
          {history.hasNextPage ? (
            <Button variant="outlined" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {t.showMore}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
