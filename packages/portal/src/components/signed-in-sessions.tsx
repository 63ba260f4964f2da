import { useId, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { ActiveSession } from '@healthdeck/contract/light';
import { $language, endOtherSessionsMutation, endSessionMutation, sessionsQuery } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { formatWhen } from '../shell/format-when.js';
import { signedInSessionsMessages } from './signed-in-sessions-messages.js';

/**
 * The browsers and apps signed in to the account (GET /api/client/user/sessions): each named from
 * its user agent, when it signed in and was last used, this device marked; any other can be signed
 * out, or all of them at once. The server refuses an ended session on its next request.
 */
export function SignedInSessions() {
  const sdk = useHealthDeck();
  const t = useMessages(signedInSessionsMessages);
  const language = useStore($language);
  const titleId = useId();
  const list = useQuery({ ...sessionsQuery(sdk), retry: false });
  const endOne = useMutation(endSessionMutation(sdk));
  const endOthers = useMutation(endOtherSessionsMutation(sdk));
  const [outcome, setOutcome] = useState<string | null>(null);
  const sessions = list.data?.sessions ?? [];
  const others = sessions.filter((session) => !session.current);
  const nameOf = (session: ActiveSession) => {
    const name = session.browser && session.os ? t.browserOn(session.browser, session.os) : (session.browser ?? session.os ?? t.unknownDevice);
    return session.device ? `${name} · ${t.device[session.device]}` : name;
  };
  const failed = endOne.isError || endOthers.isError;

  return (
    <section className="hd-card hd-sessions" aria-labelledby={titleId}>
      <h2 id={titleId}>{t.title}</h2>
      <p>{t.intro}</p>
      {list.isPending ? (
        <p role="status">{t.loading}</p>
      ) : list.isError ? (
        <div>
          <p>{t.loadFailed}</p>
          <Button type="button" variant="outlined" onClick={() => void list.refetch()}>
            {t.retry}
          </Button>
        </div>
      ) : (
        <>
          <ul className="hd-sessions__list">
            {sessions.map((session) => (
              <li key={session.id} className="hd-sessions__item">
                <div>
                  <strong>{nameOf(session)}</strong>
                  {session.current ? <span className="hd-sessions__current"> · {t.thisDevice}</span> : null}
                  <div>{t.signedIn(formatWhen(session.created_at, language))}</div>
                  <div>{t.lastUsed(formatWhen(session.last_used_at, language))}</div>
                </div>
                {session.current ? null : (
                  <Button
                    type="button"
                    variant="outlined"
                    color="red"
                    aria-label={t.signOutLabel(nameOf(session))}
                    loading={endOne.isPending && endOne.variables === session.id}
                    onClick={() => endOne.mutate(session.id, { onSuccess: () => setOutcome(t.signedOut) })}
                  >
                    {t.signOut}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {others.length > 0 ? (
            <Button
              type="button"
              variant="outlined"
              color="red"
              loading={endOthers.isPending}
              onClick={() => endOthers.mutate(undefined, { onSuccess: (result) => setOutcome(t.othersSignedOut(result.ended)) })}
            >
              {t.signOutOthers}
            </Button>
          ) : (
            <p>{t.onlyThis}</p>
          )}
        </>
      )}
      <p role="status" className="hd-sessions__outcome">
        {failed ? t.endFailed : (outcome ?? '')}
      </p>
    </section>
  );
}
