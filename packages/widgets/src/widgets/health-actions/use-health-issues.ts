// The member's health issues (spec 000 §7.6 current health issues; the health issue save of §8). The
// one place the widget reads and writes them; sealed and opened by the sdk, so `unlocked`
// says whether this browser holds the member's data key (without it nothing can be saved).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { HealthIssueInput } from '@healthdeck/sdk';
import { useHealthRecordsClient, useUnlocked } from './health-records-client';

export function useHealthIssues() {
  const { api, queries } = useHealthRecordsClient();
  const unlocked = useUnlocked();
  const current = useQuery({ ...queries.currentHealthIssues(), retry: false });
  const save = useMutation({ mutationFn: (input: HealthIssueInput) => api.saveHealthIssue(input) });
  return { current, save, unlocked };
}
