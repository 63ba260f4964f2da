import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { saveTopicInterestsMutation, topicsQuery, type HealthDeck } from '@healthdeck/sdk';
import { Button } from '../../primitives/button/button';
import { InfoEmpty } from '../shared/info-card';
import { LoadFailure } from '../shared/load-failure';
import { serverMessage } from '../shared/server-message';
import { SkeletonList } from '../shared/skeleton-list';
import type { WellbeingLibraryMessages } from './messages';

/**
 * The member's topic interests (spec 000 §3.3 topicInterestIds; §3.4 topic kind user-interest),
 * chosen at onboarding and changed here later: the same topics with the member's choice ticked;
 * saving replaces the choice.
 */
export function InterestsEditor({ client, t }: { client: HealthDeck; t: WellbeingLibraryMessages }) {
  const headingId = useId();
  const topics = useQuery(topicsQuery(client, 'user-interest'));
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const save = useMutation({ ...saveTopicInterestsMutation(client), onSuccess: () => setChosen(null) });
  const list = topics.data?.topics;
  const ticked = chosen ?? new Set((list ?? []).filter((topic) => topic.selected).map((topic) => topic.id));

  const toggle = (id: string) => {
    const next = new Set(ticked);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    save.reset();
    setChosen(next);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate((list ?? []).filter((topic) => ticked.has(topic.id)).map((topic) => topic.id));
  };

  return (
    <section className="hd-wellbeing__interests" part="interests" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-wellbeing__heading">
        {t.interestsHeading}
      </h3>
      {topics.isError ? (
        <LoadFailure block="hd-info-card" query={topics} message={t.interestsFailed} retryLabel={t.retry} />
      ) : !list ? (
        <SkeletonList label={t.interestsLoading} rows={2} />
      ) : list.length === 0 ? (
        <InfoEmpty>{t.noInterests}</InfoEmpty>
      ) : (
        <form className="hd-wellbeing__interest-form" onSubmit={submit}>
          <fieldset className="hd-wellbeing__fieldset">
            <legend className="hd-wellbeing__text">{t.interestsIntro}</legend>
            <div className="hd-wellbeing__choices">
              {list.map((topic) => (
                <label key={topic.id} className="hd-wellbeing__choice" part="interest">
                  <input type="checkbox" checked={ticked.has(topic.id)} onChange={() => toggle(topic.id)} />
                  <span>{topic.title}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <div className="hd-wellbeing__actions">
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
            <span aria-live="polite">
              {save.isSuccess ? (
                <span className="hd-wellbeing__saved" role="status">
                  {t.saved}
                </span>
              ) : null}
            </span>
          </div>
          {save.isError ? (
            <p className="hd-info-card__error" part="error" role="alert">
              {serverMessage(save.error, t.saveFailed)}
            </p>
          ) : null}
        </form>
      )}
    </section>
  );
}
