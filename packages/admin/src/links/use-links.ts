import { useMemo } from 'react';
import type { LinkPairName, RouteName } from '@healthdeck/contract/light';
import {
  linkCampaign,
  linkedQuery,
  linkOrganizationProgram,
  linkProgramHealthAction,
  linkRolePermission,
  linkUserOrganization,
  linkUserProgram,
  linkUserRole,
  linkWidgetProgram,
  toggleCampaign,
  unlinkCampaign,
  unlinkOrganizationProgram,
  unlinkProgramHealthAction,
  unlinkRolePermission,
  unlinkUserOrganization,
  unlinkUserProgram,
  unlinkUserRole,
  unlinkWidgetProgram,
  type HealthDeck,
} from '@healthdeck/sdk';
import type { AdminLinksQuery } from '@healthdeck/contract/light';
import { useHealthDeck } from '@healthdeck/widgets';
import { errorMessage } from '../classes/errors.js';
import { linkBody } from './link-ends.js';

type LinkCall = (hd: HealthDeck, body: never) => Promise<unknown>;

/** The sdk's link calls by the route each sends (the sdk names its calls after the routes). */
const LINK_CALLS: Partial<Record<RouteName, LinkCall>> = {
  linkUserOrganization,
  unlinkUserOrganization,
  linkRolePermission,
  unlinkRolePermission,
  linkOrganizationProgram,
  unlinkOrganizationProgram,
  linkUserProgram,
  unlinkUserProgram,
  linkUserRole,
  unlinkUserRole,
  linkWidgetProgram,
  unlinkWidgetProgram,
  linkCampaign,
  unlinkCampaign,
  toggleCampaign,
  linkProgramHealthAction,
  unlinkProgramHealthAction,
};

/**
 * The sdk's link calls (spec 000 §7.2) and the links read on the app's client. `call` makes the
 * pair's link, unlink or toggle call named by the contract's LINK_PAIRS, with the two ids under
 * their fields plus any extra fields (is_active, priority).
 */
export function useLinks() {
  const sdk = useHealthDeck();
  return useMemo(() => {
    const call = (route: RouteName, pair: LinkPairName, ids: Record<string, string>, extra: Record<string, unknown> = {}) => {
      const method = LINK_CALLS[route];
      if (!method) throw new Error(`The sdk has no link call ${route}`);
      return method(sdk, { ...linkBody(pair, ids), ...extra } as never);
    };
    return { queries: { linked: (query: AdminLinksQuery) => linkedQuery(sdk, query) }, call };
  }, [sdk]);
}

/** What to tell the admin when a link call fails: the server's message as sent (spec 000 §8), or ours for a bad entry. */
export function linkFailure(error: unknown): string {
  return error instanceof RangeError ? error.message : errorMessage(error);
}
