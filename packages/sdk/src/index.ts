// @healthdeck/sdk: framework-agnostic client (docs/INTERFACES.md).
export { createHealthDeck } from './create-health-deck.js';
export { CLIENT_ROUTES, createHealthDeckWithRoutes } from './health-deck.js';
export type { HealthDeck, HealthDeckOptions } from './health-deck.js';
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
export type { Session, StoredImpersonation } from './session/session.js';
export { SESSION_STORAGE_KEY } from './session/session.js';
export { memoryStorage } from './session/storage.js';
export type { SessionStorageLike } from './session/storage.js';
export type { Call, CallInput, RoutedCall, RouteRows } from './transport/http.js';
export { routed } from './transport/http.js';
export {
  HealthDeckError,
  InvalidCredentials,
  Unexpected,
  Unauthorized,
  BadRequest,
  MaxIncorrectLoginAttempts,
  WeakPassword,
  RequestFailed,
  TooManyRequests,
} from './transport/errors.js';
export type { UnauthorizedKind } from './transport/errors.js';
export type { AuthApi, SignInInput, SignUpInput, SetPasswordInput, OnProgress } from './auth/index.js';
export type { AccountApi } from './domains/account.js';
export type { HydrationApi } from './domains/hydration.js';
export { HYDRATION_LAST_KEY } from './domains/hydration.js';
export type { MealInput, MealsApi, MealSaveResult } from './domains/meals.js';
export type { OpenedMealPicture } from './domains/meal-picture.js';
export { MEALS_DAILY_INTAKE_KEY } from './domains/meals.js';
export type { SleepApi } from './domains/sleep.js';
export { SLEEP_LAST_KEY } from './domains/sleep.js';
export type { SleepMutationOptions, SleepRollback } from './queries/sleep-mutations.js';
export type { AdminApi, AdminUsersQuery } from './domains/admin-users.js';
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
export { createFeatureFlagsApi, FEATURE_FLAGS_KEY } from './domains/feature-flags.js';
export type { FeatureFlagsApi } from './domains/feature-flags.js';
export { featureFlagsQuery } from './queries/feature-flags-queries.js';
export { createToastLocationsApi, toastLocationsQuery, TOAST_LOCATIONS_KEY } from './domains/toast-locations.js';
export type { ToastLocationsApi } from './domains/toast-locations.js';
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
export { createNotificationsApi, NOTIFICATIONS_KEY, NOTIFICATIONS_UNREAD_KEY } from './domains/notifications.js';
export type { NotificationsApi, MarkReadTarget } from './domains/notifications.js';
export { notificationsQueries } from './queries/notifications-queries.js';
export type { NotificationsQueries } from './queries/notifications-queries.js';
export { $notifications, refreshNotifications, markNotificationsRead, resetNotifications, withoutRead } from './state/notifications.js';
export type { NotificationsState } from './state/notifications.js';
export { createActivityApi, ACTIVITY_KEY, activityHistoryKey, dailyLogsKey, adminDailyLogsKey } from './domains/activity.js';
export type { ActivityApi, ActivityHistoryQuery, DailyLogsRange } from './domains/activity.js';
export { createUserFlowApi } from './domains/user-flow.js';
export type { UserFlowApi } from './domains/user-flow.js';
export { activityQueries } from './queries/activity-queries.js';
export type { ActivityQueries } from './queries/activity-queries.js';
export type { BodyMetricsApi } from './domains/body-metrics.js';
export { BODY_METRICS_KEY, bodyMetricsKey, SLEEP_SUMMARY_KEY, PHYSICAL_SUMMARY_KEY, FITNESS_GOALS_KEY } from './domains/body-metrics.js';
export type { DailyTaskToggleOptions, DailyTaskRollback } from './queries/daily-task-mutations.js';
export type { Queries } from './queries/query-options.js';
export type { HydrationMutationOptions, HydrationRollback } from './queries/hydration-mutations.js';
export type { StepMutationOptions, StepRollback } from './queries/step-mutations.js';
export { hydrationMessage, hydrationGoal, canIncrementHydration, canDecrementHydration } from './rules/hydration.js';
export { passwordStrength, PASSWORD_MIN_LENGTH, PASSWORD_REASONS } from './rules/password-strength.js';
export type { PasswordStrength } from './rules/password-strength.js';
// Business rules as pure functions (spec 001 §2–§9, spec 000 §2, §4, §9); decisions in src/rules/README.md.
export {
  SPOT_KIT_STATUSES,
  SPOT_STATUS_LABELS,
  KIT_PROCESSING_LABEL,
  KIT_PARTIALLY_COMPLETED_LABEL,
  spotStatusLabel,
  spotStatusCode,
  spotDisplayStatus,
  spotResultsReady,
  spotSampleEvents,
  spotTrackingNumber,
} from './rules/spot-kit-status.js';
export type { SpotEvent, SpotShipment, SpotSample, SpotKitStatus, SpotKitStatusCode } from './rules/spot-kit-status.js';
export { SPOT_SHIPPING_EVENTS, spotShippingVisible } from './rules/spot-shipping.js';
export { SPOT_SHIPPING_TEXTS, spotShippingBox, type SpotShippingBox } from './rules/spot-shipping-box.js';
export { NAMIDA_COMPLETED_LABEL, namidaStatusLabel, namidaResultsReady, NAMIDA_NO_RESULTS_FILE, namidaCanDownload, namidaResultsFileName } from './rules/namida-status.js';
export type { NamidaKitStatus } from './rules/namida-status.js';
export { RESULTS_READY_TEXT, TESTING_CENTER_PATH, kitResultPath, postalTrackingUrl, kitAction } from './rules/kit-action.js';
export type { KitAction } from './rules/kit-action.js';
// spec 001 §4 kit labels and 'Last measurement / kit status values': the contract's rules, shared with the server.
export { kitDisplayStatus, bodyScanStatusLabel, measurementStatus } from '@healthdeck/contract/light';
export type { KitStatusLike } from '@healthdeck/contract/light';
export { actionProgress, programProgress } from './rules/program-progress.js';
export type { ProgressAction, ProgressProgram } from './rules/program-progress.js';
export { CTA_TYPES, ctaPagePath, ctaClickCompletes, ctaButton, ctaClick, nextStepButton } from './rules/call-to-action.js';
export type { CtaType, CtaPage, CtaAction, CtaButton, CtaNavigation, CtaClick } from './rules/call-to-action.js';
export {
  DAILY_TASKS_SHOWN,
  DAILY_TASK_TIMING,
  DAILY_TASK_MESSAGES,
  visibleDailyTasks,
  isDailyTaskCompleted,
  sortDailyTasks,
  highlightedDailyTaskId,
  completeDailyTask,
  revertDailyTask,
  DAILY_TASK_TOGGLE_FAILED,
  DAILY_TASKS_FETCH_FAILED,
  dailyTasksProgress,
  dailyTaskTarget,
} from './rules/daily-tasks.js';
export type { DailyTaskLike, DailyTasksState, DailyTasksProgressKey } from './rules/daily-tasks.js';
export {
  SLEEP_SIMILAR_SECONDS,
  canIncrementSleep,
  canDecrementSleep,
  sleepLevels,
  sleepGoalHours,
  formatHoursMinutes,
  formatSleepDuration,
  sleepDifference,
  sleepDurationSeconds,
  sleepStageShares,
} from './rules/sleep.js';
export type { SleepDifference, SleepSummaryDuration } from './rules/sleep.js';
export { METERS_PER_MILE, RING_RADIUS, metersToMiles, fitnessTotals, fitnessReady, compareWithPreviousDay, ringProgress, todayAndPreviousDay } from './rules/fitness.js';
export { localDay } from './rules/local-day.js';
export type { FitnessGoals, PhysicalSummary, DayComparison } from './rules/fitness.js';
export {
  VITAL_KEYS,
  VITAL_STATUS_LABELS,
  vitalStatusLabel,
  VITAL_UNITS,
  VITAL_HEALTHY_RANGE_TEXT,
  VITAL_HEALTHY_RANGES,
  STRESS_INDEX_SNAPSHOT,
  vitalRangeStatus,
  vitalsSnapshot,
  vitalsStartStep,
  vitalStatusWithThresholds,
} from './rules/vitals.js';
export type { VitalKey, VitalStatus, DecryptedVitals, VitalSnapshotRow } from './rules/vitals.js';
export { AURIA_SCALE, AURIA_ADVICE, AURIA_DISCLAIMER, auriaBand, auriaAdvice, auriaBarPosition } from './rules/auria-score.js';
export type { AuriaBand } from './rules/auria-score.js';
export { SPOT_LEVEL_LABELS, spotLevelLabel, biomarkerBarColour, biomarkerBarPosition } from './rules/biomarker-scale.js';
export type { SpotLevel, BiomarkerBarColour } from './rules/biomarker-scale.js';
export { biomarkerResultLevel, biomarkerTrend, biomarkerScores, reportTime } from './rules/biomarker-trend.js';
export type { BiomarkerReading, BiomarkerTrendPoint, BiomarkerScoreEntry, DatedReading } from './rules/biomarker-trend.js';
export { BMI_BAR_MAX, bmiCategory, bmiBarPosition } from './rules/body-scan-bmi.js';
export type { BmiCategory } from './rules/body-scan-bmi.js';
export { hasCircumference, bodyScanStartStep, showSkipBodyScan } from './rules/body-scan.js';
export type { CircumferenceParams } from './rules/body-scan.js';
export { SKIP_BODY_SCAN_OPTIONS, SKIP_REASON_MAX, SKIP_BODY_SCAN_ERRORS, validateSkipBodyScan, skipBodyScanReason, SKIP_SAVE_FAILED } from './rules/skip-body-scan.js';
export type { SkipBodyScanOption, SkipBodyScanValues, SkipBodyScanValidation } from './rules/skip-body-scan.js';
export { isMood, moodLabel, moodOptions, moodButtonDisabled, currentMood } from './rules/mood.js';
export { FORM_STATUSES, SECTION_STATUS_LABELS, SCREENING_BANDS, sectionStatusLabel, screeningRiskLevel } from './rules/health-assessment.js';
export type { FormStatus, RiskLevel, ScreeningKind } from './rules/health-assessment.js';
export { CTA_FORM_ERRORS, actionCtaFormFields, validateActionCtaForm, cleanActionCtaForm, widgetCtaFormFields, validateWidgetCtaForm } from './rules/cta-form.js';
export type { ActionCtaFormValues, ActionCtaFormFields, WidgetType, WidgetCtaFormValues, WidgetCtaFormFields } from './rules/cta-form.js';
export { INVALID_UPLOAD_FILE, UPLOAD_ACCEPT, isValidUploadFile, uploadFileError } from './rules/file-upload.js';
export { toastPathMatches, isFilteredToastPath, shouldShowToast, toastDuration } from './rules/toast.js';
export type { ToastMessageLocation } from './rules/toast.js';
export { initialConsentAnswers, pendingRequiredAgreements, consentItems } from './rules/legal-consents.js';
export type { ConsentAnswers } from './rules/legal-consents.js';
export {
  ENGLISH_DATES,
  FALLBACK_TIME_ZONE,
  displayTimeZone,
  formatInZone,
  formatReminderDate,
  formatOrderDate,
  formatShippingUpdate,
  formatSlotDay,
  formatSlotTime,
} from './rules/date-format.js';
export type { DateInput, DateLocale, DatePatterns } from './rules/date-format.js';
export { loadDateLocale } from './rules/date-locale.js';
export { COMPLETE_PROFILE_PAGE_NAME, completeProfileRedirect } from './rules/complete-profile.js';
export type { ProgramPage, CompleteProfileInput } from './rules/complete-profile.js';
export { PAGE_TYPE_FEATURE_FLAGS, pageAllowedByFlags, pageDisplay } from './rules/page-type.js';
export type { PageDisplay } from './rules/page-type.js';
export { fillTemplate } from './rules/template.js';
// spec 000 §4, §9, spec 001 §9: debounces (toast location updates 300 ms, server table search 400 ms)
export { Debounced, isDebounced, debounce, debounceRequest, debounceRequestByKey } from './rules/debounce.js';
export type { DebouncedFunction, DebouncedRequest } from './rules/debounce.js';
export { createToastLocationUpdater } from './rules/toast-location.js';
export type { ToastLocationUpdate } from './rules/toast-location.js';
// spec 001 §3 client-side state groups (nanostores; framework agnostic) and spec 000 §8/§9 toasts
export { $clientDashboard, loadHealthTip, loadDashboardPrograms, loadReferral, setDashboardWidgets, resetClientDashboard } from './state/client-dashboard.js';
export type { ClientDashboardState } from './state/client-dashboard.js';
export { $clientProfile, loadProfile, loadDevices, removeDevice, resetClientProfile } from './state/client-profile.js';
export type { ClientProfileState, ConnectedDevice } from './state/client-profile.js';
export * from './state/testing-center.js';
export { $starBalance, setStarBalance, addStars, followAccountStars } from './state/star-balance.js';
export { $language, DEFAULT_LANGUAGE, languageOf, setLanguage } from './state/language.js';
export { $featureFlags, FEATURE_FLAG_DEFAULTS, setFeatureFlags, isFeatureOn, resetFeatureFlags } from './state/feature-flags.js';
export type { FeatureFlag } from './state/feature-flags.js';
export { $toasts, $toastLocations, DEFAULT_TOAST_TITLES, showToast, dismissToast, clearToasts, setToastLocations } from './state/toasts.js';
export type { Toast, ToastInput, ToastTitle } from './state/toasts.js';
export { loadInto } from './state/load-into.js';
export type { KeyedStore } from './state/load-into.js';
export { resetClientState } from './state/reset.js';
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
export { createProgramsApi, ADMIN_PROGRAMS_KEY, ADMIN_ACTION_GROUPS_KEY, adminProgramsListKey, adminProgramKey, adminActionGroupsListKey, adminActionGroupKey } from './domains/programs.js';
export type { ProgramsApi, ProgramsQuery, ActionGroupsQuery, ProgramInput, ActionGroupInput } from './domains/programs.js';
export { programsQueries } from './queries/programs-queries.js';
export type { ProgramsQueries } from './queries/programs-queries.js';
export { createLinksApi, ADMIN_USERS_KEY, ADMIN_LINKS_KEY, adminLinksKey } from './domains/links.js';
export { linksQueries, type LinksQueries } from './queries/links-queries.js';
export type { LinksApi } from './domains/links.js';
export { createImpersonationApi, impersonationBanner, ACCESS_LOG_KEY, accessLogKey, SSO_LOGIN_KEY } from './domains/impersonation.js';
export type { ImpersonationApi, AccessLogQuery } from './domains/impersonation.js';
export { openImpersonationDataKey, openImpersonatedRecord, readEscrowKey, openEscrowRecord } from './domains/impersonation-unlock.js';
export type { EscrowRecord } from './domains/impersonation-unlock.js';
export { impersonationQueries } from './queries/impersonation-queries.js';
export type { ImpersonationQueries } from './queries/impersonation-queries.js';
// issue 17 partner authentication: the admin's partner API keys, and the partner server's exchange
export { createPartnerKeysApi, exchangePartnerKey, PartnerTokenRefused, ADMIN_PARTNER_KEYS_KEY, adminPartnerKeysKey } from './domains/partner-keys.js';
export type { PartnerKeysApi, PartnerKeyExchange } from './domains/partner-keys.js';
export { partnerKeysQueries } from './queries/partner-keys-queries.js';
export type { PartnerKeysQueries } from './queries/partner-keys-queries.js';
export { createOrganizationApi, MEMBER_ORGANIZATION_KEY } from './domains/organization.js';
export type { OrganizationApi } from './domains/organization.js';
export { createPagesApi, PAGES_KEY, PAGES_MENU_KEY, pageKey, HOME_PAGE_SLUG } from './domains/pages.js';
export type { PagesApi } from './domains/pages.js';
export { pagesQueries, organizationQueries } from './queries/pages-queries.js';
export type { PagesQueries, OrganizationQueries } from './queries/pages-queries.js';
export * from './domains/kits.js';
export type { ResealQueue, ResealQueueOptions } from './domains/kit-reseal-queue.js';
export * from './domains/kits-admin.js';
export * from './domains/downloaded-file.js';
export * from './domains/orders.js';
export * from './domains/orders-admin.js';
export * from './domains/lab-sites.js';
export * from './domains/program-results.js';
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
export {
  SCHEDULER_WEEK_STARTS_ON,
  SCHEDULER_DAYS,
  slotDay,
  slotsByDay,
  distinctTimes,
  canReviewAndConfirm,
  appointmentTimeFor,
} from './rules/scheduler.js';
export { schedulerFailure } from './rules/scheduler-failure.js';
export { splitAppointments } from './rules/appointment-lists.js';
export type { ReviewState } from './rules/scheduler.js';
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
// slice O: legal agreements, onboarding, wellbeing, health tips, integrations, health actions, actions, devices, batch uploads (standalone factories)
export { createConsentsApi, LEGAL_AGREEMENTS_KEY, ENROLLMENT_INFO_KEY } from './domains/consents.js';
export type { ConsentsApi } from './domains/consents.js';
export { createOnboardingApi } from './domains/onboarding.js';
export type { OnboardingApi } from './domains/onboarding.js';
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
export { createActionsApi, actionsQueries, ACTION_COMPLETION_INVALIDATES, MEMBER_PROGRAMS_KEY } from './domains/actions.js';
export type { ActionsApi, ActionsQueries } from './domains/actions.js';
export { createDevicesApi, DEVICES_KEY, DEVICE_AUTHORIZERS_KEY, HEALTH_SCORES_KEY, HEALTH_SUMMARY_KEY, FACE_HEART_KEY } from './domains/devices.js';
export type { DevicesApi } from './domains/devices.js';
export { createBatchUploadsApi, batchRowErrors } from './domains/batch-uploads.js';
export type { BatchUploadsApi, BatchUploadResult, BatchRowError } from './domains/batch-uploads.js';
export { onboardingQueries } from './queries/onboarding-queries.js';
export type { OnboardingQueries } from './queries/onboarding-queries.js';
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
