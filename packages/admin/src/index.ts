export { AdminLayout, type AdminLayoutProps } from './layouts/admin-layout.js';
export { RequireAdmin } from './guards/require-admin.js';
export { UsersScreen } from './screens/users-screen.js';
export { adminRoutes } from './routes.js';
export { pageCount } from './users/paging.js';
export { PAGE_SIZE, SEARCH_DEBOUNCE_MS, NO_RESULTS } from './users/table-constants.js';
export { CLASS_GROUP_OF, CLASS_GROUPS, classesByGroup, isClasskey, type ClassGroup } from './classes/class-catalogue.js';
export { classNames, type ClassName, type ClassNames } from './classes/class-names.js';
// The class screens and their field model load with their routes (code splitting): not exported here.
