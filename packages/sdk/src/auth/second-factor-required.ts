import type { AccountResponse } from '@healthdeck/contract/light';
import { HealthDeckError } from '../transport/errors.js';

/**
 * The password was right and the account has a second factor: sign-in waits for a code. `submit`
 * sends a code from the authenticator app (or a recovery code) and finishes the same sign-in (the
 * keys open with the password already given); a wrong code rejects with a BadRequest naming it, and
 * `submit` may be called again until the step ends (five codes or five minutes: the password again).
 */
export class SecondFactorRequired extends HealthDeckError {
  readonly submit: (code: string) => Promise<AccountResponse>;
  constructor(submit: (code: string) => Promise<AccountResponse>) {
    super('Enter the code from your authenticator app.', 401);
    this.submit = submit;
  }
}
