// The member's health actions (spec 000 §7.6 user-health-actions, in-progress, completed; §3.3 status
// change with program_id and health_action_id). The one place the widget reads and changes them.
// Their sdk part is a standalone factory (the embed does not pay for it, nor for the sealed records'
// calls: health-records-client.ts), made once per client so its queries share one cache.
import { useMutation, useQuery } from '@tanstack/react-query';
import type { UserHealthAction } from '@healthdeck/contract/light';
import { createHealthActionListApi, healthActionListQueries, type HealthActionListApi, type HealthDeck } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

const apis = new WeakMap<HealthDeck, HealthActionListApi>();

export function useHealthActions() {
  const client = useHealthDeck();
  let api = apis.get(client);
  if (!api) {
    api = createHealthActionListApi(client);
    apis.set(client, api);
  }
  const queries = healthActionListQueries(api);
  const all = useQuery({ ...queries.list(), retry: false });
  const inProgress = useQuery({ ...queries.inProgress(), retry: false });
  const completed = useQuery({ ...queries.completed(), retry: false });
  const changeStatus = useMutation({
    mutationFn: (action: Pick<UserHealthAction, 'program_id' | 'health_action_id'>) => api.changeStatus({ program_id: action.program_id, health_action_id: action.health_action_id }),
  });
  return { all, inProgress, completed, changeStatus };
}
