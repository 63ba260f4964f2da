// spec 000 §3.1 processes: an administrator runs one for members (by id or a programme's members),
// lists the runs with each step's state and retries a failed run; spec 001 §4 triggered process:
// the member's screen follows the run their action started and then re-reads what it changed.
import type {
  AdminProcessRunResponse,
  AdminProcessRunsQuery,
  AdminProcessRunsResponse,
  AdminProcessStartRequest,
  AdminProcessStartResponse,
  MemberProcessRunResponse,
} from '@healthdeck/contract/light';
import { processesRoutes } from '@healthdeck/contract/light';
import type { HealthDeck } from '../health-deck.js';
import { routed } from '../transport/http.js';
import { accountKeys } from './account.js';
import { notificationsKeys } from './notifications.js';
import { rewardsKeys } from './rewards.js';

export const processesKeys = {
  runs: ['admin', 'process-runs'] as const,
  runList: (query: Partial<AdminProcessRunsQuery>) => ['admin', 'process-runs', query] as const,
  memberRun: (id: string) => ['process-runs', id] as const,
};

/**
 * What a finished run may have changed for the member (stars, programmes and their pages,
 * notifications): re-read once it is done, so the member sees it without a reload.
 */
export const PROCESS_RUN_INVALIDATES = [accountKeys.all, rewardsKeys.all, notificationsKeys.all, ['programs', 'mine'], ['pages'], ['health-actions']] as const;

/** How often and how long a member's screen follows a run it started. */
export const PROCESS_RUN_FOLLOW = { intervalMs: 500, maxMs: 20_000 } as const;

const call = (hd: HealthDeck) => routed(hd.call, processesRoutes);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function fetchProcessRuns(hd: HealthDeck, query: Partial<AdminProcessRunsQuery> = {}, signal?: AbortSignal): Promise<AdminProcessRunsResponse> {
  return call(hd)('adminProcessRuns', { query, signal });
}

export async function startProcess(hd: HealthDeck, code: string, body: AdminProcessStartRequest): Promise<AdminProcessStartResponse> {
  const result = await call(hd)('adminProcessStart', { params: { code }, body });
  await hd.queryClient.invalidateQueries({ queryKey: processesKeys.runs });
  return result;
}

export async function retryProcessRun(hd: HealthDeck, id: string): Promise<AdminProcessRunResponse> {
  const result = await call(hd)('adminProcessRunRetry', { params: { id } });
  await hd.queryClient.invalidateQueries({ queryKey: processesKeys.runs });
  return result;
}

export function fetchMemberProcessRun(hd: HealthDeck, id: string, signal?: AbortSignal): Promise<MemberProcessRunResponse> {
  return call(hd)('memberProcessRun', { params: { id }, signal });
}

/**
 * Follows a run the member started until it has finished (or PROCESS_RUN_FOLLOW.maxMs passed),
 * then re-reads what it may have changed. Answers its last known status.
 */
export async function followProcessRun(hd: HealthDeck, id: string, follow: { intervalMs: number; maxMs: number } = PROCESS_RUN_FOLLOW): Promise<MemberProcessRunResponse['status']> {
  const until = Date.now() + follow.maxMs;
  let status: MemberProcessRunResponse['status'] = 'queued';
  while (Date.now() < until) {
    status = (await fetchMemberProcessRun(hd, id)).status;
    if (status === 'succeeded' || status === 'failed') break;
    await pause(follow.intervalMs);
  }
  await Promise.all(PROCESS_RUN_INVALIDATES.map((queryKey) => hd.queryClient.invalidateQueries({ queryKey })));
  return status;
}

type Signal = { signal?: AbortSignal };

export const processRunsQuery = (hd: HealthDeck, query: Partial<AdminProcessRunsQuery> = {}) => ({
  queryKey: processesKeys.runList(query),
  queryFn: ({ signal }: Signal) => fetchProcessRuns(hd, query, signal),
});

export const startProcessMutation = (hd: HealthDeck) => ({
  mutationKey: ['admin', 'process-runs', 'start'] as const,
  mutationFn: (input: { code: string; body: AdminProcessStartRequest }) => startProcess(hd, input.code, input.body),
});

export const retryProcessRunMutation = (hd: HealthDeck) => ({
  mutationKey: ['admin', 'process-runs', 'retry'] as const,
  mutationFn: (id: string) => retryProcessRun(hd, id),
});
