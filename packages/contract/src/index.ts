export * from './errors.js';
export * from './constants.js';
export * from './routes.js';
export * from './schemas/common.js';
export * from './schemas/auth.js';
export * from './schemas/account.js';
export * from './schemas/hydration.js';
export * from './schemas/admin-users.js';
