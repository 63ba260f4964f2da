import { useMemo } from 'react';
import type { LinkPairName, RouteName } from '@healthdeck/contract/light';
import { createLinksApi, linksQueries, type LinksApi } from '@healthdeck/sdk';
import { useHealthDeck } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { linkBody } from './link-ends.js';

type LinkCall = (body: Record<string, unknown>) => Promise<unknown>;

/**
 * The sdk's link calls (spec 000 §7.2) and the links read, one per client. `call` makes the pair's
 * link, unlink or toggle call named by the contract's LINK_PAIRS (the sdk names its calls after the
 * routes), with the two ids under their fields plus any extra fields (is_active, priority).
 */
export function useLinks() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const api = createLinksApi(sdk);
    const calls = api as unknown as Partial<Record<RouteName, LinkCall>>;
    const call = (route: RouteName, pair: LinkPairName, ids: Record<string, string>, extra: Record<string, unknown> = {}) => {
      const method = calls[route];
      if (!method) throw new Error(`The sdk has no link call ${route}`);
      return method({ ...linkBody(pair, ids), ...extra });
    };
    return { api, queries: linksQueries(api), call };
  }, [sdk]);
}
export type { LinksApi };

/** What to tell the admin when a link call fails: the server's message as sent (spec 000 §8), or ours for a bad entry. */
export function linkFailure(error: unknown): string {
  return error instanceof RangeError ? error.message : errorMessage(error);
}
