import { z } from 'zod';
import { LINK_PAIR_NAMES, LINK_PAIRS, type LinkPairName } from '../link-pairs.js';
import { WidgetClass, WidgetWidth, ContentDisplay, Alignment } from './admin-classes/programmes.js';

// spec 000 §3.3 link pairs and §7.2 link and unlink endpoints; spec 000 §4 campaigns toggled per
// organisation through is_active. Link and unlink are idempotent (204 whether or not it existed).

const Uuid = (what: string) => z.string().uuid(`The ${what} must be a UUID`);
const IntId = (what: string) =>
  z
    .number({ error: `The ${what} must be a number` })
    .int(`The ${what} must be a whole number`)
    .positive(`The ${what} must be positive`)
    .max(2_147_483_647);

export const UserOrganizationLink = z.object({ organization_id: Uuid('organization_id'), user_id: Uuid('user_id') });
export type UserOrganizationLink = z.infer<typeof UserOrganizationLink>;
export const RolePermissionLink = z.object({ permission_id: IntId('permission_id'), role_id: IntId('role_id') });
export type RolePermissionLink = z.infer<typeof RolePermissionLink>;
export const UserRoleLink = z.object({ role_id: IntId('role_id'), user_id: Uuid('user_id') });
export type UserRoleLink = z.infer<typeof UserRoleLink>;
export const OrganizationProgramLink = z.object({ organization_id: Uuid('organization_id'), program_id: Uuid('program_id') });
export type OrganizationProgramLink = z.infer<typeof OrganizationProgramLink>;
export const UserProgramLink = z.object({ program_id: Uuid('program_id'), user_id: Uuid('user_id') });
export type UserProgramLink = z.infer<typeof UserProgramLink>;
export const WidgetProgramLink = z.object({ program_id: Uuid('program_id'), widget_id: Uuid('widget_id') });
export type WidgetProgramLink = z.infer<typeof WidgetProgramLink>;
export const CampaignLink = z.object({ organization_id: Uuid('organization_id'), campaign_id: Uuid('campaign_id') });
export type CampaignLink = z.infer<typeof CampaignLink>;
/** spec 000 §3.3: organization_id with campaign_id plus is_active on toggle. */
export const CampaignToggle = CampaignLink.extend({ is_active: z.boolean({ error: 'is_active must be true or false' }) });
export type CampaignToggle = z.infer<typeof CampaignToggle>;
export const CampaignToggleResponse = CampaignToggle;
export type CampaignToggleResponse = z.infer<typeof CampaignToggleResponse>;

/** spec 000 §3.3: program_id with health_action_id plus add_to_all_users and priority. */
export const ProgramHealthActionLink = z.object({
  program_id: Uuid('program_id'),
  health_action_id: Uuid('health_action_id'),
  add_to_all_users: z.boolean().default(false),
  priority: z.number().int('priority must be a whole number').min(0, 'priority must be 0 to 1000').max(1000, 'priority must be 0 to 1000').default(0),
});
export type ProgramHealthActionLink = z.infer<typeof ProgramHealthActionLink>;
export const ProgramHealthActionUnlink = z.object({ program_id: Uuid('program_id'), health_action_id: Uuid('health_action_id') });
export type ProgramHealthActionUnlink = z.infer<typeof ProgramHealthActionUnlink>;
/** How many of the programme's members got the health action (0 without add_to_all_users). */
export const ProgramHealthActionLinkResponse = z.object({ program_id: z.string(), health_action_id: z.string(), priority: z.number().int(), users_added: z.number().int() });
export type ProgramHealthActionLinkResponse = z.infer<typeof ProgramHealthActionLinkResponse>;

/** A stored widget (spec 000 classkey widgets). */
export const Widget = WidgetClass.extend({ id: z.string().uuid() });
export type Widget = z.infer<typeof Widget>;

/**
 * spec 000 §7.2 Admin widgets batch update: display fields of many widgets at once. Placement is
 * not among them: where a widget sits is each page's layout (published from its draft: adminPageLayoutPublish).
 */
export const WidgetBatchItem = z.strictObject({
  id: Uuid('widget id'),
  width: WidgetWidth.optional(),
  content_display: ContentDisplay.optional(),
  imagePosition: Alignment.optional(),
  title: z.string().trim().max(200).optional(),
  subtitle: z.string().trim().max(500).optional(),
  description: z.string().max(5000).optional(),
});
export type WidgetBatchItem = z.infer<typeof WidgetBatchItem>;
export const WidgetsBatchRequest = z.object({
  widgets: z
    .array(WidgetBatchItem)
    .min(1, 'Send at least one widget')
    .max(200, 'At most 200 widgets at once')
    .refine((items) => new Set(items.map((w) => w.id)).size === items.length, 'Each widget may appear once'),
});
export type WidgetsBatchRequest = z.infer<typeof WidgetsBatchRequest>;
export const WidgetsBatchResponse = z.object({ widgets: z.array(Widget) });
export type WidgetsBatchResponse = z.infer<typeof WidgetsBatchResponse>;

/**
 * GET /api/admin/links: the records linked to the record whose `field` (one end of `pair`, spec 000
 * §3.3) is `id` — e.g. pair=organization_program, field=organization_id: that organisation's programs.
 */
export const AdminLinksQuery = z
  .object({
    pair: z.enum(LINK_PAIR_NAMES as [LinkPairName, ...LinkPairName[]], { error: `pair must be one of: ${LINK_PAIR_NAMES.join(', ')}` }),
    field: z.string().trim().min(1, 'field is required').max(40),
    id: z.string().trim().min(1, 'id is required').max(64),
  })
  .superRefine((query, ctx) => {
    const { a, b } = LINK_PAIRS[query.pair];
    if (query.field !== a.field && query.field !== b.field) ctx.addIssue({ code: 'custom', path: ['field'], message: `field must be ${a.field} or ${b.field}` });
  });
export type AdminLinksQuery = z.input<typeof AdminLinksQuery>;

/** One linked record: its id (text, also for roles and permissions), what an admin reads it by, and the pair's extras. */
export const LinkedItem = z.object({
  id: z.string(),
  label: z.string(),
  linked_at: z.string().nullable(),
  /** organization_campaign only (spec 000 §4 campaigns toggled per organisation). */
  is_active: z.boolean().optional(),
  /** program_health_action only. */
  priority: z.number().int().optional(),
});
export type LinkedItem = z.infer<typeof LinkedItem>;
export const AdminLinksResponse = z.object({ items: z.array(LinkedItem) });
export type AdminLinksResponse = z.infer<typeof AdminLinksResponse>;
