// spec 000 §8: the error catalogue. Messages are quoted exactly.
export const ERROR_MESSAGES = {
  InvalidCredentials: 'Invalid Credentials',
  Unexpected: 'Something went wrong! Try again later',
  Unauthorized: 'You are not authorized to access this resource',
  MaxIncorrectLoginAttempts: 'Max Incorrect Login Attempts',
  WeakPassword: 'Weak Password',
  /** A call made with no access token where auth is enforced (spec 000 §4). */
  LocalUnauthorized: 'Unauthorized',
  /** A refused network connection (spec 000 §8), reported as status 500. */
  UnableToConnect: 'Unable to connect to server',
} as const;

/**
 * What was wrong with a refused field (a 400's `issues`), for the browser to say in the member's
 * words and language: the English `fields` messages name fields as the API does. `limit` is the
 * bound a too_short/too_long (characters or items) or too_low/too_high (a number) broke.
 */
export const FIELD_ISSUE_CODES = ['required', 'too_short', 'too_long', 'too_low', 'too_high', 'format', 'invalid'] as const;
export type FieldIssueCode = (typeof FIELD_ISSUE_CODES)[number];
export interface FieldIssue {
  code: FieldIssueCode;
  limit?: number;
}

/** error_code values the login call answers with status 200 (spec 000 §8). */
export const LOGIN_ERROR_CODES = ['INVALID_CREDENTIALS', 'MAX_INCORRECT_LOGIN_ATTEMPTS', 'WEAK_PASSWORD'] as const;
export type LoginErrorCode = (typeof LOGIN_ERROR_CODES)[number];

/** error_code values of our own on non-200 answers; the body always carries a readable message. */
export const API_ERROR_CODES = [
  'VALIDATION_FAILED',
  'OUT_OF_RANGE',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'REFRESH_TOKEN_REUSED',
  'REFRESH_TOKEN_INVALID',
  'INVALID_KEY',
  'RECAPTCHA_FAILED',
  /** 401: no partner API key, or one that matches no key (partner member-token exchange). */
  'PARTNER_KEY_INVALID',
  /** 401: the partner API key was revoked by an admin. */
  'PARTNER_KEY_REVOKED',
  /** 403: the member asked for is not a member of the key's organisation (or no such member). */
  'MEMBER_NOT_IN_ORGANIZATION',
  /** 403: a browser call from an origin the organisation does not list in allowed_origins. */
  'ORIGIN_NOT_ALLOWED',
  /** 429: too many requests from one address or for one account (rate limits); Retry-After says when. */
  'RATE_LIMITED',
  /** 503: the database is unreachable for a moment (restart, lost connection); Retry-After says when to try. */
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];
