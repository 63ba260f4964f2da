// spec 000 §7.6 Onboarding: POST topic interests (topicInterestIds), GET topics (topic kinds
// content-topic, user-interest), POST legal consents (legal_consents); complete-onboarding POST;
// enrollment info GET. Topics are wellbeing_content_types records of content_kind 'topic'.
import { sql, type Kysely } from 'kysely';
import type { OnboardingState, Topic, TopicKind, WellbeingContentTypeClass } from '@healthdeck/contract';
import type { Database } from '../../db/schema.js';
import { createClassStore, type ClassRecord } from '../../admin-classes/class-store.js';
import { legalAgreementsOf } from '../consents/legal-agreements.js';
import { preparedQuery } from '../../db/prepared-query.js';

export function toTopic(record: ClassRecord<WellbeingContentTypeClass>, selected: boolean): Topic {
  const d = record.data;
  return { id: record.id, title: d.title, slug: d.slug, description: d.description, category: d.category, kind: d.topic_kind, image: d.image, selected };
}

async function interestIds(db: Kysely<Database>, userId: string): Promise<string[]> {
  const rows = await db.selectFrom('user_topic_interests').select('topic_id').where('user_id', '=', userId).orderBy('created_at').orderBy('topic_id').execute();
  return rows.map((r) => r.topic_id);
}

/** Active topics, by sort_order then title, optionally of one kind / category. */
export async function activeTopics(db: Kysely<Database>, filters: { kind?: TopicKind; category?: string } = {}) {
  const { items } = await createClassStore(db).list<WellbeingContentTypeClass>('wellbeing_content_types', {
    filters: { content_kind: 'topic', is_active: true, ...(filters.kind ? { topic_kind: filters.kind } : {}), ...(filters.category ? { category: filters.category } : {}) },
    sort: 'sort_order',
  });
  return items;
}

export async function topicsOf(db: Kysely<Database>, userId: string, kind?: TopicKind): Promise<{ topics: Topic[] }> {
  const selected = new Set(await interestIds(db, userId));
  return { topics: (await activeTopics(db, { kind })).map((t) => toTopic(t, selected.has(t.id))) };
}

/**
 * What enrollment info reads of the member, in one round trip (the dashboard asks on every load;
 * it was five statements): active organisation and programme links, onboarding completion, topic
 * interests (in interestIds' order).
 */
export const enrollmentRow = preparedQuery((db, p: { userId: string }) =>
  db.selectNoFrom([
    sql<string[]>`array(select a_id::text from links where kind = 'organization_user' and b_id = ${p.userId} and is_active)`.as('organization_ids'),
    sql<string[]>`array(select a_id::text from links where kind = 'program_user' and b_id = ${p.userId} and is_active)`.as('program_ids'),
    sql<Date | null>`(select completed_at from user_onboarding where user_id = ${p.userId})`.as('completed_at'),
    sql<string[]>`array(select topic_id::text from user_topic_interests where user_id = ${p.userId} order by created_at, topic_id)`.as('topic_interest_ids'),
  ]),
);

export async function onboardingState(db: Kysely<Database>, userId: string): Promise<OnboardingState> {
  const row = await db.selectFrom('user_onboarding').select('completed_at').where('user_id', '=', userId).executeTakeFirst();
  const agreements = await legalAgreementsOf(db, userId);
  return { completed_at: row?.completed_at?.toISOString() ?? null, topic_interest_ids: await interestIds(db, userId), pending_required_agreements: agreements.pending_required };
}

/** Names of class records by id (organisations, programmes); unknown ids are left out. */
export async function namesOf(db: Kysely<Database>, classkey: 'organizations' | 'programs', ids: string[]) {
  const found = await createClassStore(db).getMany<{ name?: unknown }>(classkey, ids);
  return ids.flatMap((id) => {
    const r = found.get(id);
    return r ? [{ id: r.id, name: typeof r.data.name === 'string' ? r.data.name : '' }] : [];
  });
}
