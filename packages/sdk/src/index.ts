// @healthdeck/sdk: framework-agnostic client (docs/INTERFACES.md).
export * from './create-health-deck.js';
export * from './health-deck.js';
export { hydrationOf, hydrationQueries } from './member-domains/hydration.js';
export { hydrationMutations } from './member-domains/hydration-mutations.js';
export { sleepOf, sleepQueries } from './member-domains/sleep.js';
export { sleepMutations } from './member-domains/sleep-mutations.js';
export { moodOf, moodQueries } from './member-domains/mood.js';
export { moodMutations } from './member-domains/mood-mutations.js';
export { symptomsOf, symptomsQueries } from './member-domains/symptoms.js';
export { symptomsMutations } from './member-domains/symptoms-mutations.js';
export { dailyTasksMutations, dailyTasksOf, dailyTasksQuery } from './member-domains/daily-tasks.js';
export { preferencesOf, preferencesQuery } from './member-domains/preferences.js';
export { streaksOf, streaksQuery } from './member-domains/streaks.js';
export { bodyMetricsOf, bodyMetricsQueries } from './member-domains/body-metrics.js';
export { mealsOf, mealsQueries } from './member-domains/meals.js';
export * from './session/session.js';
export * from './session/storage.js';
export * from './session/token-handoff.js';
export * from './transport/http.js';
export * from './transport/errors.js';
export * from './transport/login-errors.js';
export * from './transport/refresh.js';
export * from './transport/url.js';
export * from './auth/index.js';
export * from './domains/account.js';
export type { HydrationApi } from './domains/hydration.js';
export { HYDRATION_LAST_KEY } from './domains/hydration.js';
export type { MealInput, MealsApi, MealSaveResult } from './domains/meals.js';
export type { OpenedMealPicture } from './domains/meal-picture.js';
export { MEALS_DAILY_INTAKE_KEY } from './domains/meals.js';
export type { SleepApi } from './domains/sleep.js';
export { SLEEP_LAST_KEY } from './domains/sleep.js';
export type { SleepMutationOptions, SleepRollback } from './queries/sleep-mutations.js';
export * from './domains/admin-users.js';
export type { MoodApi } from './domains/mood.js';
export { MOOD_CURRENT_KEY } from './domains/mood.js';
export type { SymptomsApi } from './domains/symptoms.js';
export { SYMPTOM_TOGGLE_MUTATION_KEY, SYMPTOMS_KEY, isNoneOfTheseSymptom, isSymptomLogged, toggleSymptomIn, withSymptomStatus } from './domains/symptoms.js';
export type { MoodMutationOptions, MoodRollback } from './queries/mood-mutations.js';
export { MOOD_LOG_MUTATION_KEY } from './queries/mood-mutations.js';
export type { SymptomToggleMutationOptions, SymptomsRollback } from './queries/symptoms-mutations.js';
export { pendingSymptomIds } from './queries/symptoms-mutations.js';
export type { DailyTasksApi } from './domains/daily-tasks.js';
export { DAILY_TASKS_KEY } from './domains/daily-tasks.js';
export type { PreferencesApi } from './domains/preferences.js';
export { PREFERENCES_KEY } from './domains/preferences.js';
export * from './domains/feature-flags.js';
export * from './domains/toast-locations.js';
export type { StreaksApi } from './domains/streaks.js';
export { STREAKS_KEY } from './domains/streaks.js';
export { createRewardsApi } from './domains/rewards.js';
export type { RewardsApi } from './domains/rewards.js';
export { createMemberRewardsApi, REWARDS_KEY, ELIGIBLE_REWARDS_KEY, REWARD_REDEMPTIONS_KEY } from './domains/rewards-member.js';
export type { MemberRewardsApi, RewardsHost } from './domains/rewards-member.js';
export { createRewardsAdminApi, ADMIN_REWARDS_KEY, adminRewardsListKey, adminRewardKey, rewardSecretsKey } from './domains/rewards-admin.js';
export type { RewardsAdminApi, RewardInput, AdminRewardsQuery } from './domains/rewards-admin.js';
export { rewardsQueries } from './queries/rewards-queries.js';
export type { RewardsQueries } from './queries/rewards-queries.js';
export { memberRewardsQueries } from './queries/rewards-member-queries.js';
export type { MemberRewardsQueries } from './queries/rewards-member-queries.js';
export * from './domains/notifications.js';
export * from './state/notifications.js';
export { createActivityApi, ACTIVITY_KEY, activityHistoryKey, dailyLogsKey, adminDailyLogsKey } from './domains/activity.js';
export type { ActivityApi, ActivityHistoryQuery, DailyLogsRange } from './domains/activity.js';
export * from './domains/user-flow.js';
export { activityQueries } from './queries/activity-queries.js';
export type { ActivityQueries } from './queries/activity-queries.js';
export type { BodyMetricsApi } from './domains/body-metrics.js';
export { BODY_METRICS_KEY, bodyMetricsKey, SLEEP_SUMMARY_KEY, PHYSICAL_SUMMARY_KEY, FITNESS_GOALS_KEY } from './domains/body-metrics.js';
export type { DailyTaskToggleOptions, DailyTaskRollback } from './queries/daily-task-mutations.js';
export type { HydrationMutationOptions, HydrationRollback } from './queries/hydration-mutations.js';
export type { StepMutationOptions, StepRollback } from './queries/step-mutations.js';
export * from './rules/hydration.js';
export * from './rules/password-strength.js';
// Business rules as pure functions (spec 001 §2–§9, spec 000 §2, §4, §9); decisions in src/rules/README.md.
export * from './rules/spot-kit-status.js';
export * from './rules/spot-shipping.js';
export * from './rules/spot-shipping-box.js';
export * from './rules/namida-status.js';
export * from './rules/kit-action.js';
// spec 001 §4 kit labels and 'Last measurement / kit status values': the contract's rules, shared with the server.
export { kitDisplayStatus, bodyScanStatusLabel, measurementStatus } from '@healthdeck/contract/light';
export type { KitStatusLike } from '@healthdeck/contract/light';
export * from './rules/program-progress.js';
export * from './rules/call-to-action.js';
export * from './rules/daily-tasks.js';
export * from './rules/sleep.js';
export * from './rules/fitness.js';
export * from './rules/local-day.js';
export * from './rules/vitals.js';
export * from './rules/auria-score.js';
export * from './rules/biomarker-scale.js';
export * from './rules/biomarker-trend.js';
export * from './rules/body-scan-bmi.js';
export * from './rules/body-scan.js';
export * from './rules/skip-body-scan.js';
export * from './rules/mood.js';
export * from './rules/health-assessment.js';
export * from './rules/cta-form.js';
export * from './rules/file-upload.js';
export * from './rules/toast.js';
export * from './rules/legal-consents.js';
export * from './rules/date-format.js';
export * from './rules/date-locale.js';
export * from './rules/complete-profile.js';
export * from './rules/page-type.js';
export * from './rules/template.js';
export * from './rules/date-zone.js';
export * from './rules/order-date.js';
export * from './rules/shipping-date.js';
// spec 000 §4, §9, spec 001 §9: debounces (toast location updates 300 ms, server table search 400 ms)
export * from './rules/debounce.js';
export * from './rules/toast-location.js';
// spec 001 §3 client-side state groups (nanostores; framework agnostic) and spec 000 §8/§9 toasts
export * from './state/client-dashboard.js';
export * from './state/client-profile.js';
export { $testingCenter, loadKit, setKitDecrypted, setBiomarkers, setTestingCenterContent, resetTestingCenter } from './state/testing-center.js';
export type { TestingCenterState, TestingCenterKit, TestingCenterBiomarker } from './state/testing-center.js';
export * from './state/star-balance.js';
export * from './state/language.js';
export * from './state/feature-flags.js';
export * from './state/toasts.js';
export * from './state/load-into.js';
export * from './state/reset.js';
// spec 000 §7.1 generic administration (classkey) and §7.2 media: standalone factories for admin screens
export { createAdminClassesApi, classForm, classSearchQuery, ADMIN_CLASSES_KEY, adminClassKey, adminClassSearchKey, adminClassRecordKey } from './domains/admin-classes.js';
export type { AdminClassesApi, ClassRecord, ClassSearchOptions, ClassSearchResult, ClassFilterValue, ClassFiles } from './domains/admin-classes.js';
export { createMediaApi, fileNameOf, ADMIN_MEDIA_KEY, adminMediaListKey, adminMediaKey } from './domains/media.js';
export type { MediaApi } from './domains/media.js';
export { createAdminClassesQueries, createMediaQueries } from './queries/admin-classes-queries.js';
export type { AdminClassesQueries, MediaQueries } from './queries/admin-classes-queries.js';
// spec 000 §3.3, §6, §7.2, §7.3 roles, programs, links, impersonation, organization, pages (standalone factories)
export { createRolesApi, ADMIN_ROLES_KEY, ADMIN_PERMISSIONS_KEY, adminRoleKey, adminPermissionKey } from './domains/roles.js';
export type { RolesApi } from './domains/roles.js';
export { rolesQueries } from './queries/roles-queries.js';
export type { RolesQueries } from './queries/roles-queries.js';
export * from './domains/programs.js';
export * from './domains/links.js';
export * from './domains/impersonation.js';
export * from './domains/impersonation-unlock.js';
export * from './domains/downloaded-file.js';
// issue 17 partner authentication: the admin's partner API keys, and the partner server's exchange
export { createPartnerKeysApi, exchangePartnerKey, PartnerTokenRefused, ADMIN_PARTNER_KEYS_KEY, adminPartnerKeysKey } from './domains/partner-keys.js';
export type { PartnerKeysApi, PartnerKeyExchange } from './domains/partner-keys.js';
export { partnerKeysQueries } from './queries/partner-keys-queries.js';
export type { PartnerKeysQueries } from './queries/partner-keys-queries.js';
export * from './domains/organization.js';
export * from './domains/pages.js';
// spec 000 §7.5, §7.6 kits, orders, program results, lab sites (standalone factories)
export {
  createKitsApi,
  openKit,
  kitReportLocked,
  kitReportServerSealed,
  kitResultsFileName,
  dispositionFileName,
  KITS_KEY,
  KITS_LIST_KEY,
  KITS_LAST_KEY,
  KITS_NEW_KEY,
  kitKey,
  providerKitKey,
  kitInfoKey,
  kitAvailabilityKey,
  spotSamplesInfoKey,
  vendorKitsKey,
  ADMIN_KITS_KEY,
  adminKitsKey,
} from './domains/kits.js';
export type { KitsApi, KitsHost, AdminKitsQuery, DownloadedFile, KitKeys } from './domains/kits.js';
export { createKitReadsApi } from './domains/kit-reads.js';
export type { KitReadsApi } from './domains/kit-reads.js';
export { createKitReportApi } from './domains/kit-report.js';
export type { KitReportApi } from './domains/kit-report.js';
export { createKitFilesApi } from './domains/kit-files.js';
export type { KitFilesApi } from './domains/kit-files.js';
export { createKitRegisterApi } from './domains/kit-register.js';
export type { KitRegisterApi } from './domains/kit-register.js';
export { createKitInfoApi } from './domains/kit-info.js';
export type { KitInfoApi } from './domains/kit-info.js';
export { createKitsAdminApi } from './domains/kits-admin.js';
export type { KitsAdminApi } from './domains/kits-admin.js';
export { kitReadsQueries } from './queries/kit-reads-queries.js';
export type { KitReadsQueries } from './queries/kit-reads-queries.js';
export { namidaResultsPdf } from './domains/namida-results-pdf.js';
export type { ResealQueue, ResealQueueOptions } from './domains/kit-reseal-queue.js';
export { kitsQueries } from './queries/kits-queries.js';
export type { KitsQueries } from './queries/kits-queries.js';
export {
  createOrdersApi,
  hasOrder,
  ORDERS_KEY,
  ORDER_KEY,
  ordersListKey,
  ADMIN_ORDERS_KEY,
  adminOrdersKey,
  ADMIN_CUSTOMERS_KEY,
  adminCustomersKey,
  adminCustomerKey,
} from './domains/orders.js';
export type { OrdersApi, OrdersQuery, CustomersQuery, OneOrder } from './domains/orders.js';
export { ordersQueries } from './queries/orders-queries.js';
export type { OrdersQueries } from './queries/orders-queries.js';
export { createOrderReadsApi } from './domains/order-reads.js';
export type { OrderReadsApi } from './domains/order-reads.js';
export { createOrderPlaceApi } from './domains/order-place.js';
export type { OrderPlaceApi } from './domains/order-place.js';
export { createOrdersAdminApi } from './domains/orders-admin.js';
export type { OrdersAdminApi } from './domains/orders-admin.js';
export { orderReadsQueries } from './queries/order-reads-queries.js';
export type { OrderReadsQueries } from './queries/order-reads-queries.js';
export { createProgramResultsApi, labSitesQueries, labSitesKey, labSiteDistanceKey } from './domains/program-results.js';
export type { ProgramResultsApi, LabSitesQuery } from './domains/program-results.js';
export { createLabSitesApi } from './domains/lab-sites.js';
export type { LabSitesApi } from './domains/lab-sites.js';
// Clinical member data (spec 000 §3.3, §4, §7.2, §7.6; spec 001 §3, §4, §7): standalone factories.
export {
  createMeasurementsApi,
  sealForServer,
  openClinicalRecord,
  HEALTH_DATA_LOCKED,
  LAST_MEASUREMENT_FAILED,
  MEASUREMENTS_KEY,
  MEASUREMENTS_LAST_KEY,
  measurementsListKey,
} from './domains/measurements.js';
export type { MeasurementsApi, MeasurementsQuery, ClinicalHost, OpenKeys, BodyMeasurement, OpenedLastMeasurement } from './domains/measurements.js';
export { clinicalRecordLocked } from './domains/clinical-record.js';
export { createMeasurementLastApi } from './domains/measurement-last.js';
export type { MeasurementLastApi } from './domains/measurement-last.js';
export { createMeasurementSkipApi } from './domains/measurement-skip.js';
export type { MeasurementSkipApi } from './domains/measurement-skip.js';
export { createVitalsApi, VITALS_KEY, VITAL_THRESHOLDS_KEY, vitalsListKey, ADMIN_CLINICAL_KEY, adminSmartlinkVitalsKey } from './domains/vitals.js';
export type { VitalsApi, VitalsQuery, AdminSmartlinkVitalsQuery, LatestVitals } from './domains/vitals.js';
export { createHraApi } from './domains/hra.js';
export type { HraApi } from './domains/hra.js';
export { HRA_KEY, HRA_FORM_KEY, HRA_SECTIONS_KEY } from './domains/hra-keys.js';
export { createHraFormApi } from './domains/hra-form.js';
export type { HraFormApi, HraSaveStatus } from './domains/hra-form.js';
export { createHraSectionsApi } from './domains/hra-sections.js';
export type { HraSectionsApi } from './domains/hra-sections.js';
export { createNutritionFormApi, NUTRITION_FORM_KEY } from './domains/nutrition-form.js';
export type { NutritionFormApi } from './domains/nutrition-form.js';
export { createNutritionFormReadApi } from './domains/nutrition-form-read.js';
export type { NutritionFormReadApi } from './domains/nutrition-form-read.js';
export { createNutritionFormSaveApi } from './domains/nutrition-form-save.js';
export type { NutritionFormSaveApi } from './domains/nutrition-form-save.js';
export { createHraAdminApi, adminRiskScoresKey, adminEpdsFormKey } from './domains/hra-admin.js';
export type { HraAdminApi } from './domains/hra-admin.js';
export {
  createTelehealthApi,
  reminderCard,
  REMINDER_TITLE,
  REMINDER_LOAD_FAILED,
  SCHEDULER_CONFIRM_FAILED,
  TELEHEALTH_KEY,
  TELEHEALTH_FORM_KEY,
  TELEHEALTH_SLOTS_KEY,
  APPOINTMENTS_KEY,
  physiciansKey,
  physicianScheduleKey,
  telehealthTimeslotsKey,
  pharmaciesKey,
  appointmentsKey,
  lastAppointmentKey,
  adminTelehealthFormKey,
} from './domains/telehealth.js';
export type { TelehealthApi, TelehealthBooking, TimeslotsQuery, ScheduleQuery } from './domains/telehealth.js';
export { createAppointmentsApi } from './domains/appointments.js';
export type { AppointmentsApi } from './domains/appointments.js';
export { createTelehealthSlotsApi } from './domains/telehealth-slots.js';
export type { TelehealthSlotsApi } from './domains/telehealth-slots.js';
export { createTelehealthBookingApi } from './domains/telehealth-booking.js';
export type { TelehealthBookingApi } from './domains/telehealth-booking.js';
export { createTelehealthFormApi } from './domains/telehealth-form.js';
export type { TelehealthFormApi } from './domains/telehealth-form.js';
export { createTelehealthAdminApi } from './domains/telehealth-admin.js';
export type { TelehealthAdminApi } from './domains/telehealth-admin.js';
export {
  createSmartlinkApi,
  openCallDetails,
  smartlinkAppointmentTime,
  SMARTLINK_KEY,
  SMARTLINK_APPOINTMENTS_KEY,
  smartlinkCallDetailsKey,
  smartlinkTimeslotsKey,
} from './domains/smartlink.js';
export type { SmartlinkApi, SmartlinkAppointment, SmartlinkSlotsQuery } from './domains/smartlink.js';
export { createSmartlinkSlotsApi } from './domains/smartlink-slots.js';
export type { SmartlinkSlotsApi } from './domains/smartlink-slots.js';
export * from './rules/scheduler.js';
export * from './rules/scheduler-failure.js';
export * from './rules/appointment-lists.js';
export { measurementsQueries } from './queries/measurements-queries.js';
export { measurementLastQueries } from './queries/measurement-last-queries.js';
export { vitalsQueries } from './queries/vitals-queries.js';
export { hraQueries } from './queries/hra-queries.js';
export { hraFormQueries } from './queries/hra-form-queries.js';
export { hraSectionsQueries } from './queries/hra-sections-queries.js';
export { nutritionFormQueries } from './queries/nutrition-form-queries.js';
export { telehealthQueries } from './queries/telehealth-queries.js';
export { smartlinkQueries } from './queries/smartlink-queries.js';
export { appointmentsQueries } from './queries/appointments-queries.js';
export { telehealthSlotsQueries } from './queries/telehealth-slots-queries.js';
export { smartlinkSlotsQueries } from './queries/smartlink-slots-queries.js';
export type { MeasurementsQueries } from './queries/measurements-queries.js';
export type { VitalsQueries } from './queries/vitals-queries.js';
export type { HraQueries } from './queries/hra-queries.js';
export type { TelehealthQueries } from './queries/telehealth-queries.js';
export type { SmartlinkQueries } from './queries/smartlink-queries.js';
export type { AppointmentsQueries } from './queries/appointments-queries.js';
export type { TelehealthSlotsQueries } from './queries/telehealth-slots-queries.js';
// spec 000 §7.6 legal agreements, onboarding, wellbeing, health tips, integrations, health actions, actions, devices, batch uploads (standalone factories)
export * from './domains/consents.js';
export * from './domains/onboarding.js';
export { createTopicInterestsApi, ONBOARDING_TOPICS_KEY, onboardingTopicsKey } from './domains/topic-interests.js';
export type { TopicInterestsApi } from './domains/topic-interests.js';
export { createWellbeingApi, WELLBEING_KEY, wellbeingTopicsKey, wellbeingTopicKey, wellbeingResourcesKey } from './domains/wellbeing.js';
export type { WellbeingApi } from './domains/wellbeing.js';
export { createHealthTipsApi, CONTACT_LINK_KEY, RANDOM_HEALTH_TIP_KEY, RANDOM_REFERRAL_KEY, REFERRALS_KEY, SCHEDULING_LINK_KEY } from './domains/health-tips.js';
export type { HealthTipsApi } from './domains/health-tips.js';
export { createIntegrationsApi, INTEGRATIONS_KEY, INTEGRATION_CALLS_KEY, INTEGRATION_STATUSES_KEY, integrationCallsKey } from './domains/integrations.js';
export type { IntegrationsApi, IntegrationCallsQuery } from './domains/integrations.js';
export {
  createHealthActionsApi,
  HEALTH_ACTIONS_KEY,
  healthActionsKey,
  MEDICATIONS_KEY,
  CURRENT_MEDICATIONS_KEY,
  medicationsLogKey,
  CURRENT_ALLERGIES_KEY,
  CURRENT_HEALTH_ISSUES_KEY,
  HEALTH_RECORDS_CATALOGUE_KEY,
} from './domains/health-actions.js';
export { createHealthActionListApi } from './domains/health-action-list.js';
export type { HealthActionListApi } from './domains/health-action-list.js';
export { createHealthRecordsApi } from './domains/health-records.js';
export type { HealthRecordsApi } from './domains/health-records.js';
export type {
  AllergyInput,
  HealthActionsApi,
  HealthIssueInput,
  MedicationInput,
  OpenedAllergy,
  OpenedHealthIssue,
  OpenedMedication,
  OpenedMedicationLogEntry,
  OpenedRecords,
} from './domains/health-actions.js';
export * from './domains/actions.js';
export { createDevicesApi, DEVICES_KEY, DEVICE_AUTHORIZERS_KEY, HEALTH_SCORES_KEY, HEALTH_SUMMARY_KEY, FACE_HEART_KEY } from './domains/devices.js';
export type { DevicesApi } from './domains/devices.js';
export { createBatchUploadsApi, batchRowErrors } from './domains/batch-uploads.js';
export type { BatchUploadsApi, BatchUploadResult, BatchRowError } from './domains/batch-uploads.js';
export { wellbeingQueries } from './queries/wellbeing-queries.js';
export { wellbeingContentQueries } from './queries/wellbeing-content-queries.js';
export { topicInterestsQueries } from './queries/topic-interests-queries.js';
export type { WellbeingQueries } from './queries/wellbeing-queries.js';
export { healthActionsQueries } from './queries/health-actions-queries.js';
export type { HealthActionsQueries } from './queries/health-actions-queries.js';
export { healthActionListQueries } from './queries/health-action-list-queries.js';
export type { HealthActionListQueries } from './queries/health-action-list-queries.js';
export { healthRecordsQueries } from './queries/health-records-queries.js';
export type { HealthRecordsQueries } from './queries/health-records-queries.js';
export { devicesQueries } from './queries/devices-queries.js';
export type { DevicesQueries } from './queries/devices-queries.js';
