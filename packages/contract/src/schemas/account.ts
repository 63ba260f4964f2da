import { z } from 'zod';
import { LANGUAGES, ROLES, type Language } from '../constants.js';

/** spec 001 §3 Languages: en, es, fr, de, pt, mh. */
export const LanguageCode = z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]]);

export const UserSummary = z.object({
  id: z.string(),
  email: z.string(),
  verified: z.boolean(),
  star_balance: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  organizations: z.array(z.object({ id: z.string(), name: z.string() })),
  programs: z.array(z.string()),
});
export type UserSummary = z.infer<typeof UserSummary>;

/** spec 001 §3 Account: user with star_balance and verified; profile; keySalt; keys. */
export const AccountResponse = z.object({
  user: UserSummary,
  profile: z.object({
    sleep_goal: z.number().nullable(),
    /** The water-intake setting; the hydration goal falls back to 96 when missing or not a number. */
    water_intake: z.string().nullable(),
    /** The language the member picked (spec 001 §2 language picker); absent until one is picked. */
    language: LanguageCode.nullable().optional(),
  }),
  keySalt: z.string(),
  publicKey: z.string().nullable(),
  encrptedPrivateKey: z.string().nullable(),
  encryptedDataKey: z.string().nullable(),
  session: z.object({ kit_id: z.string().nullable(), verificationEmailSent: z.boolean() }),
});
export type AccountResponse = z.infer<typeof AccountResponse>;
