// spec 000 §8: the error catalogue. Every error the sdk throws is a HealthDeckError with the
// HTTP-ish status a caller can branch on and the spec's message, quoted from the contract.
import { ERROR_MESSAGES, type FieldIssue } from '@healthdeck/contract/light';

export class HealthDeckError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.status = status;
    // `name` lets plain-JavaScript callers branch without instanceof across bundles.
    this.name = new.target.name;
  }
}

/** Login answered INVALID_CREDENTIALS (200 on the wire; 401 is what it means). */
export class InvalidCredentials extends HealthDeckError {
  constructor() {
    super(ERROR_MESSAGES.InvalidCredentials, 401);
  }
}

/** Anything we cannot make sense of; also a refused connection ('Unable to connect to server', 500). */
export class Unexpected extends HealthDeckError {
  constructor(message: string = ERROR_MESSAGES.Unexpected, status = 500) {
    super(message, status);
  }
}

/** spec 000 §8: one error type for credential calls, another for admin calls — told apart by `kind`. */
export type UnauthorizedKind = 'credentials' | 'admin';
export class Unauthorized extends HealthDeckError {
  readonly kind: UnauthorizedKind;
  constructor(kind: UnauthorizedKind = 'credentials', message: string = ERROR_MESSAGES.Unauthorized) {
    super(message, 401);
    this.kind = kind;
  }
}

/**
 * 400: carries the server message and the whole body (per-field messages live in body.fields);
 * `issues` are the refused fields' issues as codes (contract FieldIssue), for a form to word in the
 * member's language.
 */
export class BadRequest extends HealthDeckError {
  readonly body: unknown;
  constructor(message: string, body: unknown = null) {
    super(message, 400);
    this.body = body;
  }
  get issues(): Readonly<Record<string, FieldIssue>> {
    return (this.body as { issues?: Record<string, FieldIssue> } | null)?.issues ?? {};
  }
}

/** Login answered MAX_INCORRECT_LOGIN_ATTEMPTS; 429 because the account is locked out for a while. */
export class MaxIncorrectLoginAttempts extends HealthDeckError {
  constructor() {
    super(ERROR_MESSAGES.MaxIncorrectLoginAttempts, 429);
  }
}

/** Login answered WEAK_PASSWORD, or the client refused the password before deriving (only it sees the password). */
export class WeakPassword extends HealthDeckError {
  readonly reason?: string;
  constructor(reason?: string) {
    super(ERROR_MESSAGES.WeakPassword, 400);
    this.reason = reason;
  }
}

/**
 * A recovery phrase that cannot be used: `wrong` (not a valid phrase, or it does not open this
 * account's keys) or `none` (the account has no recovery phrase).
 */
export class RecoveryPhraseRefused extends HealthDeckError {
  readonly reason: 'wrong' | 'none';
  constructor(reason: 'wrong' | 'none') {
    super(reason === 'wrong' ? 'This recovery phrase does not open your keys' : 'This account has no recovery phrase', 400);
    this.reason = reason;
  }
}

/** The private key is not open in this page (after a reload): unlock it with the password first (401: the password is what is missing). */
export class PrivateKeyLocked extends HealthDeckError {
  constructor() {
    super('Unlock your keys with your password first', 401);
  }
}

/**
 * Any other status: 'Failed to ' + the route's operation (spec 000 §8, e.g. 'Failed to load orders');
 * the server's message instead on the calls whose handling asks for it (vital create, telehealth
 * reschedule, batch uploads on 500).
 */
export class RequestFailed extends HealthDeckError {
  readonly operation: string;
  constructor(operation: string, status: number, message = `Failed to ${operation}`) {
    super(message, status);
    this.operation = operation;
  }
}

/** What a 429 says when the server gave no message of its own. */
export const TOO_MANY_REQUESTS_MESSAGE = 'Too many attempts. Please wait a moment and try again.';

/**
 * 429 from the server's rate limits (sign-in, pre-login, sign-up, password reset and verification
 * emails, human check): the server's message, which says how long to wait ('Too many sign-in
 * attempts from this address. Please try again in 42 seconds.'), and Retry-After in seconds when
 * sent. A RequestFailed, so callers branching on that keep working.
 */
export class TooManyRequests extends RequestFailed {
  readonly retryAfterSeconds: number | null;
  constructor(operation: string, message: string = TOO_MANY_REQUESTS_MESSAGE, retryAfterSeconds: number | null = null) {
    super(operation, 429, message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}
