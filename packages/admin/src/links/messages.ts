import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';
// The admin links screens' strings (spec 000 §3.3 link pairs; English here; the other five languages in ./translations.ts).
import type { LinkEndKind } from '@healthdeck/contract/light';

/** 'an organization', 'a user': the English article of the link ends' singular names (none starts with a vowel sound spelt otherwise). */
const withArticle = (singular: string) => `${/^[aeio]/i.test(singular) ? 'an' : 'a'} ${singular}`;

const en = {
  /** Plural (a section's heading) and singular (a record) of each kind of link end. */
  endNames: {
    organizations: { plural: 'Organizations', singular: 'organization' },
    programs: { plural: 'Programs', singular: 'program' },
    user: { plural: 'Users', singular: 'user' },
    widgets: { plural: 'Widgets', singular: 'widget' },
    campaigns: { plural: 'Campaigns', singular: 'campaign' },
    health_actions: { plural: 'Health actions', singular: 'health action' },
    role: { plural: 'Roles', singular: 'role' },
    permission: { plural: 'Permissions', singular: 'permission' },
  } as Record<LinkEndKind, { plural: string; singular: string }>,
  title: (label: string) => `Links: ${label}`,
  unknownKind: (kind: string) => `Records of “${kind}” have no links.`,
  loadingRecord: 'Loading record',
  unknownRecord: (id: string) => `There is no record with id “${id}”.`,
  intro: 'Each list shows what this record is linked to. Add or remove links; changes apply at once.',
  name: 'Name',
  linked: 'Linked',
  active: 'Active',
  priority: 'Priority',
  actions: 'Actions',
  none: (plural: string) => `No ${plural.toLowerCase()} linked yet.`,
  loading: (plural: string) => `Loading ${plural.toLowerCase()}`,
  find: (singular: string) => `Find ${withArticle(singular)}`,
  choose: (singular: string) => `${singular.charAt(0).toUpperCase()}${singular.slice(1)} to add`,
  chooseNone: 'Choose…',
  noMatches: 'No matches',
  add: 'Add',
  addLabel: (singular: string) => `Add ${singular}`,
  addToAllUsers: "Add to all the program's users",
  remove: 'Remove',
  removeLabel: (label: string) => `Remove ${label}`,
  activeLabel: (label: string) => `${label} active`,
  priorityLabel: (label: string) => `Priority of ${label}`,
  savePriority: 'Save',
  savePriorityLabel: (label: string) => `Save priority of ${label}`,
  open: 'Links',
  openLabel: (label: string) => `Links of ${label}`,
  added: (label: string) => `Added ${label}.`,
  addedToUsers: (label: string, users: number) => `Added ${label}; given to ${users === 1 ? '1 user' : `${users} users`}.`,
  removed: (label: string) => `Removed ${label}.`,
  toggled: (label: string, active: boolean) => `${label} is now ${active ? 'active' : 'inactive'}.`,
  prioritySaved: (label: string, priority: number) => `Priority of ${label} set to ${priority}.`,
  pickFirst: (singular: string) => `Choose ${withArticle(singular)} to add.`,
  priorityRange: 'Enter a whole number from 0 to 1000.',
};

export type LinksMessages = typeof en;

export const linksMessages: Catalogue<LinksMessages> = { en, translations: lazyTranslations(() => import('./translations.js')) };
