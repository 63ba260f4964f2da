import { z } from 'zod';
import { DEFAULT_WELLBEING_CATEGORY } from './admin-classes/content.js';
import { Topic } from './onboarding.js';

const Category = z
  .string()
  .trim()
  .min(1)
  .max(60)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Unknown category');

/** spec 000 §7.6 Wellbeing topics (category default mental-health). */
export const WellbeingTopicsQuery = z.object({ category: Category.default(DEFAULT_WELLBEING_CATEGORY) }).strict();
export const WellbeingTopicsResponse = z.object({ category: z.string(), topics: z.array(Topic) });
export type WellbeingTopicsResponse = z.infer<typeof WellbeingTopicsResponse>;

export const WellbeingResource = z.object({
  id: z.string().uuid(),
  topic_id: z.string().uuid(),
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  url: z.string().nullable(),
  body: z.string(),
  image: z.string().nullable(),
});
export type WellbeingResource = z.infer<typeof WellbeingResource>;

/** spec 000 §7.6 Wellbeing topic: one topic by slug with its resources (category default mental-health). */
export const WellbeingTopicQuery = z
  .object({
    slug: z.string().trim().min(1, 'slug is required').max(120),
    category: Category.default(DEFAULT_WELLBEING_CATEGORY),
  })
  .strict();
export const WellbeingTopicResponse = z.object({ topic: Topic, resources: z.array(WellbeingResource) });
export type WellbeingTopicResponse = z.infer<typeof WellbeingTopicResponse>;

/** spec 000 §7.6 Wellbeing resources: of one topic, or of every topic of a category. */
export const WellbeingResourcesQuery = z
  .object({
    topic_id: z.string().uuid('topic_id must be a UUID').optional(),
    category: Category.default(DEFAULT_WELLBEING_CATEGORY),
  })
  .strict();
export const WellbeingResourcesResponse = z.object({ resources: z.array(WellbeingResource) });
export type WellbeingResourcesResponse = z.infer<typeof WellbeingResourcesResponse>;
