import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { saveTopicInterests, topicsQuery } from '@healthdeck/sdk';
import { Button, useHealthDeck, useMessages } from '@healthdeck/widgets';
import { onboardingMessages } from './onboarding-messages.js';
import { StepError } from './step-error.js';

/** spec 000 §3.3 Topic interests (topicInterestIds): the member's choice among the user-interest topics. */
export function InterestsStep({ onDone }: { onDone: () => void }) {
  const t = useMessages(onboardingMessages);
  const sdk = useHealthDeck();
  const topics = useQuery(topicsQuery(sdk, 'user-interest'));
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<unknown>(null);
  const selected = chosen ?? new Set((topics.data?.topics ?? []).filter((topic) => topic.selected).map((topic) => topic.id));

  function toggle(id: string) {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  }

  async function save() {
    setBusy(true);
    setFailed(null);
    try {
      await saveTopicInterests(sdk, [...selected]);
      onDone();
    } catch (error) {
      setFailed(error);
      setBusy(false);
    }
  }

  if (topics.isPending) return <p role="status">{t.loading}</p>;
  if (topics.isError) return <StepError error={topics.error} onRetry={() => void topics.refetch()} />;
  const list = topics.data.topics;
  return (
    <div className="hd-onboarding__step">
      <h2>{t.interestsTitle}</h2>
      {list.length === 0 ? (
        <p>{t.noTopics}</p>
      ) : (
        <fieldset className="hd-onboarding__choices">
          <legend>{t.interestsIntro}</legend>
          {list.map((topic) => (
            <label key={topic.id} className="hd-onboarding__choice">
              <input type="checkbox" checked={selected.has(topic.id)} onChange={() => toggle(topic.id)} />
              <span>
                <span className="hd-onboarding__choice-title">{topic.title}</span>
                {topic.description ? <span className="hd-onboarding__choice-text">{topic.description}</span> : null}
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {failed ? <StepError error={failed} /> : null}
      <div className="hd-onboarding__actions">
        <Button type="button" loading={busy} onClick={() => void save()}>
          {t.next}
        </Button>
      </div>
    </div>
  );
}
