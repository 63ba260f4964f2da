import type { AccountResponse } from '@healthdeck/contract/light';
import type { HealthDeck } from '@healthdeck/sdk';

// Loaded on the first HealthDeck.signIn() call: the password derivation (Argon2id) and the key
// unlock are only needed by pages that let the member sign in inside the embed.
export function signIn(client: HealthDeck, credentials: { email: string; password: string }): Promise<AccountResponse> {
  return client.auth.signIn({ email: credentials.email, password: credentials.password });
}
