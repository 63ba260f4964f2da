// The streak routes as the contract says the server answers them: streak data for one member, a
// pregnancy milestone whose weeks the progression call sets (1..42, is_manual true).
// The one fake server (@healthdeck/sdk/testing) does the routing, bearer check, contract check of
// every success body, failure injection and held answers; this module keeps the feature's state.
import type { MilestoneProgressionRequest, StreakResponse, WeekDay } from '@healthdeck/contract/light';
import { accountFixture, createFakeServer, json, type FakeHandlers, type FakeServer } from '@healthdeck/sdk/testing';

type StreakRoute = 'account' | 'streaks' | 'milestoneProgression';

export const PREGNANCY_ID = 2;
export const LOGIN_ID = 1;

export interface StreakState {
  current: number;
  firstTime: boolean;
  /** null = a login-streak member; a number or 'unset' = a pregnancy milestone. */
  pregnancyWeek: number | 'unset' | null;
  week: WeekDay['status'][];
}

export interface FakeStreaksApi extends FakeServer<StreakRoute> {
  /** The answers by route, for a fake that serves several features (fake-daily-journal-api.ts). */
  handlers: FakeHandlers;
  state: StreakState;
  /** Bodies the progression call received. */
  progressions: unknown[];
}

const DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function streakData(state: StreakState): StreakResponse {
  const pregnant = state.pregnancyWeek !== null;
  return {
    streak: { current: state.current, is_first_time: state.firstTime },
    weekProgress: DAYS.map((day, i) => ({ date: `2026-11-${String(16 + i).padStart(2, '0')}`, day, status: state.week[i] ?? 'upcoming', isCurrentDay: i === 5 })),
    milestone_type: pregnant ? 'pregnancy' : 'login_streak',
    milestone_info: pregnant
      ? {
          id: PREGNANCY_ID,
          icon: 'baby',
          duration_interval: 'weeks',
          current_period: state.pregnancyWeek === 'unset' ? null : state.pregnancyWeek,
          event: { title: 'Pregnancy', name: 'Week by week', image: null },
        }
      : { id: LOGIN_ID, icon: 'flame', duration_interval: 'days', current_period: state.current, event: { title: 'Login streak', name: 'Daily streak', image: null } },
    is_first_time: state.firstTime,
    should_prompt_milestone: state.pregnancyWeek === 'unset',
    user: { name: 'Maria Member' },
  };
}

export function createFakeStreaksApi(initial: Partial<StreakState> = {}): FakeStreaksApi {
  const state: StreakState = {
    current: 3,
    firstTime: false,
    pregnancyWeek: null,
    week: ['completed', 'missed', 'completed', 'completed', 'completed', 'incomplete', 'upcoming'],
    ...initial,
  };
  const progressions: unknown[] = [];
  const handlers = {
    account: () => json(accountFixture({ verified: true })),
    streaks: () => json(streakData(state)),
    milestoneProgression: ({ body }) => {
      progressions.push(body);
      const request = body as MilestoneProgressionRequest;
      if (!Number.isInteger(request.current_week) || request.current_week < 1 || request.current_week > 42) {
        const message = 'Weeks must be between 1 and 42';
        return json({ statusCode: 400, error_code: 'VALIDATION_FAILED', message, fields: { current_week: message } }, 400);
      }
      if (request.milestone_id !== PREGNANCY_ID) return json({ statusCode: 404, error_code: 'NOT_FOUND', message: 'Milestone not found' }, 404);
      state.pregnancyWeek = request.current_week;
      return json(streakData(state));
    },
  } satisfies FakeHandlers;
  return { ...createFakeServer(handlers), state, progressions, handlers };
}
