import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { wellbeingTopicsQuery, type HealthDeck } from '@healthdeck/sdk';
import { useMessages } from '../../i18n/language';
import { InfoCard, InfoEmpty } from '../shared/info-card';
import { LoadFailure, useReportLoadFailure } from '../shared/load-failure';
import { SkeletonList } from '../shared/skeleton-list';
import { InterestsEditor } from './interests-editor';
import { wellbeingLibraryMessages, type WellbeingLibraryMessages } from './messages';
import { TopicResources } from './topic-resources';

export interface WellbeingLibraryProps {
  /** The wellbeing category (default mental-health, spec 000 §7.6). */
  category?: string;
  /** The topics could not be loaded (the element dispatches `hd-error`); detail {message}. */
  onError?: (detail: { message: string }) => void;
}

function LibraryBody({ client, category, t, onError }: WellbeingLibraryProps & { client: HealthDeck; t: WellbeingLibraryMessages }) {
  const navId = useId();
  const topics = useQuery(wellbeingTopicsQuery(client, category || undefined));
  useReportLoadFailure('wellbeing-library', topics, t.topicsFailed, onError);
  const [chosenSlug, setChosenSlug] = useState<string | null>(null);
  const list = topics.data?.topics;
  const chosen = list?.find((topic) => topic.slug === chosenSlug) ?? list?.[0] ?? null;

  return (
    <div className="hd-wellbeing__body" part="body">
      {topics.isError ? (
        <LoadFailure block="hd-info-card" query={topics} message={t.topicsFailed} retryLabel={t.retry} />
      ) : !list ? (
        <SkeletonList label={t.loading} />
      ) : list.length === 0 ? (
        <InfoEmpty>{t.noTopics}</InfoEmpty>
      ) : (
        <div className="hd-wellbeing__library">
          <nav className="hd-wellbeing__topics" part="topics" aria-labelledby={navId}>
            <h3 id={navId} className="hd-visually-hidden">
              {t.topicsLabel}
            </h3>
            <ul className="hd-wellbeing__topic-list">
              {list.map((topic) => (
                <li key={topic.id}>
                  <button type="button" className="hd-wellbeing__topic-button" part="topic-button" aria-pressed={topic.id === chosen?.id} onClick={() => setChosenSlug(topic.slug)}>
                    {topic.title}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {chosen ? <TopicResources key={chosen.id} client={client} topic={chosen} category={category || undefined} t={t} /> : null}
        </div>
      )}
      <InterestsEditor client={client} t={t} />
    </div>
  );
}

/**
 * The wellbeing library (spec 000 §7.6 wellbeing: topics, topic — category default mental-health —,
 * resources): the category's topics, a topic's resources (articles read in place, sites opened in a
 * new tab), and the member's topic interests, editable as at onboarding.
 */
export function WellbeingLibrary({ category, onError }: WellbeingLibraryProps) {
  const t = useMessages(wellbeingLibraryMessages);
  return (
    <InfoCard folder="wellbeing-library" title={t.title} signedOut={t.signedOut}>
      {(client) => <LibraryBody client={client} category={category} t={t} onError={onError} />}
    </InfoCard>
  );
}
