// The member's health issues (spec 000 §7.6 current health issues; the health issue save of §8). The
// one place the widget reads and writes them (issue 18 will encrypt them here).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { SaveUserHealthIssueRequest } from '@healthdeck/contract/light';
import { useHealthRecordsClient } from './health-records-client';

export function useHealthIssues() {
  const { api, queries } = useHealthRecordsClient();
  const current = useQuery({ ...queries.currentHealthIssues(), retry: false });
  const save = useMutation({ mutationFn: (input: SaveUserHealthIssueRequest) => api.saveHealthIssue(input) });
  return { current, save };
}
