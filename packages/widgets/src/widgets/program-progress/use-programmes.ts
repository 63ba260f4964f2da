import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { MemberActionItem, MemberProgramsResponse } from '@healthdeck/contract/light';
import { actionsKeys, completeAction, memberProgramsQuery } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';

/** An action item as the widgets read it (spec 001 §3 Action item). */
export type ActionItem = MemberActionItem;

/** The items that can be completed: ungrouped actions and the children of groups, in order. */
export function leafActions(actions: readonly ActionItem[]): ActionItem[] {
  return actions.flatMap((action) => (action.grouped?.length ? action.grouped : [action]));
}

/** The programmes with one action marked completed (or not), its group's completion recomputed. */
function withCompletion(data: MemberProgramsResponse, target: ActionItem, completed: boolean): MemberProgramsResponse {
  const mark = (action: ActionItem): ActionItem => (action.id === target.id ? { ...action, completed } : action);
  return {
    programs: data.programs.map((program) =>
      program.id !== target.program_id
        ? program
        : {
            ...program,
            actions: program.actions.map((action) => {
              if (!action.grouped?.length) return mark(action);
              const grouped = action.grouped.map(mark);
              return { ...action, grouped, completed: grouped.every((child) => child.completed) };
            }),
          },
    ),
  };
}

/**
 * The member's programmes (spec 001 §3 Program) and completing an action through the sdk's
 * complete call (spec 000 §3.3, §7.6): optimistic (every card reading the programmes shows it at
 * once), rolled back with an error message when the server refuses, then read again.
 */
export function useProgrammes() {
  const client = useHealthDeck();
  const programmes = useQuery(memberProgramsQuery(client));
  const [failedId, setFailedId] = useState<string | null>(null);
  const completion = useMutation({
    mutationFn: (action: ActionItem) => completeAction(client, { code: action.code, program_id: action.program_id, group: action.group }),
    onMutate: async (action) => {
      setFailedId(null);
      await client.queryClient.cancelQueries({ queryKey: actionsKeys.memberPrograms });
      const before = client.queryClient.getQueryData<MemberProgramsResponse>(actionsKeys.memberPrograms);
      if (before) client.queryClient.setQueryData(actionsKeys.memberPrograms, withCompletion(before, action, true));
      return { before };
    },
    onError: (_error, action, context) => {
      if (context?.before) client.queryClient.setQueryData(actionsKeys.memberPrograms, context.before);
      setFailedId(action.id);
    },
    onSettled: () => client.queryClient.invalidateQueries({ queryKey: actionsKeys.memberPrograms }),
  });
  return {
    programmes,
    complete: (action: ActionItem) => completion.mutate(action),
    /** The action whose completion is on its way, if any. */
    pendingId: completion.isPending ? completion.variables?.id : undefined,
    /** The action whose last completion failed (its card shows the error). */
    failedId,
  };
}
export type Programmes = ReturnType<typeof useProgrammes>;
