// spec 000 §7.6 Wellbeing: topics, topic (category default mental-health), resources. Topics and
// resources are wellbeing_content_types records (content_kind 'topic' | 'resource').
import type { Kysely } from 'kysely';
import type { WellbeingContentTypeClass, WellbeingResource } from '@healthdeck/contract';
import type { Database } from '../db/schema.js';
import type { SomeHandlers } from './types.js';
import { createClassStore, type ClassRecord } from '../admin-classes/class-store.js';
import { ApiHttpError } from '../http/api-error.js';
import { activeTopics, toTopic } from '../domain/onboarding/topics.js';
import { memberTranslator } from '../http/member-translator.js';

function toResource(record: ClassRecord<WellbeingContentTypeClass>): WellbeingResource {
  const d = record.data;
  return { id: record.id, topic_id: d.topic_id ?? '', title: d.title, slug: d.slug, description: d.description, url: d.url, body: d.body, image: d.image };
}

/** Active resources of the given topics, in the topics' order, then sort_order. */
async function resourcesOf(db: Kysely<Database>, topicIds: string[]): Promise<WellbeingResource[]> {
  if (topicIds.length === 0) return [];
  const { items } = await createClassStore(db).list<WellbeingContentTypeClass>('wellbeing_content_types', { filters: { content_kind: 'resource', is_active: true }, sort: 'sort_order' });
  const rank = new Map(topicIds.map((id, i) => [id, i]));
  return items
    .filter((r) => r.data.topic_id !== null && rank.has(r.data.topic_id))
    .sort((a, b) => rank.get(a.data.topic_id!)! - rank.get(b.data.topic_id!)!)
    .map(toResource);
}

async function selectedTopicIds(db: Kysely<Database>, userId: string): Promise<Set<string>> {
  return new Set((await db.selectFrom('user_topic_interests').select('topic_id').where('user_id', '=', userId).execute()).map((r) => r.topic_id));
}

// Topics and resources in the member's language where they are translated (routes/translations.ts).
export const wellbeingHandlers: SomeHandlers<'wellbeingTopics' | 'wellbeingTopic' | 'wellbeingResources'> = {
  async wellbeingTopics({ query, user, request, reply, ctx }) {
    const selected = await selectedTopicIds(ctx.db, user.id);
    const topics = await activeTopics(ctx.db, { kind: 'content-topic', category: query.category });
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { wellbeing_content_types: topics.map((t) => t.id) });
    return { category: query.category, topics: topics.map((t) => translator.apply('wellbeing_content_types', t.id, toTopic(t, selected.has(t.id)))) };
  },

  async wellbeingTopic({ query, user, request, reply, ctx }) {
    const topic = (await activeTopics(ctx.db, { category: query.category })).find((t) => t.data.slug === query.slug);
    if (!topic) throw new ApiHttpError(404, 'NOT_FOUND', 'Wellbeing topic not found');
    const selected = await selectedTopicIds(ctx.db, user.id);
    const resources = await resourcesOf(ctx.db, [topic.id]);
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { wellbeing_content_types: [topic.id, ...resources.map((r) => r.id)] });
    return {
      topic: translator.apply('wellbeing_content_types', topic.id, toTopic(topic, selected.has(topic.id))),
      resources: resources.map((r) => translator.apply('wellbeing_content_types', r.id, r)),
    };
  },

  /** The resources of one topic of the category, or of all its topics. */
  async wellbeingResources({ query, user, request, reply, ctx }) {
    const topics = await activeTopics(ctx.db, { category: query.category });
    const ids = topics.map((t) => t.id).filter((id) => query.topic_id === undefined || id === query.topic_id);
    if (query.topic_id !== undefined && ids.length === 0) throw new ApiHttpError(404, 'NOT_FOUND', 'Wellbeing topic not found');
    const resources = await resourcesOf(ctx.db, ids);
    const translator = await memberTranslator(ctx.db, request, reply, user.id, { wellbeing_content_types: resources.map((r) => r.id) });
    return { resources: resources.map((r) => translator.apply('wellbeing_content_types', r.id, r)) };
  },
};
