import { lazyTranslations, type Catalogue } from '@healthdeck/widgets';

// The users screen's strings (spec 000 §2 default admin item; spec 001 §2 server table), in the six
// languages. The paging words are the shared ones (../shared/messages.ts).

export interface UsersMessages {
  title: string;
  search: string;
  searchPlaceholder: string;
  role: string;
  allRoles: string;
  roleNames: { admin: string; member: string };
  /** The member's name column (spec 000 §1 {name}); noName for an account made before names were asked. */
  name: string;
  noName: string;
  email: string;
  roles: string;
  verified: string;
  organizations: string;
  loading: string;
  total: (count: number) => string;
  loginAs: string;
  loginAsLabel: (email: string) => string;
  /** Why the server would not let staff act as this user (spec 000 §8: impersonation handles only INVALID_CREDENTIALS). */
  loginAsRefused: string;
  /** The link to the member's page for staff (/admin/users/:id). */
  openMember: string;
  openMemberLabel: (email: string) => string;
}

export const usersMessages: Catalogue<UsersMessages> = {
  en: {
    title: 'Users',
    search: 'Search users',
    searchPlaceholder: 'Email',
    role: 'Role',
    allRoles: 'All roles',
    roleNames: { admin: 'Admin', member: 'Member' },
    name: 'Name',
    noName: 'No name given',
    email: 'Email',
    roles: 'Roles',
    verified: 'Verified',
    organizations: 'Organizations',
    loading: 'Loading Users',
    total: (count) => (count === 1 ? '1 user' : `${count} users`),
    loginAs: 'Login as user',
    loginAsLabel: (email) => `Login as user ${email}`,
    loginAsRefused: 'This user cannot be logged in as (staff accounts and your own are excluded).',
    openMember: 'Open',
    openMemberLabel: (email) => `Open the page of ${email}`,
  },
  translations: lazyTranslations(() => import('./translations.js')),
};

/** A role as an administrator reads it: a shipped role (contract ROLES) by its label, another by its own name. */
export function roleLabel(names: UsersMessages['roleNames'], role: string): string {
  return Object.hasOwn(names, role) ? names[role as keyof UsersMessages['roleNames']] : role;
}
