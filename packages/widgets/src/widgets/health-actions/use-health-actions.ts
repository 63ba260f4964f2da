// The member's health actions (spec 000 §7.6 user-health-actions, in-progress, completed; §3.3 status
// change with program_id and health_action_id). The one place the widget reads and changes them.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UserHealthAction } from '@healthdeck/contract/light';
import { useHealthRecordsClient } from './health-records-client';

export function useHealthActions() {
  const { api, queries } = useHealthRecordsClient();
  const all = useQuery({ ...queries.list(), retry: false });
  const inProgress = useQuery({ ...queries.inProgress(), retry: false });
  const completed = useQuery({ ...queries.completed(), retry: false });
  const changeStatus = useMutation({
    mutationFn: (action: Pick<UserHealthAction, 'program_id' | 'health_action_id'>) => api.changeStatus({ program_id: action.program_id, health_action_id: action.health_action_id }),
  });
  return { all, inProgress, completed, changeStatus };
}
