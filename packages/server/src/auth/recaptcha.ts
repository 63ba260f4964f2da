/** Human verification behind an adapter, so the sandbox one (the default) lets everything work offline. */
export interface RecaptchaAdapter {
  verify(token: string): Promise<boolean>;
}

/**
 * The sandbox: the portal's sandbox checkbox makes tokens that start with 'sandbox-'; anything else
 * fails, so a client that forgets the check is caught in development too.
 */
export const sandboxRecaptcha: RecaptchaAdapter = {
  async verify(token) {
    return token.startsWith('sandbox-') && token.length > 'sandbox-'.length;
  },
};
