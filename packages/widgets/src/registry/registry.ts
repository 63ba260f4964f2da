// THE widget registry: one line per widget (its folder's descriptor). Element definitions, the
// embed's lazy loader, the package's subpath exports, the portal's placement by name or type and
// custom-elements.json all derive from this list (docs/ARCHITECTURE.md "Add a widget").
export { appointmentsWidget } from '../widgets/appointments/widget';
export { bodyScanWidget } from '../widgets/body-scan/widget';
export { callReminderWidget } from '../widgets/call-reminder/widget';
export { connectFitbitWidget } from '../widgets/connect-fitbit/widget';
export { contactUsWidget } from '../widgets/contact-us/widget';
export { contentCardWidget } from '../widgets/content-card/widget';
export { dailyJournalWidget } from '../widgets/daily-journal/widget';
export { dailyTasksWidget } from '../widgets/daily-tasks/widget';
export { fitnessWidget } from '../widgets/fitness/widget';
export { healthTipWidget } from '../widgets/health-tip/widget';
export { htmlContentWidget } from '../widgets/html-content/widget';
export { hydrationTrackerWidget } from '../widgets/hydration-tracker/widget';
export { kitRegisterWidget } from '../widgets/kit-register/widget';
export { kitResultsWidget } from '../widgets/kit-results/widget';
export { moodTrackerWidget } from '../widgets/mood-tracker/widget';
export { nextStepWidget } from '../widgets/next-step/widget';
export { primaryCareVisitWidget } from '../widgets/primary-care-visit/widget';
export { programProgressWidget } from '../widgets/program-progress/widget';
export { randomReferralWidget } from '../widgets/random-referral/widget';
export { recentTestWidget } from '../widgets/recent-test/widget';
export { scheduleWidget } from '../widgets/schedule/widget';
export { schedulerWidget } from '../widgets/scheduler/widget';
export { sleepSummaryWidget } from '../widgets/sleep-summary/widget';
export { sleepTrackerWidget } from '../widgets/sleep-tracker/widget';
export { smartMealTrackerWidget } from '../widgets/smart-meal-tracker/widget';
export { streakCardWidget } from '../widgets/streak-card/widget';
export { symptomsWidget } from '../widgets/symptoms/widget';
export { testingCenterWidget } from '../widgets/testing-center/widget';
export { verifyEmailWidget } from '../widgets/verify-email/widget';
