import type { AccountResponse } from '@healthdeck/contract/light';

/** The signed-in account; `deletionCancelled` when this sign-in cancelled the account's pending deletion. */
type SignedIn = AccountResponse & { deletionCancelled?: true };
import { HealthDeckError } from '../transport/errors.js';

/**
 * The password was right and the account has a second factor: sign-in waits for a code. `submit`
 * sends a code from the authenticator app (or a recovery code) and finishes the same sign-in (the
 * keys open with the password already given); a wrong code rejects with a BadRequest naming it, and
 * `submit` may be called again until the step ends (five codes or five minutes: the password again).
 */
export class SecondFactorRequired extends HealthDeckError {
  readonly submit: (code: string) => Promise<SignedIn>;
  constructor(submit: (code: string) => Promise<SignedIn>) {
    super('Enter the code from your authenticator app.', 401);
    this.submit = submit;
  }
}
