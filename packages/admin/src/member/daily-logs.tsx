import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { userDailyLogsQuery } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { adminMessages } from '../shared/messages.js';
import { memberMessages } from './messages.js';
import { ScrollRegion } from '../shared/scroll-region.js';

const DAY_CHOICES = [7, 14, 31] as const;

/** spec 000 §7.2 users daily-logs: what the member logged per day (only days with a log), newest first. */
export function DailyLogs({ userId }: { userId: string }) {
  const sdk = useHealthDeck();
  const M = useMessages(memberMessages);
  const common = useMessages(adminMessages);
  const selectId = useId();
  const headingId = useId();
  const [days, setDays] = useState<number>(7);
  const logs = useQuery({ ...userDailyLogsQuery(sdk, userId, { days }), placeholderData: keepPreviousData, retry: false });
  const data = logs.data;
  return (
    <section className="hd-link-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{M.dailyLogs}</h2>
      <div className="hd-select">
        <label htmlFor={selectId}>{M.days}</label>
        <select id={selectId} value={days} onChange={(e) => setDays(Number(e.currentTarget.value))}>
          {DAY_CHOICES.map((n) => (
            <option key={n} value={n}>
              {M.daysOption(n)}
            </option>
          ))}
        </select>
      </div>
      {logs.isError ? (
        <div className="hd-table-error" role="alert">
          <p>{errorMessage(logs.error)}</p>
          <Button type="button" onClick={() => void logs.refetch()}>
            {common.tryAgain}
          </Button>
        </div>
      ) : !data ? (
        <p role="status">
          <span className="hd-spinner" aria-hidden="true" /> {M.loadingLogs}
        </p>
      ) : data.logs.length === 0 ? (
        <p>{M.noLogs(data.from, data.to)}</p>
      ) : (
        <ScrollRegion label={M.logsCaption(data.from, data.to)}>
          <table className="hd-table" aria-busy={logs.isFetching}>
            <caption className="hd-visually-hidden">{M.logsCaption(data.from, data.to)}</caption>
            <thead>
              <tr>
                <th scope="col">{M.date}</th>
                <th scope="col">{M.hydration}</th>
                <th scope="col">{M.sleep}</th>
                <th scope="col">{M.mood}</th>
                <th scope="col">{M.symptoms}</th>
                <th scope="col">{M.tasks}</th>
                <th scope="col">{M.stars}</th>
              </tr>
            </thead>
            <tbody>
              {data.logs.map((log) => (
                <tr key={log.date}>
                  <th scope="row">{log.date}</th>
                  <td>{log.hydration_ounces ?? M.none}</td>
                  <td>{log.sleep_levels ?? M.none}</td>
                  <td>{log.mood ?? M.none}</td>
                  <td>{log.symptoms.length > 0 ? log.symptoms.join(', ') : M.none}</td>
                  <td>
                    {log.tasks
                      .filter((t) => t.completed_at !== null)
                      .map((t) => t.name)
                      .join(', ') || M.none}
                  </td>
                  <td>{log.stars_earned}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
