// @healthdeck/sdk: framework-agnostic client (docs/INTERFACES.md).
export { createHealthDeck } from './health-deck.js';
export type { HealthDeck, HealthDeckOptions } from './health-deck.js';
export type { Session } from './session/session.js';
export { SESSION_STORAGE_KEY } from './session/session.js';
export { memoryStorage } from './session/storage.js';
export type { SessionStorageLike } from './session/storage.js';
export type { Call, CallInput } from './transport/http.js';
export {
  HealthDeckError,
  InvalidCredentials,
  Unexpected,
  Unauthorized,
  BadRequest,
  MaxIncorrectLoginAttempts,
  WeakPassword,
  RequestFailed,
} from './transport/errors.js';
export type { UnauthorizedKind } from './transport/errors.js';
export type { AuthApi, SignInInput, SignUpInput, SetPasswordInput, OnProgress } from './auth/index.js';
export type { AccountApi } from './domains/account.js';
export type { HydrationApi } from './domains/hydration.js';
export { HYDRATION_LAST_KEY } from './domains/hydration.js';
export type { SleepApi } from './domains/sleep.js';
export { SLEEP_LAST_KEY } from './domains/sleep.js';
export type { SleepMutationOptions, SleepRollback } from './queries/sleep-mutations.js';
export type { AdminApi, AdminUsersQuery } from './domains/admin-users.js';
export type { MoodApi } from './domains/mood.js';
export { MOOD_CURRENT_KEY } from './domains/mood.js';
export type { SymptomsApi } from './domains/symptoms.js';
export { SYMPTOMS_KEY, isNoneOfTheseSymptom, isSymptomLogged, toggleSymptomIn, withSymptomStatus } from './domains/symptoms.js';
export type { MoodMutationOptions, MoodRollback } from './queries/mood-mutations.js';
export { MOOD_LOG_MUTATION_KEY } from './queries/mood-mutations.js';
export type { SymptomToggleMutationOptions, SymptomsRollback } from './queries/symptoms-mutations.js';
export { SYMPTOM_TOGGLE_MUTATION_KEY, pendingSymptomIds } from './queries/symptoms-mutations.js';
export type { DailyTasksApi } from './domains/daily-tasks.js';
export { DAILY_TASKS_KEY } from './domains/daily-tasks.js';
export type { DailyTaskToggleOptions, DailyTaskRollback } from './queries/daily-task-mutations.js';
export type { Queries } from './queries/query-options.js';
export type { HydrationMutationOptions, HydrationRollback } from './queries/hydration-mutations.js';
export { hydrationMessage, hydrationGoal, canIncrementHydration, canDecrementHydration } from './rules/hydration.js';
export { passwordStrength, PASSWORD_MIN_LENGTH, PASSWORD_REASONS } from './rules/password-strength.js';
export type { PasswordStrength } from './rules/password-strength.js';
