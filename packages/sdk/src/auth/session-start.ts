import type { AccountResponse, SessionTokens } from '@healthdeck/contract/light';
import type { AuthContext } from './context.js';

/** Stores the tokens, loads the account and remembers whose session it is. */
export async function startSession(ctx: AuthContext, tokens: SessionTokens): Promise<AccountResponse> {
  ctx.session.set(null);
  ctx.queryClient.clear(); // another member's cache must not leak into this session
  ctx.session.setTokens(tokens);
  const account = await ctx.loadAccount();
  ctx.session.update({
    userId: account.user.id,
    kit_id: account.session.kit_id,
    verificationEmailSent: account.session.verificationEmailSent,
  });
  return account;
}

/**
 * A session minted by a partner's server, so the embed never needs the member's password.
 * The data key is restored from the key store when this browser unlocked it before; otherwise
 * encrypted reads stay locked.
 */
export async function useTokens(ctx: AuthContext, tokens: SessionTokens): Promise<AccountResponse> {
  ctx.$dataKey.set(null);
  const account = await startSession(ctx, tokens);
  ctx.$dataKey.set(await ctx.keyStore.load(account.user.id));
  return account;
}
