import type { RouteObject } from 'react-router';

/** The index screen (Users, spec 000 §2): hosts that load this table on navigation place it first. */
export const adminHomeScreen = async () => ({ Component: (await import('./screens/users-screen.js')).UsersScreen });
const usersScreen: RouteObject['lazy'] = adminHomeScreen;
const organizationForm: RouteObject['lazy'] = async () => ({ Component: (await import('./screens/organization-form-screen.js')).OrganizationFormScreen });

/**
 * Children of the host's /admin route (the host puts its session guard, RequireAdmin and
 * AdminLayout on /admin). The index is Users, the default admin item (spec 000 §2). Every screen
 * loads on first visit (a member's portal never loads admin code; the class screens carry the
 * contract's class schemas). Hosts import this table from `@healthdeck/admin/routes`.
 */
export const adminRoutes: RouteObject[] = [
  { index: true, lazy: usersScreen },
  { path: 'users', lazy: usersScreen },
  // spec 000 §7.2 a member's page for staff: links, daily logs, activation, enrollment, simulate, audited clinical reads.
  { path: 'users/:id', lazy: async () => ({ Component: (await import('./screens/member-screen.js')).MemberScreen }) },
  // spec 000 §6, §7.2 roles and permissions, with the role–permission links.
  { path: 'roles', lazy: async () => ({ Component: (await import('./screens/roles-screen.js')).RolesScreen }) },
  { path: 'roles/:id', lazy: async () => ({ Component: (await import('./screens/role-screen.js')).RoleScreen }) },
  { path: 'permissions', lazy: async () => ({ Component: (await import('./screens/permissions-screen.js')).PermissionsScreen }) },
  { path: 'key-recovery', lazy: async () => ({ Component: (await import('./screens/key-recovery-screen.js')).KeyRecoveryScreen }) },
  { path: 'account-deletions', lazy: async () => ({ Component: (await import('./screens/account-deletions-screen.js')).AccountDeletionsScreen }) },
  // spec 001 §2 server tables (spec 001 §7 sort fields; spec 000 §7.2, §7.5 admin kits, orders, customers).
  { path: 'kits', lazy: async () => ({ Component: (await import('./screens/kits-screen.js')).KitsScreen }) },
  { path: 'orders', lazy: async () => ({ Component: (await import('./screens/orders-screen.js')).OrdersScreen }) },
  { path: 'customers', lazy: async () => ({ Component: (await import('./screens/customers-screen.js')).CustomersScreen }) },
  // spec 001 §2 routes: the action item tree entries, and the action-group create form.
  { path: 'actions/:id', lazy: async () => ({ Component: (await import('./screens/action-item-screen.js')).ActionScreen }) },
  { path: 'action-groups/new', lazy: async () => ({ Component: (await import('./screens/action-group-new-screen.js')).ActionGroupNewScreen }) },
  { path: 'action-groups/:id', lazy: async () => ({ Component: (await import('./screens/action-item-screen.js')).ActionGroupScreen }) },
  // spec 000 §3.3 link pairs: a record's linked records, by the contract's LINK_PAIRS.
  { path: 'links/:kind/:id', lazy: async () => ({ Component: (await import('./screens/record-links-screen.js')).RecordLinksScreen }) },
  // spec 000 §3.3 Organization logo_variants (upload, show, remove each variant).
  { path: 'organizations/:id/logos', lazy: async () => ({ Component: (await import('./screens/organization-logos-screen.js')).OrganizationLogosScreen }) },
  // spec 000 §7.4 rewards with their background image and redemption secrets.
  { path: 'rewards', lazy: async () => ({ Component: (await import('./screens/rewards-screen.js')).RewardsScreen }) },
  { path: 'rewards/new', lazy: async () => ({ Component: (await import('./screens/reward-screen.js')).RewardNewScreen }) },
  { path: 'rewards/:id', lazy: async () => ({ Component: (await import('./screens/reward-screen.js')).RewardScreen }) },
  // spec 000 §7.6 batch uploads (users with organization_code, medications, allergies, health issues).
  { path: 'uploads', lazy: async () => ({ Component: (await import('./screens/batch-upload-screen.js')).BatchUploadScreen }) },
  { path: 'uploads/:kind', lazy: async () => ({ Component: (await import('./screens/batch-upload-screen.js')).BatchUploadScreen }) },
  // Administered content in each language (docs/decisions/0107-content-translations.md): the report, and a record's texts.
  { path: 'translations', lazy: async () => ({ Component: (await import('./screens/translation-report-screen.js')).TranslationReportScreen }) },
  { path: 'translations/:kind/:id', lazy: async () => ({ Component: (await import('./screens/translations-screen.js')).TranslationsScreen }) },
  // spec 001 §2 Page layouts: the page's widgets by area, ordered by drag and drop or keyboard, with a live preview.
  { path: 'pages/:id/layout', lazy: async () => ({ Component: (await import('./screens/page-layout-screen.js')).PageLayoutScreen }) },
  // spec 001 §5 call-to-action form, icon search and Preview Widget (ranked above classes/:classkey/…).
  { path: 'classes/widgets/new', lazy: async () => ({ Component: (await import('./screens/cta-form-screen.js')).WidgetFormScreen }) },
  { path: 'classes/widgets/:id', lazy: async () => ({ Component: (await import('./screens/cta-form-screen.js')).WidgetFormScreen }) },
  { path: 'classes/action/new', lazy: async () => ({ Component: (await import('./screens/cta-form-screen.js')).ActionFormScreen }) },
  { path: 'classes/action/:id', lazy: async () => ({ Component: (await import('./screens/cta-form-screen.js')).ActionFormScreen }) },
  // spec 000 §3.1 processes: the editor with the step catalogue and the run form; the runs with their steps and Retry.
  { path: 'classes/processes/new', lazy: async () => ({ Component: (await import('./screens/process-screen.js')).ProcessNewScreen }) },
  { path: 'classes/processes/:id', lazy: async () => ({ Component: (await import('./screens/process-screen.js')).ProcessScreen }) },
  { path: 'process-runs', lazy: async () => ({ Component: (await import('./screens/process-runs-screen.js')).ProcessRunsScreen }) },
  // An organisation's form, with its partner API keys under it once saved ('new' stays a new record).
  { path: 'classes/toast_message_locations', lazy: async () => ({ Component: (await import('./screens/toast-locations-screen.js')).ToastLocationsScreen }) },
  { path: 'classes/organizations/new', lazy: organizationForm },
  { path: 'classes/organizations/:id', lazy: organizationForm },
  {
    path: 'classes/:classkey',
    lazy: async () => ({ Component: (await import('./screens/class-list-screen.js')).ClassListScreen }),
  },
  {
    path: 'classes/:classkey/new',
    lazy: async () => ({ Component: (await import('./screens/class-form-screen.js')).ClassFormScreen }),
  },
  {
    path: 'classes/:classkey/:id',
    lazy: async () => ({ Component: (await import('./screens/class-form-screen.js')).ClassFormScreen }),
  },
];
