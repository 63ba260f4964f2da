// The zod-free part of the contract, for browser bundles (sdk, widgets, embed): the route table,
// errors and constants as values; every schema's type as a type only (erased at build).
export * from './errors.js';
export * from './constants.js';
export * from './route-table.js';
export type * from './routes.js';
export type * from './schemas/common.js';
export type * from './schemas/auth.js';
export type * from './schemas/account.js';
export type * from './schemas/hydration.js';
export type * from './schemas/mood.js';
export type * from './schemas/symptoms.js';
export type * from './schemas/sleep.js';
export type * from './schemas/body-metrics.js';
export type * from './schemas/daily-tasks.js';
export type * from './schemas/admin-users.js';
export type * from './schemas/preferences.js';
export type * from './schemas/streaks.js';
export type * from './schemas/meals.js';
export type * from './schemas/rewards.js';
export type * from './schemas/notifications.js';
export type * from './schemas/activity.js';
export type * from './schemas/admin-classes/programmes.js';
export * from './meals-limits.js';
export type * from './schemas/admin-classes/content.js';
