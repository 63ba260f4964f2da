// spec 000 §7.2 organization (the member's: name and logo variants, §3.3 logo_variants), users
// activation-url (GET) and users enrollment (POST). A standalone factory.
import type { ActivationUrlResponse, EnrollmentRequest, EnrollmentResponse, MemberOrganizationResponse } from '@healthdeck/contract/light';
import { routed } from '../transport/http.js';
import { organizationRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { PAGES_KEY } from './pages.js';

export const MEMBER_ORGANIZATION_KEY = ['organization'] as const;

export function createOrganizationApi(hd: Pick<HealthDeck, 'call' | 'queryClient'>) {
  const { queryClient } = hd;
  const call = routed(hd.call, organizationRoutes);
  return {
    /** The member's organization, or null when they belong to none. */
    mine: (signal?: AbortSignal): Promise<MemberOrganizationResponse> => call('memberOrganization', { signal }),
    /** Admin: a one-time link on which the user sets their password (it verifies the email too). */
    activationUrl: (userId: string, signal?: AbortSignal): Promise<ActivationUrlResponse> => call('adminUserActivationUrl', { params: { id: userId }, signal }),
    /** Admin: enrol a user into an organization and one of its programs. */
    async enroll(enrollment: EnrollmentRequest): Promise<EnrollmentResponse> {
      const result = await call('adminUserEnrollment', { body: enrollment });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
        queryClient.invalidateQueries({ queryKey: PAGES_KEY }),
        queryClient.invalidateQueries({ queryKey: MEMBER_ORGANIZATION_KEY }),
      ]);
      return result;
    },
  };
}
export type OrganizationApi = ReturnType<typeof createOrganizationApi>;
