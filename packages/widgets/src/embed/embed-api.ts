import { accountKeys, createHealthDeckWithRoutes, signIn, signInWithTokens, signOut, type HealthDeck } from '@healthdeck/sdk';
import type { AccountResponse, SessionTokens } from '@healthdeck/contract/light';
import { setElementClient } from '../elements/element-client';
import { WIDGETS_VERSION } from '../version';

export interface HealthDeckEmbed {
  /** The page's one sdk client (created on first use). */
  readonly client: HealthDeck;
  /** Before the client is first used: point the embed at another API origin. */
  configure(options: { baseUrl?: string }): void;
  /** Member sign-in inside the embed (the derivation code loads on first call). */
  signIn(credentials: { email: string; password: string }): Promise<AccountResponse>;
  signOut(): Promise<void>;
  /** A short-lived session minted by the partner's server for its member. */
  useTokens(tokens: SessionTokens): Promise<AccountResponse>;
  /** Resolves when the elements present at load time are defined. */
  ready: Promise<void>;
  version: string;
}

export function createEmbedApi(options: { baseUrl: string; ready: Promise<void>; doc: Document }): HealthDeckEmbed {
  let baseUrl = options.baseUrl;
  let client: HealthDeck | null = null;

  const getClient = (): HealthDeck => {
    // Only the rows of the calls its code makes: each element's domains bring theirs (size budget).
    client ??= createHealthDeckWithRoutes({
      baseUrl,
      // A partner page must not be navigated away: the elements show their signed-out state and
      // the page hears about it to offer sign-in again.
      onUnauthorized: () => options.doc.dispatchEvent(new CustomEvent('hd-session-ended', { bubbles: true, composed: true })),
    });
    return client;
  };
  /** The account a sign-in loaded goes into the shared cache the elements read. */
  const shareAccount = (account: AccountResponse): AccountResponse => {
    const shared = getClient();
    shared.queryClient.setQueryData(accountKeys.all, account);
    return account;
  };
  setElementClient(getClient);

  return {
    get client() {
      return getClient();
    },
    configure(next) {
      if (next.baseUrl === undefined) return;
      if (client) {
        console.warn('[healthdeck] configure({ baseUrl }) came after the client was created; it keeps', baseUrl);
        return;
      }
      baseUrl = next.baseUrl.replace(/\/+$/, '');
    },
    // The sdk loads the password derivation (Argon2id) and the key unlock on this first call.
    signIn: async (credentials) => shareAccount(await signIn(getClient(), { email: credentials.email, password: credentials.password })),
    signOut: () => signOut(getClient()),
    useTokens: async (tokens) => shareAccount(await signInWithTokens(getClient(), tokens)),
    ready: options.ready,
    version: WIDGETS_VERSION,
  };
}
