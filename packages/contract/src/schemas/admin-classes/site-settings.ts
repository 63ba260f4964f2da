import { z } from 'zod';
import { Active, Code, Day, Key, Name, Order, ShortText, Text, Url } from './fields.js';

// Admin classes that configure the site itself: feature flags, toast locations, languages,
// global defaults, FAQ, security questions, help types, ads (spec 000 §1, §2, §3.1; spec 001 §3).

// The known flags and their defaults: FEATURE_FLAG_DEFAULTS in constants.ts (browser code reads them).

/** spec 000 §3.1 classkey featureflag: name and enabled (admins may add flags of their own). */
export const FeatureFlagClass = z.object({
  name: Key,
  enabled: z.boolean(),
  description: ShortText.optional(),
});
export type FeatureFlagClass = z.infer<typeof FeatureFlagClass>;

/**
 * spec 000 §3.1 classkey toast_message_locations (fields path, display_status); spec 000 §2: a
 * toast shows on an admin or client path only if an entry with display_status matches it (a *
 * matches exactly one path segment).
 */
export const ToastMessageLocationClass = z.object({
  path: z
    .string()
    .trim()
    .min(2, 'Required')
    .max(300)
    .regex(/^\/(admin|client)(\/[^/\s]+)*$/, 'Use an /admin or /client path; * matches one segment'),
  display_status: z.boolean(),
});
export type ToastMessageLocationClass = z.infer<typeof ToastMessageLocationClass>;

/** spec 000 §3.1 classkey languages; spec 001 §3 Languages (en English … mh Marshallese). */
export const LanguageClass = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[a-z]{2,3}$/, 'Use a two or three letter language code'),
  name: Name,
  enabled: Active,
  order: Order,
});
export type LanguageClass = z.infer<typeof LanguageClass>;

/**
 * spec 000 §3.1 classkey global_defaults (multipart: a default may carry a file, e.g. a logo):
 * a named value the product falls back to. `value` may arrive as JSON text from a form.
 */
export const GlobalDefaultClass = z.object({
  key: Key,
  value: z.union([z.string().max(20_000), z.number(), z.boolean(), z.null()]).default(null),
  description: ShortText.optional(),
  file: Url.optional(),
});
export type GlobalDefaultClass = z.infer<typeof GlobalDefaultClass>;

/** spec 000 §3.1 classkey faq. */
export const FaqClass = z.object({
  question: z.string().trim().min(1, 'Required').max(500),
  answer: Text.min(1, 'Required'),
  category: z.string().trim().max(100).optional(),
  order: Order,
  active: Active,
});
export type FaqClass = z.infer<typeof FaqClass>;

/** spec 000 §3.1 classkey securityquestions: the questions a member may pick for account recovery. */
export const SecurityQuestionClass = z.object({
  question: z.string().trim().min(1, 'Required').max(300),
  active: Active,
  order: Order,
});
export type SecurityQuestionClass = z.infer<typeof SecurityQuestionClass>;

/** spec 000 §3.1 classkey help_types: the topics a member may ask for help with. */
export const HelpTypeClass = z.object({
  name: Name,
  code: Code,
  description: Text.optional(),
  active: Active,
});
export type HelpTypeClass = z.infer<typeof HelpTypeClass>;

/** spec 000 §3.1 classkey ad: a promotion shown in the member area between two dates. */
export const AdClass = z.object({
  title: Name,
  body: Text.optional(),
  image: Url.optional(),
  url: Url.optional(),
  placement: z.string().trim().max(100).optional(),
  starts_on: Day.nullable().default(null),
  ends_on: Day.nullable().default(null),
  active: Active,
});
export type AdClass = z.infer<typeof AdClass>;
