import { useQuery } from '@tanstack/react-query';
import { useHealthDeck } from '@healthdeck/widgets';
import { accountQuery } from '@healthdeck/sdk';

/** The signed-in account through the shared query cache (one request for every reader). */
export function useAccount() {
  const sdk = useHealthDeck();
  return useQuery(accountQuery(sdk));
}
