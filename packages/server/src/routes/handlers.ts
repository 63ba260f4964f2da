import type { RouteHandlers } from './types.js';
import { authHandlers } from './auth/index.js';
import { hydrationHandlers } from './hydration.js';
import { dailyTaskHandlers } from './daily-tasks.js';
import { sleepHandlers } from './sleep.js';
import { bodyMetricsHandlers } from './body-metrics.js';
import { account } from './account.js';
import { moodHandlers } from './mood.js';
import { symptomsHandlers } from './symptoms.js';
import { adminUsers } from './admin-users.js';
import { preferencesHandlers } from './preferences.js';
import { mealHandlers } from './meals.js';
import { streakHandlers } from './streaks.js';
import { kitsClientHandlers } from './kits-client.js';
import { kitsAdminHandlers } from './kits-admin.js';
import { kitDownloadHandlers } from './kit-downloads.js';
import { orderHandlers } from './orders.js';
import { customerHandlers } from './customers.js';
import { programResultsHandlers } from './program-results.js';
import { labSiteHandlers } from './lab-sites.js';
import { adminGenericHandlers } from './admin-generic.js';
import { mediaHandlers } from './media.js';

/** Every row of the contract route table has its handler here (checked by the RouteHandlers type). */
export const handlers: RouteHandlers = { ...authHandlers, ...hydrationHandlers, ...dailyTaskHandlers, ...moodHandlers, ...symptomsHandlers, ...sleepHandlers, ...bodyMetricsHandlers, ...preferencesHandlers, ...mealHandlers, ...streakHandlers, ...kitsClientHandlers, ...kitsAdminHandlers, ...kitDownloadHandlers, ...orderHandlers, ...customerHandlers, ...programResultsHandlers, ...labSiteHandlers, ...adminGenericHandlers, ...mediaHandlers, account, adminUsers };
