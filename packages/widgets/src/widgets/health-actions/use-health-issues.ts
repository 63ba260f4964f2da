// The member's health issues (spec 000 §7.6 current health issues; the health issue save of §8). The
// one place the widget reads and writes them; sealed and opened by the sdk, so `unlocked` says
// whether this browser holds the member's data key (without it nothing can be saved).
import { useMutation, useQuery } from '@tanstack/react-query';
import { currentHealthIssuesQuery, saveHealthIssueMutation } from '@healthdeck/sdk';
import { useHealthDeck } from '../../provider/health-deck-context';
import { useUnlocked } from './use-unlocked';

export function useHealthIssues() {
  const client = useHealthDeck();
  const unlocked = useUnlocked();
  const current = useQuery({ ...currentHealthIssuesQuery(client), retry: false });
  const save = useMutation(saveHealthIssueMutation(client));
  return { current, save, unlocked };
}
