// The member's daily logs and activity history (spec 000 §7.6): the one place the widget reads them.
import { type InfiniteData, keepPreviousData, type UseInfiniteQueryResult, type UseQueryResult, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { ACTIVITY } from '@healthdeck/contract/light';
import { activityKeys, dailyLogsQuery, fetchActivityHistory } from '@healthdeck/sdk';
import type { ActivityHistoryResponse, DailyLogsResponse } from '@healthdeck/contract/light';
import { useHealthDeck } from '../../provider/health-deck-context';

/** Events per page of the history. */
export const HISTORY_PAGE = 20;
/** Days added by "Show earlier days", up to the call's 31 (ACTIVITY.dailyLogsMaxDays). */
export const DAYS_STEP = ACTIVITY.dailyLogsDefaultDays;

/** The last `days` days of logs, ending today in the browser's zone; the shorter range stays shown while a longer one loads. */
export function useDailyLogs(days: number): UseQueryResult<DailyLogsResponse> {
  const client = useHealthDeck();
  return useQuery({ ...dailyLogsQuery(client, { days }), retry: false, placeholderData: keepPreviousData });
}

/** The member's events, newest first, a page at a time (record() invalidates ['activity', 'history']). */
export function useActivityHistory(): UseInfiniteQueryResult<InfiniteData<ActivityHistoryResponse, number>> {
  const client = useHealthDeck();
  return useInfiniteQuery({
    queryKey: [...activityKeys.history({ take: HISTORY_PAGE }), 'pages'],
    queryFn: ({ pageParam, signal }) => fetchActivityHistory(client, { page: pageParam, take: HISTORY_PAGE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * HISTORY_PAGE < last.total_count ? pages.length + 1 : undefined),
    retry: false,
  });
}
