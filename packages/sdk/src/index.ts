// @healthdeck/sdk: framework-agnostic client (docs/INTERFACES.md).
export { createHealthDeck } from './create-health-deck.js';
export { CLIENT_ROUTES, createHealthDeckWithRoutes } from './health-deck.js';
export type { HealthDeck, HealthDeckOptions } from './health-deck.js';
export * from './domains/hydration.js';
export * from './domains/sleep.js';
export * from './domains/mood.js';
export * from './domains/symptoms.js';
export * from './domains/daily-tasks.js';
export * from './domains/streaks.js';
export * from './domains/preferences.js';
export * from './domains/body-metrics.js';
export * from './domains/meals.js';
export * from './domains/meal-picture.js';
export * from './domains/meal-name.js';
export * from './domains/step-counter.js';
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
export type { AdminApi, AdminUsersQuery } from './domains/admin-users.js';
export { createFeatureFlagsApi, FEATURE_FLAGS_KEY } from './domains/feature-flags.js';
export type { FeatureFlagsApi } from './domains/feature-flags.js';
export { featureFlagsQuery } from './queries/feature-flags-queries.js';
export { createToastLocationsApi, toastLocationsQuery, TOAST_LOCATIONS_KEY } from './domains/toast-locations.js';
export type { ToastLocationsApi } from './domains/toast-locations.js';
export * from './domains/rewards.js';
export * from './domains/rewards-admin.js';
export * from './domains/roles.js';
export * from './domains/batch-uploads.js';
export * from './domains/partner-keys.js';
export * from './domains/media.js';
export * from './domains/admin-classes.js';
export * from './domains/integrations.js';
export * from './domains/devices.js';
export * from './domains/wellbeing.js';
export * from './domains/topic-interests.js';
export * from './domains/activity.js';
export * from './domains/health-tips.js';
export { createNotificationsApi, NOTIFICATIONS_KEY, NOTIFICATIONS_UNREAD_KEY } from './domains/notifications.js';
export type { NotificationsApi, MarkReadTarget } from './domains/notifications.js';
export { notificationsQueries } from './queries/notifications-queries.js';
export type { NotificationsQueries } from './queries/notifications-queries.js';
export { $notifications, refreshNotifications, markNotificationsRead, resetNotifications, withoutRead } from './state/notifications.js';
export type { NotificationsState } from './state/notifications.js';
export { createUserFlowApi, ACTIVITY_KEY } from './domains/user-flow.js';
export type { UserFlowApi } from './domains/user-flow.js';
export type { Queries } from './queries/query-options.js';
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
// spec 000 §3.3, §6, §7.2, §7.3 roles, programs, links, impersonation, organization, pages (standalone factories)
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
// partner authentication: the admin's partner API keys, and the partner server's exchange
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
// Clinical member data (spec 000 §3.3, §4, §7.2, §7.6; spec 001 §3, §4, §7).
export * from './domains/clinical-record.js';
export * from './domains/measurements.js';
export * from './domains/vitals.js';
export * from './domains/hra.js';
export * from './domains/nutrition-form.js';
export * from './domains/appointments.js';
export * from './domains/telehealth.js';
export * from './domains/smartlink.js';
export * from './domains/health-actions.js';
export * from './domains/health-records.js';
export {
  SCHEDULER_WEEK_STARTS_ON,
  SCHEDULER_DAYS,
  slotDay,
  slotsByDay,
  distinctTimes,
  canReviewAndConfirm,
  appointmentTimeFor,
} from './rules/scheduler.js';
export { schedulerFailure, SCHEDULER_CONFIRM_FAILED } from './rules/scheduler-failure.js';
export { splitAppointments } from './rules/appointment-lists.js';
export type { ReviewState } from './rules/scheduler.js';
// slice O: legal agreements, onboarding, wellbeing, health tips, integrations, health actions, actions, devices, batch uploads (standalone factories)
export { createConsentsApi, LEGAL_AGREEMENTS_KEY, ENROLLMENT_INFO_KEY } from './domains/consents.js';
export type { ConsentsApi } from './domains/consents.js';
export { createOnboardingApi } from './domains/onboarding.js';
export type { OnboardingApi } from './domains/onboarding.js';
export { createActionsApi, actionsQueries, ACTION_COMPLETION_INVALIDATES, MEMBER_PROGRAMS_KEY } from './domains/actions.js';
export type { ActionsApi, ActionsQueries } from './domains/actions.js';
export { onboardingQueries } from './queries/onboarding-queries.js';
export type { OnboardingQueries } from './queries/onboarding-queries.js';
