import type { Permission } from './constants.js';
import type { LoginErrorCode } from './errors.js';
import { authRoutes } from './route-rows/auth.js';
import { secondFactorRoutes } from './route-rows/second-factor.js';
import { accountRoutes } from './route-rows/account.js';
import { preferencesRoutes } from './route-rows/preferences.js';
import { hydrationRoutes } from './route-rows/hydration.js';
import { sleepRoutes } from './route-rows/sleep.js';
import { bodyMetricsRoutes } from './route-rows/body-metrics.js';
import { moodRoutes } from './route-rows/mood.js';
import { symptomsRoutes } from './route-rows/symptoms.js';
import { dailyTasksRoutes } from './route-rows/daily-tasks.js';
import { featureFlagsRoutes } from './route-rows/feature-flags.js';
import { toastLocationsRoutes } from './route-rows/toast-locations.js';
import { streaksRoutes } from './route-rows/streaks.js';
import { mealsRoutes } from './route-rows/meals.js';
import { consentsRoutes } from './route-rows/consents.js';
import { accountDeletionRoutes } from './route-rows/account-deletion.js';
import { onboardingRoutes } from './route-rows/onboarding.js';
import { topicInterestsRoutes } from './route-rows/topic-interests.js';
import { wellbeingRoutes } from './route-rows/wellbeing.js';
import { healthTipsRoutes } from './route-rows/health-tips.js';
import { integrationsRoutes } from './route-rows/integrations.js';
import { healthActionsRoutes } from './route-rows/health-actions.js';
import { actionsRoutes } from './route-rows/actions.js';
import { devicesRoutes } from './route-rows/devices.js';
import { humanCheckRoutes } from './route-rows/human-check.js';
import { batchUploadsRoutes } from './route-rows/batch-uploads.js';
import { measurementsRoutes } from './route-rows/measurements.js';
import { vitalsRoutes } from './route-rows/vitals.js';
import { recordResealRoutes } from './route-rows/record-reseal.js';
import { hraFormRoutes } from './route-rows/hra-form.js';
import { hraSectionsRoutes } from './route-rows/hra-sections.js';
import { nutritionFormRoutes } from './route-rows/nutrition-form.js';
import { hraAdminRoutes } from './route-rows/hra-admin.js';
import { telehealthFormRoutes } from './route-rows/telehealth-form.js';
import { telehealthSlotsRoutes } from './route-rows/telehealth-slots.js';
import { telehealthBookingRoutes } from './route-rows/telehealth-booking.js';
import { appointmentsRoutes } from './route-rows/appointments.js';
import { telehealthAdminRoutes } from './route-rows/telehealth-admin.js';
import { smartlinkSlotsRoutes } from './route-rows/smartlink-slots.js';
import { smartlinkRoutes } from './route-rows/smartlink.js';
import { adminUsersRoutes } from './route-rows/admin-users.js';
import { rewardsRoutes } from './route-rows/rewards.js';
import { rewardsAdminRoutes } from './route-rows/rewards-admin.js';
import { notificationsRoutes } from './route-rows/notifications.js';
import { userFlowRoutes } from './route-rows/user-flow.js';
import { activityRoutes } from './route-rows/activity.js';
import { adminClassesRoutes } from './route-rows/admin-classes.js';
import { mediaRoutes } from './route-rows/media.js';
import { rolesRoutes } from './route-rows/roles.js';
import { processesRoutes } from './route-rows/processes.js';
import { programsRoutes } from './route-rows/programs.js';
import { linksRoutes } from './route-rows/links.js';
import { impersonationRoutes } from './route-rows/impersonation.js';
import { organizationRoutes } from './route-rows/organization.js';
import { pagesRoutes } from './route-rows/pages.js';
import { kitsRoutes } from './route-rows/kits.js';
import { ordersRoutes } from './route-rows/orders.js';
import { programResultsRoutes } from './route-rows/program-results.js';
import { labSitesRoutes } from './route-rows/lab-sites.js';
import { partnerKeysRoutes } from './route-rows/partner-keys.js';
import { sessionsRoutes } from './route-rows/sessions.js';
import { recoveryKeysRoutes } from './route-rows/recovery-keys.js';
import { keyRecoveryRoutes } from './route-rows/key-recovery.js';
import { samlRoutes } from './route-rows/saml.js';
import { timelineRoutes } from './route-rows/timeline.js';
import { resultRulesRoutes } from './route-rows/result-rules.js';
import { translationsRoutes } from './route-rows/translations.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * What a call is, without its schemas: this table carries no zod, so browser code (sdk, widgets)
 * can import it through '@healthdeck/contract/light' without shipping the validators.
 */
export interface RouteMeta {
  method: HttpMethod;
  /** Fastify-style path under the API base, e.g. '/api/client/user-hydration/last'. */
  path: string;
  /** 'none' = public; 'member' = any signed-in user; 'admin' = needs `permission`. */
  auth: 'none' | 'member' | 'admin';
  permission?: Permission;
  /** Status the client treats as success (spec 000 §8: 200, 201 for role create, 204 for many writes). */
  successStatus: 200 | 201 | 204;
  /** Used in the generic failure message: 'Failed to ' + operation. */
  operation: string;
  /** The body is multipart/form-data (a file upload), not JSON; the sdk sends a FormData. */
  multipart?: true;
  /** The success body is a file (a download, e.g. a PDF): the sdk answers the fetch Response unread. */
  file?: true;
  /** spec 000 §8: this call's special cases of the error catalogue (see CallHandling). */
  handling?: CallHandling;
  /**
   * Server-to-server: the caller is a partner's server holding an organisation's partner API key
   * (header PARTNER_KEY_HEADER), not a member or an admin (auth is 'none': no bearer token).
   */
  partnerKey?: true;
}

/**
 * spec 000 §8, call by call; the sdk transport reads it (packages/sdk/src/transport/http.ts).
 * Without an entry: the success status gives the data (204 → null); 401 → Unauthorized ('admin' kind
 * on admin rows); 400 → BadRequest with the server message (else 'Failed to ' + operation) and the
 * body; any other status → RequestFailed 'Failed to ' + operation; a 200 body with an error_code
 * → that login error.
 */
export interface CallHandling {
  /** 'body': a 400 resolves with the ApiError body (meal and exercise create/update, batch uploads); 'bad-request': the default, stated for the spec's listed calls. */
  on400?: 'body' | 'bad-request';
  /** Failing statuses (not 400/401) whose server message, when present, replaces 'Failed to …' ('any': vital create, telehealth reschedule; [500]: batch uploads). */
  serverMessage?: 'any' | readonly number[];
  /** A 204 is success on this row too and resolves with null or {} (spec 000 §7.5 order one: 'empty-object'; §7.6 HRA form: 'null'). Rows expecting 204 resolve null. */
  on204?: 'null' | 'empty-object';
  /** The 200 error_code values mapped to their own errors (impersonation and SSO: only INVALID_CREDENTIALS); other codes are Unexpected. Default: all three. */
  loginErrorCodes?: readonly LoginErrorCode[];
}

/**
 * Every call of the catalogue (spec 000 §7), by name. The rows live per sdk domain in route-rows/
 * (a browser bundle imports only the rows of the domains it calls, docs/decisions/0010-route-rows-and-call-handling.md); this is their union, in the catalogue's order within each domain.
 */
export const routeTable = {
  ...authRoutes,
  ...humanCheckRoutes,
  ...secondFactorRoutes,
  ...accountRoutes,
  ...preferencesRoutes,
  ...hydrationRoutes,
  ...sleepRoutes,
  ...bodyMetricsRoutes,
  ...moodRoutes,
  ...symptomsRoutes,
  ...dailyTasksRoutes,
  ...featureFlagsRoutes,
  ...toastLocationsRoutes,
  ...streaksRoutes,
  ...mealsRoutes,
  ...consentsRoutes,
  ...accountDeletionRoutes,
  ...topicInterestsRoutes,
  ...onboardingRoutes,
  ...wellbeingRoutes,
  ...healthTipsRoutes,
  ...integrationsRoutes,
  ...healthActionsRoutes,
  ...actionsRoutes,
  ...devicesRoutes,
  ...batchUploadsRoutes,
  ...measurementsRoutes,
  ...vitalsRoutes,
  ...recordResealRoutes,
  ...hraFormRoutes,
  ...hraSectionsRoutes,
  ...nutritionFormRoutes,
  ...hraAdminRoutes,
  ...telehealthFormRoutes,
  ...telehealthSlotsRoutes,
  ...telehealthBookingRoutes,
  ...appointmentsRoutes,
  ...telehealthAdminRoutes,
  ...smartlinkSlotsRoutes,
  ...smartlinkRoutes,
  ...adminUsersRoutes,
  ...rewardsRoutes,
  ...rewardsAdminRoutes,
  ...notificationsRoutes,
  ...userFlowRoutes,
  ...activityRoutes,
  ...adminClassesRoutes,
  ...mediaRoutes,
  ...rolesRoutes,
  ...processesRoutes,
  ...programsRoutes,
  ...linksRoutes,
  ...impersonationRoutes,
  ...organizationRoutes,
  ...pagesRoutes,
  ...kitsRoutes,
  ...ordersRoutes,
  ...programResultsRoutes,
  ...labSitesRoutes,
  ...partnerKeysRoutes,
  ...sessionsRoutes,
  ...recoveryKeysRoutes,
  ...keyRecoveryRoutes,
  ...samlRoutes,
  ...timelineRoutes,
  ...resultRulesRoutes,
  ...translationsRoutes,
} as const satisfies Record<string, RouteMeta>;

export type RouteName = keyof typeof routeTable;

export { authRoutes } from './route-rows/auth.js';
export { secondFactorRoutes } from './route-rows/second-factor.js';
export { accountRoutes } from './route-rows/account.js';
export { preferencesRoutes } from './route-rows/preferences.js';
export { hydrationRoutes } from './route-rows/hydration.js';
export { sleepRoutes } from './route-rows/sleep.js';
export { bodyMetricsRoutes } from './route-rows/body-metrics.js';
export { moodRoutes } from './route-rows/mood.js';
export { symptomsRoutes } from './route-rows/symptoms.js';
export { dailyTasksRoutes } from './route-rows/daily-tasks.js';
export { featureFlagsRoutes } from './route-rows/feature-flags.js';
export { toastLocationsRoutes } from './route-rows/toast-locations.js';
export { streaksRoutes } from './route-rows/streaks.js';
export { mealsRoutes } from './route-rows/meals.js';
export { consentsRoutes } from './route-rows/consents.js';
export { accountDeletionRoutes } from './route-rows/account-deletion.js';
export { onboardingRoutes } from './route-rows/onboarding.js';
export { topicInterestsRoutes } from './route-rows/topic-interests.js';
export { wellbeingRoutes } from './route-rows/wellbeing.js';
export { healthTipsRoutes } from './route-rows/health-tips.js';
export { integrationsRoutes } from './route-rows/integrations.js';
export { healthActionsRoutes } from './route-rows/health-actions.js';
export { healthActionListRoutes } from './route-rows/health-action-list.js';
export { healthRecordsRoutes } from './route-rows/health-records.js';
export { actionsRoutes } from './route-rows/actions.js';
export { devicesRoutes } from './route-rows/devices.js';
export { humanCheckRoutes } from './route-rows/human-check.js';
export { batchUploadsRoutes } from './route-rows/batch-uploads.js';
export { measurementsRoutes } from './route-rows/measurements.js';
export { measurementLastRoutes } from './route-rows/measurement-last.js';
export { measurementSkipRoutes } from './route-rows/measurement-skip.js';
export { vitalsRoutes } from './route-rows/vitals.js';
export { recordResealRoutes } from './route-rows/record-reseal.js';
export { hraFormRoutes } from './route-rows/hra-form.js';
export { hraSectionsRoutes } from './route-rows/hra-sections.js';
export { nutritionFormRoutes } from './route-rows/nutrition-form.js';
export { nutritionFormReadRoutes } from './route-rows/nutrition-form-read.js';
export { nutritionFormSaveRoutes } from './route-rows/nutrition-form-save.js';
export { hraAdminRoutes } from './route-rows/hra-admin.js';
export { telehealthFormRoutes } from './route-rows/telehealth-form.js';
export { telehealthSlotsRoutes } from './route-rows/telehealth-slots.js';
export { telehealthBookingRoutes } from './route-rows/telehealth-booking.js';
export { appointmentsRoutes } from './route-rows/appointments.js';
export { telehealthAdminRoutes } from './route-rows/telehealth-admin.js';
export { smartlinkSlotsRoutes } from './route-rows/smartlink-slots.js';
export { smartlinkRoutes } from './route-rows/smartlink.js';
export { adminUsersRoutes } from './route-rows/admin-users.js';
export { rewardsRoutes } from './route-rows/rewards.js';
export { rewardsAdminRoutes } from './route-rows/rewards-admin.js';
export { notificationsRoutes } from './route-rows/notifications.js';
export { userFlowRoutes } from './route-rows/user-flow.js';
export { activityRoutes } from './route-rows/activity.js';
export { adminClassesRoutes } from './route-rows/admin-classes.js';
export { mediaRoutes } from './route-rows/media.js';
export { rolesRoutes } from './route-rows/roles.js';
export { processesRoutes } from './route-rows/processes.js';
export { programsRoutes } from './route-rows/programs.js';
export { linksRoutes } from './route-rows/links.js';
export { impersonationRoutes } from './route-rows/impersonation.js';
export { organizationRoutes } from './route-rows/organization.js';
export { pagesRoutes } from './route-rows/pages.js';
export { kitsRoutes } from './route-rows/kits.js';
export { kitReadsRoutes } from './route-rows/kit-reads.js';
export { kitReportRoutes } from './route-rows/kit-report.js';
export { kitFilesRoutes } from './route-rows/kit-files.js';
export { kitRegisterRoutes } from './route-rows/kit-register.js';
export { kitInfoRoutes } from './route-rows/kit-info.js';
export { kitsAdminRoutes } from './route-rows/kits-admin.js';
export { ordersRoutes } from './route-rows/orders.js';
export { orderReadsRoutes } from './route-rows/order-reads.js';
export { orderPlaceRoutes } from './route-rows/order-place.js';
export { ordersAdminRoutes } from './route-rows/orders-admin.js';
export { programResultsRoutes } from './route-rows/program-results.js';
export { labSitesRoutes } from './route-rows/lab-sites.js';
export { partnerKeysRoutes } from './route-rows/partner-keys.js';
export { sessionsRoutes } from './route-rows/sessions.js';
export { timelineRoutes } from './route-rows/timeline.js';
export { recoveryKeysRoutes } from './route-rows/recovery-keys.js';
export { keyRecoveryRoutes } from './route-rows/key-recovery.js';
export { samlRoutes } from './route-rows/saml.js';
export { resultRulesRoutes } from './route-rows/result-rules.js';
export { translationsRoutes } from './route-rows/translations.js';
