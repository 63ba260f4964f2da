import { z } from 'zod';
import { Name, Order, SerialId, ShortText, Text, Url } from './fields.js';

// Admin classes behind the member's daily journal and meals (spec 000 §3.1; spec 001 §3, §4).
// symptoms, tasks and milestones are the very tables the member widgets read (an admin change is
// what members see); their ids are whole numbers.

/** spec 000 §3.1 classkey symptoms: the catalogue of spec 001 §4 Symptoms, listed by sort_order. */
export const SymptomClass = z.object({
  name: z.string().trim().min(1, 'Required').max(100),
  sort_order: Order,
  active: z.boolean().default(true),
});
export type SymptomClass = z.infer<typeof SymptomClass>;

/**
 * spec 000 §3.1 classkey tasks: the daily task catalogue (spec 001 §3 Daily task: name, display,
 * star_value, page_type, page_id, page_url). Internal links are app paths, external ones http(s).
 */
export const TaskClass = z
  .object({
    name: Name,
    display: ShortText.default(''),
    star_value: z.number().int().min(0, 'Must be at least 0').max(1000),
    page_type: z.enum(['internal', 'external']),
    page_id: z.string().trim().max(200).nullable().default(null),
    page_url: Url.min(1, 'Required'),
    position: Order,
    active: z.boolean().default(true),
  })
  .refine((t) => (t.page_type === 'internal' ? /^\/(?!\/)/.test(t.page_url) : /^https?:\/\//i.test(t.page_url)), {
    message: 'Internal links start with /, external ones with http:// or https://',
    path: ['page_url'],
  });
export type TaskClass = z.infer<typeof TaskClass>;

/** spec 000 §3.1 classkey milestones (multipart): spec 001 §3 milestone (name, icon, duration, event). */
export const MilestoneClass = z.object({
  kind: z.enum(['pregnancy', 'login_streak']),
  name: Name,
  icon: Url.nullable().default(null),
  duration_interval: z.enum(['days', 'weeks', 'months']),
  duration: z.number().int().min(1).max(1000).nullable().default(null),
  event_title: Name,
  event_image: Url.nullable().default(null),
});
export type MilestoneClass = z.infer<typeof MilestoneClass>;

/** spec 000 §3.1 classkey milestone_events (multipart): what a milestone shows at a given step. */
export const MilestoneEventClass = z.object({
  milestone_id: SerialId,
  step: z.number().int().min(1).max(1000),
  title: Name,
  description: Text.optional(),
  image: Url.optional(),
});
export type MilestoneEventClass = z.infer<typeof MilestoneEventClass>;

/** Meal kinds of a suggested meal (ours). */
export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack'] as const;

/**
 * spec 000 §3.1 classkey meals (include_meta, spec 000 §3.3): meals an admin suggests, made of
 * ingredients of the food catalogue (spec 000 §7.6 ingredients). Members' own meals stay private.
 */
export const MealClass = z.object({
  name: Name,
  meal_type: z.enum(MEAL_TYPES),
  description: Text.optional(),
  image: Url.optional(),
  items: z
    .array(z.object({ ingredient_id: SerialId, grams: z.number().min(1).max(2000) }))
    .min(1, 'Add at least one ingredient')
    .max(30),
  active: z.boolean().default(true),
});
export type MealClass = z.infer<typeof MealClass>;
