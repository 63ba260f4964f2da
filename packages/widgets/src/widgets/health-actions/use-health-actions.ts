// The member's health actions (spec 000 §7.6 user-health-actions, in-progress, completed; §3.3 status
// change with program_id and health_action_id). The one place the widget reads and changes them.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UserHealthAction } from '@healthdeck/contract/light';
import { changeHealthActionStatus, healthActionsQuery } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

export function useHealthActions() {
  const client = useHealthDeck();
  const all = useQuery({ ...healthActionsQuery(client), retry: false });
  const inProgress = useQuery({ ...healthActionsQuery(client, 'in-progress'), retry: false });
  const completed = useQuery({ ...healthActionsQuery(client, 'completed'), retry: false });
  const changeStatus = useMutation({
    mutationFn: (action: Pick<UserHealthAction, 'program_id' | 'health_action_id'>) =>
      changeHealthActionStatus(client, { program_id: action.program_id, health_action_id: action.health_action_id }),
  });
  return { all, inProgress, completed, changeStatus };
}
