import type { Migration } from 'kysely/migration';
import * as core from './0001_core.js';
import * as sessions from './0002_sessions.js';
import * as outboxAudit from './0003_outbox_audit.js';
import * as hydration from './0004_hydration.js';
import * as seedRoles from './0005_seed_roles.js';
import * as userSleep from './0006_user_sleep.js';
import * as moodSymptoms from './0007_mood_symptoms.js';
import * as dailyTasks from './0008_daily_tasks.js';
import * as walkTaskLink from './0009_walk_task_link.js';
import * as meals from './0011_meals.js';
import * as streaks from './0010_streaks.js';
import * as bodyMetrics from './0012_body_metrics.js';
import * as classRecords from './0013_class_records.js';
import * as media from './0019_media.js';
import * as clinical from './0017_clinical.js';
import * as linksImpersonation from './0014_links_impersonation.js';
import * as rewardsNotifications from './0015_rewards_notifications.js';
import * as kitsOrders from './0016_kits_orders.js';

import * as onboardingHealth from './0018_onboarding_health.js';
import * as kitExceptions from './0020_kit_exceptions.js';
import * as medicationRecurrence from './0021_medication_recurrence.js';
import * as partnerKeys from './0022_partner_keys.js';
import * as sealedMemberRecords from './0023_sealed_member_records.js';
import * as rateLimitCounters from './0024_rate_limit_counters.js';
import * as storedFiles from './0025_stored_files.js';
import * as classRecordsNotify from './0026_class_records_notify.js';
import * as loginAttemptsLockoutIndex from './0027_login_attempts_lockout_index.js';
import * as userReferenceIndexes from './0028_user_reference_indexes.js';
import * as refreshTokenRetention from './0029_refresh_token_retention.js';
import * as serverSealedOriginals from './0030_server_sealed_originals.js';
import * as keyWraps from './0033_key_wraps.js';
import * as sessionsDevices from './0031_sessions_devices.js';
import * as recoveryKeys from './0034_recovery_keys.js';
import * as secondFactor from './0032_second_factor.js';
import * as sealedRiskScoresAndSkipReasons from './0035_sealed_risk_scores_and_skip_reasons.js';
import * as userNames from './0037_user_names.js';
import * as pageOwnedPlacement from './0038_page_owned_placement.js';
import * as keyRecoveryDecisions from './0039_key_recovery_decisions.js';
import * as processRuns from './0040_process_runs.js';
import * as moreActiveFrame from './0041_more_active_frame.js';
import * as deviceOauth from './0042_device_oauth.js';
import * as saml from './0043_saml.js';
import * as pageLayoutVersions from './0045_page_layout_versions.js';
import * as appointmentSandbox from './0046_appointment_sandbox.js';
import * as actionAssignmentsRunRetention from './0047_action_assignments_run_retention.js';
import * as resultRules from './0049_result_rules.js';
import * as accountDeletions from './0050_account_deletions.js';
import * as contentTranslations from './0054_content_translations.js';
import * as memberListOrderIndexes from './0055_member_list_order_indexes.js';
import * as sessionsEnded from './0056_sessions_ended.js';
/** Listed here rather than read from disk so migrations run the same under tsx, vitest and a bundle. */
export const migrations: Record<string, Migration> = {
  '0001_core': core,
  '0002_sessions': sessions,
  '0003_outbox_audit': outboxAudit,
  '0004_hydration': hydration,
  '0005_seed_roles': seedRoles,
  '0006_user_sleep': userSleep,
  '0007_mood_symptoms': moodSymptoms,
  '0008_daily_tasks': dailyTasks,
  '0009_walk_task_link': walkTaskLink,
  '0011_meals': meals,
  '0010_streaks': streaks,
  '0012_body_metrics': bodyMetrics,
  '0013_class_records': classRecords,
  '0019_media': media,
  '0017_clinical': clinical,
  '0014_links_impersonation': linksImpersonation,
  '0015_rewards_notifications': rewardsNotifications,
  '0016_kits_orders': kitsOrders,
  '0018_onboarding_health': onboardingHealth,
  '0020_kit_exceptions': kitExceptions,
  '0021_medication_recurrence': medicationRecurrence,
  '0022_partner_keys': partnerKeys,
  '0023_sealed_member_records': sealedMemberRecords,
  '0024_rate_limit_counters': rateLimitCounters,
  '0025_stored_files': storedFiles,
  '0026_class_records_notify': classRecordsNotify,
  '0027_login_attempts_lockout_index': loginAttemptsLockoutIndex,
  '0028_user_reference_indexes': userReferenceIndexes,
  '0029_refresh_token_retention': refreshTokenRetention,
  '0030_server_sealed_originals': serverSealedOriginals,
  '0033_key_wraps': keyWraps,
  '0031_sessions_devices': sessionsDevices,
  '0034_recovery_keys': recoveryKeys,
  '0032_second_factor': secondFactor,
  '0035_sealed_risk_scores_and_skip_reasons': sealedRiskScoresAndSkipReasons,
  '0037_user_names': userNames,
  '0038_page_owned_placement': pageOwnedPlacement,
  '0039_key_recovery_decisions': keyRecoveryDecisions,
  '0040_process_runs': processRuns,
  '0041_more_active_frame': moreActiveFrame,
  '0042_device_oauth': deviceOauth,
  '0043_saml': saml,
  '0045_page_layout_versions': pageLayoutVersions,
  '0046_appointment_sandbox': appointmentSandbox,
  '0047_action_assignments_run_retention': actionAssignmentsRunRetention,
  '0049_result_rules': resultRules,
  '0050_account_deletions': accountDeletions,
  '0054_content_translations': contentTranslations,
  '0055_member_list_order_indexes': memberListOrderIndexes,
  '0056_sessions_ended': sessionsEnded,
};
