import { z } from 'zod';

// Ours: the member's (and staff's) signed-in sessions, each a browser or app that signed in, and
// signing out one of them or all the others (docs/decisions/0070-sessions-checked-on-every-request.md).

/** One session: the browser and system it signed in from (read from its user agent; null when unknown), when it began and was last used. */
export const ActiveSession = z.object({
  id: z.string().uuid(),
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** 'mobile', 'tablet', 'desktop', or null when the user agent does not say. */
  device: z.enum(['mobile', 'tablet', 'desktop']).nullable(),
  created_at: z.string(),
  last_used_at: z.string(),
  /** The session of this request (this device). */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof ActiveSession>;
export const SessionsResponse = z.object({ sessions: z.array(ActiveSession) });
export type SessionsResponse = z.infer<typeof SessionsResponse>;
export const SessionParams = z.object({ id: z.string().uuid('The session id must be a UUID') });
export const SessionsEndedResponse = z.object({ ended: z.number().int() });
export type SessionsEndedResponse = z.infer<typeof SessionsEndedResponse>;
