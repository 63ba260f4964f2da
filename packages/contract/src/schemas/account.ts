import { z } from 'zod';
import { LANGUAGES, NAME_MAX, ROLES, type Language } from '../constants.js';

/** spec 001 §3 Languages: en, es, fr, de, pt, mh. */
export const LanguageCode = z.enum(Object.keys(LANGUAGES) as [Language, ...Language[]]);

/**
 * A member's name (spec 000 §1 'Logged in as: {name}'), one free-text field as people write it;
 * surrounding spaces are dropped, so a name of spaces alone reads as empty.
 */
export const UserName = z.string({ error: 'Enter your name' }).trim().min(1, 'Enter your name').max(NAME_MAX, `Your name must be at most ${NAME_MAX} characters`);

export const UserSummary = z.object({
  id: z.string(),
  email: z.string(),
  /** null for an account made before names were asked: show wording without a name, never the email's local part. */
  name: z.string().nullable(),
  verified: z.boolean(),
  star_balance: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  organizations: z.array(z.object({ id: z.string(), name: z.string() })),
  programs: z.array(z.string()),
});
export type UserSummary = z.infer<typeof UserSummary>;

/** spec 001 §3 Account: user with star_balance and verified; profile; keySalt; keys; flag renderedMoreActiveIframe. */
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
  /**
   * spec 001 §3 Account flag and §4 "Single sign-on session": the hidden frame has loaded the partner's
   * (MoreActive) sign-on url in this signed-in session, so it is not loaded again; a new sign-in clears it.
   */
  renderedMoreActiveIframe: z.boolean(),
});
export type AccountResponse = z.infer<typeof AccountResponse>;
