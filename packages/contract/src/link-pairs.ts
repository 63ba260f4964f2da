// spec 000 §3.3 link pairs and §7.2 link and unlink endpoints, as data (zod-free, so browser code
// reads it through '@healthdeck/contract/light'): each pair's two ends (the body field and what the
// id names), its link, unlink and toggle routes, and the extra fields the spec lists with it. The
// admin's links screens, the server's links read (adminLinks) and their tests are driven by it.

import type { RouteName } from './route-table.js';

/** What a link end names: a record of a class (spec 000 §3.1 classkey), a role or a permission. */
export type LinkEndKind = 'organizations' | 'programs' | 'user' | 'widgets' | 'campaigns' | 'health_actions' | 'role' | 'permission';

export interface LinkEnd {
  /** The body field of the link and unlink calls. */
  field: string;
  kind: LinkEndKind;
}

export interface LinkPairDef {
  a: LinkEnd;
  b: LinkEnd;
  link: RouteName;
  unlink: RouteName;
  /** spec 000 §3.3 "plus is_active on toggle": the route that switches a link active or inactive. */
  toggle?: RouteName;
  /** spec 000 §3.3 "plus add_to_all_users and priority" (program_id with health_action_id). */
  priority?: true;
  addToAllUsers?: true;
}

/** The eight pairs of spec 000 §3.3, in the spec's order. */
export const LINK_PAIRS = {
  role_permission: { a: { field: 'role_id', kind: 'role' }, b: { field: 'permission_id', kind: 'permission' }, link: 'linkRolePermission', unlink: 'unlinkRolePermission' },
  user_role: { a: { field: 'role_id', kind: 'role' }, b: { field: 'user_id', kind: 'user' }, link: 'linkUserRole', unlink: 'unlinkUserRole' },
  organization_user: {
    a: { field: 'organization_id', kind: 'organizations' },
    b: { field: 'user_id', kind: 'user' },
    link: 'linkUserOrganization',
    unlink: 'unlinkUserOrganization',
  },
  program_user: { a: { field: 'program_id', kind: 'programs' }, b: { field: 'user_id', kind: 'user' }, link: 'linkUserProgram', unlink: 'unlinkUserProgram' },
  organization_program: {
    a: { field: 'organization_id', kind: 'organizations' },
    b: { field: 'program_id', kind: 'programs' },
    link: 'linkOrganizationProgram',
    unlink: 'unlinkOrganizationProgram',
  },
  program_widget: { a: { field: 'program_id', kind: 'programs' }, b: { field: 'widget_id', kind: 'widgets' }, link: 'linkWidgetProgram', unlink: 'unlinkWidgetProgram' },
  organization_campaign: {
    a: { field: 'organization_id', kind: 'organizations' },
    b: { field: 'campaign_id', kind: 'campaigns' },
    link: 'linkCampaign',
    unlink: 'unlinkCampaign',
    toggle: 'toggleCampaign',
  },
  program_health_action: {
    a: { field: 'program_id', kind: 'programs' },
    b: { field: 'health_action_id', kind: 'health_actions' },
    link: 'linkProgramHealthAction',
    unlink: 'unlinkProgramHealthAction',
    priority: true,
    addToAllUsers: true,
  },
} as const satisfies Record<string, LinkPairDef>;

export type LinkPairName = keyof typeof LINK_PAIRS;
export const LINK_PAIR_NAMES = Object.keys(LINK_PAIRS) as LinkPairName[];

/** The pair's end that a field names, and the other end. */
export function linkEnds(pair: LinkPairName, field: string): { self: LinkEnd; other: LinkEnd } | null {
  const def: LinkPairDef = LINK_PAIRS[pair];
  if (def.a.field === field) return { self: def.a, other: def.b };
  if (def.b.field === field) return { self: def.b, other: def.a };
  return null;
}

/** Every pair with an end of this kind, as (pair, the field that end fills). */
export function linkPairsOf(kind: LinkEndKind): { pair: LinkPairName; field: string }[] {
  return LINK_PAIR_NAMES.flatMap((pair) => {
    const def: LinkPairDef = LINK_PAIRS[pair];
    return [def.a, def.b].filter((end) => end.kind === kind).map((end) => ({ pair, field: end.field }));
  });
}
