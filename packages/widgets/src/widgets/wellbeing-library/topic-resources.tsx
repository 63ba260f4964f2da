import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Topic } from '@healthdeck/contract/light';
import { wellbeingTopicQuery, type HealthDeck } from '@healthdeck/sdk';
import { InfoEmpty } from '../shared/info-card';
import { LoadFailure } from '../shared/load-failure';
import { serverMessage } from '../shared/server-message';
import { SkeletonList } from '../shared/skeleton-list';
import type { WellbeingLibraryMessages } from './messages';
import { ResourceItem } from './resource-item';

/** spec 000 §7.6 Wellbeing topic: the chosen topic with its resources. */
export function TopicResources({ client, topic, category, t }: { client: HealthDeck; topic: Topic; category?: string; t: WellbeingLibraryMessages }) {
  const headingId = useId();
  const detail = useQuery(wellbeingTopicQuery(client, topic.slug, category));
  const resources = detail.data?.resources;
  return (
    <section className="hd-wellbeing__topic" part="topic" aria-labelledby={headingId}>
      <h3 id={headingId} className="hd-wellbeing__heading">
        {topic.title}
      </h3>
      {topic.description ? <p className="hd-wellbeing__text">{topic.description}</p> : null}
      {detail.isError ? (
        <LoadFailure block="hd-info-card" query={detail} message={serverMessage(detail.error, t.topicFailed)} retryLabel={t.retry} />
      ) : !resources ? (
        <SkeletonList label={t.resourcesLoading} rows={2} />
      ) : resources.length === 0 ? (
        <InfoEmpty>{t.noResources}</InfoEmpty>
      ) : (
        <ul className="hd-wellbeing__resources" part="resources">
          {resources.map((resource) => (
            <ResourceItem key={resource.id} resource={resource} t={t} />
          ))}
        </ul>
      )}
    </section>
  );
}
