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
import { featureFlagHandlers } from './feature-flags.js';
import { toastLocationHandlers } from './toast-locations.js';
import { mealHandlers } from './meals.js';
import { streakHandlers } from './streaks.js';
import { kitsClientHandlers } from './kits-client.js';
import { kitsAdminHandlers } from './kits-admin.js';
import { kitDownloadHandlers } from './kit-downloads.js';
import { orderHandlers } from './orders.js';
import { customerHandlers } from './customers.js';
import { programResultsHandlers } from './program-results.js';
import { labSiteHandlers } from './lab-sites.js';
import { measurementHandlers } from './measurements.js';
import { vitalHandlers } from './vitals.js';
import { hraHandlers } from './hra.js';
import { nutritionFormHandlers } from './nutrition-form.js';
import { telehealthHandlers } from './telehealth.js';
import { smartlinkHandlers } from './smartlink.js';
import { clinicalAdminHandlers } from './clinical-admin.js';
import { rewardAdminHandlers } from './rewards-admin.js';
import { rewardSecretHandlers } from './reward-secrets.js';
import { rewardClientHandlers } from './rewards-client.js';
import { notificationHandlers } from './notifications.js';
import { userFlowActivityHandlers } from './user-flow-activity.js';
import { activityHistoryHandlers } from './activity-history.js';
import { dailyLogHandlers } from './daily-logs.js';
import { adminGenericHandlers } from './admin-generic.js';
import { mediaHandlers } from './media.js';

import { auditImpersonatedWrites, impersonationHandlers } from './impersonation.js';
import { roleHandlers } from './roles.js';
import { processHandlers } from './processes.js';
import { programHandlers } from './programs.js';
import { linkHandlers } from './links.js';
import { adminWidgetsBatch } from './widgets-batch.js';
import { ssoHandlers } from './sso.js';
import { memberOrganization } from './organization.js';
import { userActivationHandlers } from './user-activation.js';
import { pageHandlers } from './pages.js';
import { consentHandlers } from './consents.js';
import { accountDeletionHandlers } from './account-deletion.js';
import { onboardingHandlers } from './onboarding.js';
import { wellbeingHandlers } from './wellbeing.js';
import { healthTipHandlers } from './health-tips.js';
import { integrationHandlers } from './integrations.js';
import { healthActionHandlers } from './health-actions.js';
import { actionHandlers } from './actions.js';
import { deviceHandlers } from './devices.js';
import { batchUploadHandlers } from './batch-uploads.js';
import { partnerKeyHandlers } from './partner-keys.js';
import { sessionsHandlers } from './sessions.js';
import { timelineHandlers } from './timeline.js';
import { recoveryKeyHandlers } from './recovery-keys.js';
import { keyRecoveryHandlers } from './key-recovery.js';
import { samlHandlers } from './saml.js';
import { resultRuleHandlers } from './result-rules.js';
import { translationHandlers } from './translations.js';
/** Every row of the contract route table has its handler here (checked by the RouteHandlers type). */
// Writes made while a staff member acts as a member are audited (routes/impersonation.ts).
export const handlers: RouteHandlers = auditImpersonatedWrites({
  ...roleHandlers,
  ...processHandlers,
  ...programHandlers,
  ...linkHandlers,
  ...impersonationHandlers,
  ...sessionsHandlers,
  ...timelineHandlers,
  ...ssoHandlers,
  ...userActivationHandlers,
  ...pageHandlers,
  adminWidgetsBatch,
  memberOrganization,
  ...consentHandlers,
  ...accountDeletionHandlers,
  ...onboardingHandlers,
  ...wellbeingHandlers,
  ...healthTipHandlers,
  ...integrationHandlers,
  ...healthActionHandlers,
  ...actionHandlers,
  ...deviceHandlers,
  ...batchUploadHandlers,
  ...partnerKeyHandlers,
  ...recoveryKeyHandlers,
  ...keyRecoveryHandlers,
  ...samlHandlers,
  ...resultRuleHandlers,
  ...translationHandlers,
  ...authHandlers,
  ...hydrationHandlers,
  ...dailyTaskHandlers,
  ...moodHandlers,
  ...symptomsHandlers,
  ...sleepHandlers,
  ...bodyMetricsHandlers,
  ...preferencesHandlers,
  ...featureFlagHandlers,
  ...toastLocationHandlers,
  ...mealHandlers,
  ...streakHandlers,
  ...kitsClientHandlers,
  ...kitsAdminHandlers,
  ...kitDownloadHandlers,
  ...orderHandlers,
  ...customerHandlers,
  ...programResultsHandlers,
  ...labSiteHandlers,
  ...measurementHandlers,
  ...vitalHandlers,
  ...hraHandlers,
  ...nutritionFormHandlers,
  ...telehealthHandlers,
  ...smartlinkHandlers,
  ...clinicalAdminHandlers,
  ...rewardAdminHandlers,
  ...rewardSecretHandlers,
  ...rewardClientHandlers,
  ...notificationHandlers,
  ...userFlowActivityHandlers,
  ...activityHistoryHandlers,
  ...dailyLogHandlers,
  ...adminGenericHandlers,
  ...mediaHandlers,
  account,
  adminUsers,
});
