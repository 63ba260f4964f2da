import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AccessLogEntry } from '@healthdeck/contract/light';
import { $language, accessLogQuery } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formatWhen } from '../shell/format-when.js';
import { accessLogMessages } from './access-log-messages.js';

const PAGE = 20;

/**
 * The member's access log (spec 000 §6 impersonation, §7.2 login-as-user; GET
 * /api/client/user/access-log): every time staff signed in as the member, each read and change
 * made with those tokens (reads listed under their sign-in), each clinical read of theirs by user id (spec 000 §7.2) and each other
 * read of their data from the admin area, newest first.
 */
export function AccessLog() {
  const sdk = useHealthDeck();
  const t = useMessages(accessLogMessages);
  const language = useStore($language);
  const titleId = useId();
  const [take, setTake] = useState(PAGE);
  /** What the entry says staff did: a clinical read, another read from the admin area, a change made while signed in as the member, or the sign-in itself with what it read. */
  const describe = (entry: AccessLogEntry) => {
    if (entry.record) return t.read[entry.record];
    if (entry.viewed) return t.viewed[entry.viewed];
    if (entry.method && entry.path) return t.wrote(entry.method, entry.path);
    if (entry.reads.length === 0) return t.started;
    return (
      <>
        {t.started}
        <details className="hd-access-log__reads">
          <summary>{t.lookedAt(entry.reads.length)}</summary>
          <ul>
            {entry.reads.map((read) => (
              <li key={`${read.method} ${read.path}`}>
                <code>{read.path}</code>
                {read.count > 1 ? ` (${t.times(read.count)})` : null}
              </li>
            ))}
          </ul>
        </details>
      </>
    );
  };
  const log = useQuery({ ...accessLogQuery(sdk, { page: 1, take }), placeholderData: keepPreviousData, retry: false });
  const entries = log.data?.entries ?? [];
  return (
    <section className="hd-card hd-access-log" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.intro}</p>
      {log.isPending ? (
        <p role="status">{t.loading}</p>
      ) : log.isError ? (
        // Not an alert: a secondary section of the page, not the answer to something the member did.
        <div>
          <p>{t.loadFailed}</p>
          <Button type="button" variant="outlined" onClick={() => void log.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <>
          <table>
            <caption className="hd-visually-hidden">{t.title}</caption>
            <thead>
              <tr>
                <th scope="col">{t.when}</th>
                <th scope="col">{t.who}</th>
                <th scope="col">{t.what}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.created_at}>{formatWhen(entry.created_at, language)}</time>
                  </td>
                  <td>{entry.staff_email ?? t.unknownStaff}</td>
                  <td>{describe(entry)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {(log.data?.total_count ?? 0) > entries.length && take < 100 ? (
            <Button type="button" variant="outlined" loading={log.isFetching} onClick={() => setTake((n) => Math.min(n + PAGE, 100))}>
              {t.more}
            </Button>
          ) : null}
        </>
      )}
    </section>
  );
}
