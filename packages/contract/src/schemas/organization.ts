import { z } from 'zod';
import { LogoVariant } from './admin-classes/programmes.js';

// spec 000 §7.2 organization, users activation-url (GET) and users enrollment (POST); spec 000
// §3.3 Organization logo_variants (logo_name, logo_path).

/** The member's organisation as the portal shows it (name and logo variants). */
export const MemberOrganization = z.object({ id: z.string(), name: z.string(), code: z.string(), logo_variants: z.array(LogoVariant) });
export type MemberOrganization = z.infer<typeof MemberOrganization>;
export const MemberOrganizationResponse = z.object({ organization: MemberOrganization.nullable() });
export type MemberOrganizationResponse = z.infer<typeof MemberOrganizationResponse>;

export const UserIdParams = z.object({ id: z.string().uuid('The user id must be a UUID') });
export type UserIdParams = z.infer<typeof UserIdParams>;
/** A one-time link: the user sets their password with it (which also verifies the email). */
export const ActivationUrlResponse = z.object({ url: z.string(), expires_at: z.string() });
export type ActivationUrlResponse = z.infer<typeof ActivationUrlResponse>;

export const EnrollmentRequest = z.object({
  user_id: z.string().uuid('The user_id must be a UUID'),
  organization_id: z.string().uuid('The organization_id must be a UUID'),
  program_id: z.string().uuid('The program_id must be a UUID'),
});
export type EnrollmentRequest = z.infer<typeof EnrollmentRequest>;
export const EnrollmentResponse = z.object({ user_id: z.string(), organization_ids: z.array(z.string()), program_ids: z.array(z.string()) });
export type EnrollmentResponse = z.infer<typeof EnrollmentResponse>;
