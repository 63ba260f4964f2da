// Fixtures for component tests on the fake server: the signed-in member's account and session
// tokens as the server answers them, cheap sign-in parameters, and a real sdk client on a fake.
import type { AccountResponse, SecondFactorStatus } from '@healthdeck/contract';
import { createHealthDeck } from '../create-health-deck.js';
import type { HealthDeck } from '../health-deck.js';
import { memoryStorage } from '../session/storage.js';
import { signInWithTokens } from '../auth/session-start.js';

/** Cheap but real Argon2id parameters (the contract's minimum memory) so sign-in tests run fast. */
export const TEST_KDF = { algorithm: 'argon2id', memoryKiB: 8192, iterations: 1, parallelism: 1, hashLength: 32 } as const;
export const TEST_KEY_SALT = 'c2FsdHNhbHRzYWx0c2FsdA==';

export interface AccountFixtureOptions {
  id?: string;
  email?: string;
  /** Default 'Sam Member'; null is an account made before names were asked. */
  name?: string | null;
  roles?: AccountResponse['user']['roles'];
  /** Default false (the Verify Email widget shows). */
  verified?: boolean;
  verificationEmailSent?: boolean;
  /**
   * Default true: the partner sign-on frame (spec 001 §3, §4) has loaded in this session, so a
   * screen's test sees no sign-on call it did not ask for; false to test the frame.
   */
  renderedMoreActiveIframe?: boolean;
  starBalance?: number;
  profile?: Partial<AccountResponse['profile']>;
}

/** The signed-in user's account as the server answers the account call (contract AccountResponse). */
export function accountFixture(options: AccountFixtureOptions = {}): AccountResponse {
  return {
    user: {
      id: options.id ?? 'user-1',
      email: options.email ?? 'member@example.com',
      name: options.name === undefined ? 'Sam Member' : options.name,
      verified: options.verified ?? false,
      star_balance: options.starBalance ?? 0,
      roles: options.roles ?? ['member'],
      organizations: [],
      programs: [],
    },
    profile: { sleep_goal: null, water_intake: null, ...options.profile },
    keySalt: TEST_KEY_SALT,
    publicKey: null,
    encrptedPrivateKey: null,
    encryptedDataKey: null,
    session: { kit_id: null, verificationEmailSent: options.verificationEmailSent ?? false },
    renderedMoreActiveIframe: options.renderedMoreActiveIframe ?? true,
  };
}

/**
 * The second-factor status as the server answers it (GET /api/auth/second-factor): by default a
 * session signed in with a code, as an admin's must be for the admin area to open.
 */
export function secondFactorFixture(options: Partial<SecondFactorStatus> = {}): SecondFactorStatus {
  return { totpEnrolled: true, recoveryCodesLeft: 10, passkeys: 0, sessionHasSecondFactor: true, required: true, ...options };
}

/** Session tokens as the login/refresh calls return them; refresh valid for a day. */
export function tokensFixture(): { accessToken: string; refreshToken: string; refreshExpires: number } {
  return { accessToken: 'access-token', refreshToken: 'refresh-token', refreshExpires: Math.floor(Date.now() / 1000) + 86400 };
}

/**
 * A real sdk client on a fake server (memory storage). Signed in with `tokensFixture()` unless
 * `signedIn` is false (signing in loads the account, so the fake must answer `account`).
 */
export async function createFakeClient(
  server: { fetch: typeof fetch },
  { signedIn = true, onUnauthorized = () => {} }: { signedIn?: boolean; onUnauthorized?: () => void } = {},
): Promise<HealthDeck> {
  const client = createHealthDeck({ fetch: server.fetch, storage: memoryStorage(), onUnauthorized });
  if (signedIn) await signInWithTokens(client, tokensFixture());
  return client;
}
