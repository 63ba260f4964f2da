// @healthdeck/widgets: React components, their custom elements and styles (docs/INTERFACES.md).
export { HealthDeckProvider } from './provider/health-deck-provider';
export type { HealthDeckProviderProps } from './provider/health-deck-provider';
export { useHealthDeck } from './provider/health-deck-context';
export { useLanguage, toLanguage } from './i18n/language';

// UI primitives (spec 000 §2)
export { Button, BUTTON_VARIANTS, BUTTON_COLORS } from './primitives/button/button';
export type { ButtonProps, ButtonVariant, ButtonColor } from './primitives/button/button';
export { Input } from './primitives/input/input';
export type { InputProps } from './primitives/input/input';
export { Modal, MODAL_VARIANTS, MODAL_SIZES, MODAL_BODY_MAX_HEIGHT } from './primitives/modal/modal';
export type { ModalProps, ModalVariant, ModalSize } from './primitives/modal/modal';
export { Toast, ToastViewport } from './primitives/toast/toast';
export type { ToastProps } from './primitives/toast/toast';
export { toast, dismissToast, clearToasts, TOAST_KIND_TITLES } from './primitives/toast/toast-store';
export type { ToastOptions, ToastItem, ToastTitle } from './primitives/toast/toast-store';
export { Tooltip } from './primitives/tooltip/tooltip';
export type { TooltipProps } from './primitives/tooltip/tooltip';
export { CalorieProgress } from './primitives/calorie-progress/calorie-progress';
export type { CalorieProgressProps } from './primitives/calorie-progress/calorie-progress';
export { NutrientProgress } from './primitives/nutrient-progress/nutrient-progress';
export type { NutrientProgressProps } from './primitives/nutrient-progress/nutrient-progress';
export { progressPercent } from './primitives/progress-percent';
export { Tabs, TABS_VARIANTS } from './primitives/tabs/tabs';
export type { TabsProps, TabItem, TabsVariant } from './primitives/tabs/tabs';

// Widgets
export { HydrationTracker } from './widgets/hydration-tracker/hydration-tracker';
export type { HydrationTrackerProps, HydrationChangeDetail } from './widgets/hydration-tracker/hydration-tracker';
export { hydrationMessages } from './widgets/hydration-tracker/messages';
export type { HydrationMessages } from './widgets/hydration-tracker/messages';
export { DailyTasks } from './widgets/daily-tasks/daily-tasks';
export type { DailyTasksProps, DailyTaskChangeDetail } from './widgets/daily-tasks/daily-tasks';
export { dailyTasksMessages } from './widgets/daily-tasks/messages';
export type { DailyTasksMessages } from './widgets/daily-tasks/messages';
export { MoodTracker } from './widgets/mood-tracker/mood-tracker';
export type { MoodTrackerProps, MoodChangeDetail } from './widgets/mood-tracker/mood-tracker';
export { moodMessages } from './widgets/mood-tracker/messages';
export type { MoodMessages } from './widgets/mood-tracker/messages';
export { Symptoms } from './widgets/symptoms/symptoms';
export type { SymptomsProps, SymptomChangeDetail } from './widgets/symptoms/symptoms';
export { symptomsMessages } from './widgets/symptoms/messages';
export type { SymptomsMessages } from './widgets/symptoms/messages';
export { SleepTracker, SLEEP_PROFILE_HREF } from './widgets/sleep-tracker/sleep-tracker';
export type { SleepTrackerProps, SleepChangeDetail } from './widgets/sleep-tracker/sleep-tracker';
export { sleepMessages } from './widgets/sleep-tracker/messages';
export type { SleepMessages } from './widgets/sleep-tracker/messages';
export { DailyJournal } from './widgets/daily-journal/daily-journal';
export type { DailyJournalProps, DailyJournalTopControls } from './widgets/daily-journal/daily-journal';
export { dailyJournalMessages } from './widgets/daily-journal/messages';
export type { DailyJournalMessages } from './widgets/daily-journal/messages';
export { GuidedTour } from './widgets/guided-tour/guided-tour';
export type { GuidedTourProps } from './widgets/guided-tour/guided-tour';
export { useGuidedTour } from './widgets/guided-tour/use-guided-tour';
export type { GuidedTourControls } from './widgets/guided-tour/use-guided-tour';
export { TOUR_STEPS, TOUR_IDLE, tourReducer, tourPosition } from './widgets/guided-tour/tour-machine';
export type { TourStep, TourEvent, TourState } from './widgets/guided-tour/tour-machine';
export { guidedTourMessages } from './widgets/guided-tour/messages';
export type { GuidedTourMessages } from './widgets/guided-tour/messages';
export { SleepSummary } from './widgets/sleep-summary/sleep-summary';
export type { SleepSummaryProps } from './widgets/sleep-summary/sleep-summary';
export { sleepSummaryMessages } from './widgets/sleep-summary/messages';
export type { SleepSummaryMessages } from './widgets/sleep-summary/messages';
export { Fitness, FITNESS_HREF } from './widgets/fitness/fitness';
export type { FitnessProps } from './widgets/fitness/fitness';
export { fitnessMessages } from './widgets/fitness/messages';
export type { FitnessMessages } from './widgets/fitness/messages';

// Styles (plain CSS text with --hd-* properties; adopt into the document or a shadow root)
export { widgetStyles } from './styles/widget-styles';
export { primitiveStyles } from './styles/primitive-styles';
export { hydrationTrackerStyles } from './widgets/hydration-tracker/styles';
export { dailyTasksStyles } from './widgets/daily-tasks/styles';
export { moodTrackerStyles } from './widgets/mood-tracker/styles';
export { symptomsStyles } from './widgets/symptoms/styles';
export { sleepTrackerStyles } from './widgets/sleep-tracker/styles';
export { dailyJournalStyles } from './widgets/daily-journal/styles';
export { sleepSummaryStyles } from './widgets/sleep-summary/styles';
export { fitnessStyles } from './widgets/fitness/styles';
export { adoptStyles } from './styles/adopt-styles';

// Custom elements
export { defineElements } from './elements/define-elements';
export { defineElement } from './elements/define-element';
export type { ElementSpec, AttributeType } from './elements/define-element';
export { defineHydrationTracker, HYDRATION_TRACKER_TAG } from './elements/hydration-tracker-element';
export { defineDailyTasks, DAILY_TASKS_TAG } from './elements/daily-tasks-element';
export { defineMoodTracker, MOOD_TRACKER_TAG } from './elements/mood-tracker-element';
export { defineSymptoms, SYMPTOMS_TAG } from './elements/symptoms-element';
export { defineSleepTracker, SLEEP_TRACKER_TAG } from './elements/sleep-tracker-element';
export { defineDailyJournal, DAILY_JOURNAL_TAG } from './elements/daily-journal-element';
export { defineSleepSummary, SLEEP_SUMMARY_TAG } from './elements/sleep-summary-element';
export { defineFitness, FITNESS_TAG } from './elements/fitness-element';
export { setElementClient, getElementClient } from './elements/element-client';
export { WIDGETS_VERSION } from './version';
