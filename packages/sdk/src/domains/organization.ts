// spec 000 §7.2 organization (the member's: name and logo variants, §3.3 logo_variants), users
// activation-url (GET) and users enrollment (POST).
import type { ActivationUrlResponse, EnrollmentRequest, EnrollmentResponse, MemberOrganizationResponse } from '@healthdeck/contract/light';
import { organizationRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { adminUsersKeys } from './admin-users.js';
import { pagesKeys } from './pages.js';

export const organizationKeys = { mine: ['organization'] as const };

const call = (hd: HealthDeck) => routed(hd.call, organizationRoutes);

/** The member's organization, or null when they belong to none. */
export function fetchMemberOrganization(hd: HealthDeck, signal?: AbortSignal): Promise<MemberOrganizationResponse> {
  return call(hd)('memberOrganization', { signal });
}

/** Admin: a one-time link on which the user sets their password (it verifies the email too). */
export function fetchActivationUrl(hd: HealthDeck, userId: string, signal?: AbortSignal): Promise<ActivationUrlResponse> {
  return call(hd)('adminUserActivationUrl', { params: { id: userId }, signal });
}

/** Admin: enrol a user into an organization and one of its programs. */
export async function enrollUser(hd: HealthDeck, enrollment: EnrollmentRequest): Promise<EnrollmentResponse> {
  const result = await call(hd)('adminUserEnrollment', { body: enrollment });
  await Promise.all([adminUsersKeys.all, pagesKeys.all, organizationKeys.mine].map((queryKey) => hd.queryClient.invalidateQueries({ queryKey })));
  return result;
}

export const memberOrganizationQuery = (hd: HealthDeck) => ({
  queryKey: organizationKeys.mine,
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchMemberOrganization(hd, signal),
});
